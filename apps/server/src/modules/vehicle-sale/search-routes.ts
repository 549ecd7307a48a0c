import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  ownershipSearchParamsSchema,
  ownershipSearchResultSchema,
  redirectBuyerQuerySchema,
  redirectResignationQuerySchema,
  redirectResponseSchema,
  redirectUksQuerySchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './search';

const uks = { roles: { all: ['ROLE_AGENT_UKS_ENABLED' as const] } };
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The ownership-change / travel search and the redirect facade it uses (000 §7); ROLE_AGENT_UKS_ENABLED. */
export const travelSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/uks/policy/:number/:vin',
    {
      config: uks,
      schema: {
        summary: 'Wyszukanie polisy po numerze i VIN (sprzedaż pojazdu)',
        params: ownershipSearchParamsSchema, response: { 200: ownershipSearchResultSchema, ...refusals },
      },
    },
    (request) => service.search(db, currentUser(request), request.params),
  );
  app.get(
    '/partner/rest/redirectFacade/uks',
    {
      config: uks,
      schema: {
        summary: 'Przekierowanie do zgłoszenia sprzedaży pojazdu',
        querystring: redirectUksQuerySchema, response: { 200: redirectResponseSchema, ...refusals },
      },
    },
    (request) => service.uksRedirect(db, currentUser(request), request.query.platesNo),
  );
  app.get(
    '/partner/rest/redirectFacade/completeBuyersData',
    {
      config: uks,
      schema: {
        summary: 'Przekierowanie do uzupełnienia danych nabywcy',
        querystring: redirectBuyerQuerySchema, response: { 200: redirectResponseSchema, ...refusals },
      },
    },
    (request) => service.completeBuyersDataRedirect(db, currentUser(request), request.query),
  );
  app.get(
    '/partner/rest/redirectFacade/resignation',
    {
      config: { roles: { all: ['ROLE_AGENT_UKS_ENABLED' as const, 'ROLE_AGENT_RES_ENABLED' as const] } },
      schema: {
        summary: 'Przekierowanie do wypowiedzenia umowy',
        querystring: redirectResignationQuerySchema, response: { 200: redirectResponseSchema, ...refusals },
      },
    },
    (request) => service.resignationRedirect(db, currentUser(request), request.query.policyNo),
  );
};
