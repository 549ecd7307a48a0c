import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bankSearchQuerySchema,
  banksResponseSchema,
  carLinesResponseSchema,
  carsParamsSchema,
  citiesParamsSchema,
  citiesResponseSchema,
  equipmentParamsSchema,
  equipmentResponseSchema,
  lovParamsSchema,
  lovResponseSchema,
  makesParamsSchema,
  makesResponseSchema,
  modelsParamsSchema,
  modelsResponseSchema,
  motorcycleVersionsParamsSchema,
  motorcycleVersionsResponseSchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const mta = { roles: { all: ['ROLE_CP_MTA_ENABLED' as const] } };
const refusals = { 400: apiErrorSchema };
const MTA = '/partner/rest/mta/cp';

/**
 * The vehicle catalogue and banks of the motor modification (001 §7, ROLE_CP_MTA_ENABLED), its lists of values and
 * the cities of a postcode (any logged-in agent).
 */
export const vehicleCatalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${MTA}/makes/:vehicleTypeCode`,
    {
      config: mta,
      schema: {
        summary: 'Marki pojazdów danego rodzaju',
        params: makesParamsSchema, response: { 200: makesResponseSchema, ...refusals },
      },
    },
    (request) => service.makes(db, request.params.vehicleTypeCode),
  );
  app.get(
    `${MTA}/models/:makeCode/:productionYearCode/:vehicleTypeCode`,
    {
      config: mta,
      schema: {
        summary: 'Modele marki z danego rocznika',
        params: modelsParamsSchema, response: { 200: modelsResponseSchema, ...refusals },
      },
    },
    (request) => service.models(db, request.params.makeCode, request.params.productionYearCode, request.params.vehicleTypeCode),
  );
  app.get(
    `${MTA}/cars/:productionYear/:carModel`,
    { config: mta, schema: { summary: 'Wersje modelu samochodu', params: carsParamsSchema, response: { 200: carLinesResponseSchema, ...refusals } } },
    (request) => service.cars(db, request.params.productionYear, request.params.carModel),
  );
  app.get(
    `${MTA}/cars/:make/:productionYear/:engineCapacity`,
    {
      config: mta,
      schema: {
        summary: 'Wersje motocykla',
        params: motorcycleVersionsParamsSchema, response: { 200: motorcycleVersionsResponseSchema, ...refusals },
      },
    },
    (request) => service.motorcycleVersions(db, request.params.make, request.params.productionYear, request.params.engineCapacity),
  );
  app.get(
    `${MTA}/equipment/:type/:carId/:productionYear`,
    {
      config: mta,
      schema: {
        summary: 'Wyposażenie wersji pojazdu',
        params: equipmentParamsSchema, response: { 200: equipmentResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    (request) => service.equipment(db, request.params.type, request.params.carId, request.params.productionYear),
  );
  app.get(
    `${MTA}/bank/list`,
    { config: mta, schema: { summary: 'Lista banków (cesja)', response: { 200: banksResponseSchema } } },
    () => service.bankList(db),
  );
  app.get(
    `${MTA}/bank/search`,
    {
      config: mta,
      schema: {
        summary: 'Wyszukiwanie banku (cesja)',
        querystring: bankSearchQuerySchema, response: { 200: banksResponseSchema, ...refusals },
      },
    },
    (request) => service.bankSearch(db, request.query),
  );
  app.get(
    '/partner/rest/lovs/get/:policyNo/:lovsKey',
    {
      schema: {
        summary: 'Lista wartości słownika dla polisy',
        params: lovParamsSchema, response: { 200: lovResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    (request) => service.lov(db, currentUser(request), request.params.policyNo, request.params.lovsKey),
  );
  app.get(
    '/partner/rest/address/cities/:zip',
    { schema: { summary: 'Miejscowości dla kodu pocztowego', params: citiesParamsSchema, response: { 200: citiesResponseSchema, ...refusals } } },
    (request) => service.cities(db, request.params.zip),
  );
};
