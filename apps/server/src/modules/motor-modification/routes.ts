import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cpMtaLoadApiResponseSchema,
  cpMtaModelApiSchema,
  documentsPrintResponseSchema,
  documentsPrintSchema,
  idempotencyHeadersSchema,
  policyNoParamsSchema,
  mtaSaveParamsSchema,
  mtaSaveResponseSchema,
  pidFileNamesParamsSchema,
  pidFileNamesResponseSchema,
  recalculateApiResponseSchema,
  ridersPricesSchema,
  saveRidersChangeApiSchema,
  saveRidersChangeApiResponseSchema,
  seedPath,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { forbidden, HttpError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { MtaConfig } from './config';
import * as service from './service';

const MTA = '/partner/rest/mta/cp';
const BODY_LIMIT = 128 * 1024;
const config = { roles: { all: ['ROLE_CP_MTA_ENABLED' as const] } };
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** A refusal names the fields as the seed spells them, like the rest of the call (the `…ApiSchema`s). */
async function inSeedSpelling<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fieldErrors) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([path, message]) => [seedPath(path), message]));
    throw new HttpError(error.statusCode, error.message, fieldErrors);
  }
}

/** The motor policy modification (001 §7, decision 090) and its information files and e-mail; ROLE_CP_MTA_ENABLED. */
export const motorModificationRoutes: FastifyPluginAsyncZod<{ db: Db; mta: MtaConfig; mail: service.MailQueue }> = async (app, { db, mta, mail }) => {
  app.get(
    `${MTA}/load/:policyNo`,
    {
      config,
      schema: {
        summary: 'Wczytanie polisy komunikacyjnej do zmiany',
        params: policyNoParamsSchema, response: { 200: cpMtaLoadApiResponseSchema, ...refusals },
      },
    },
    (request) => service.load(db, currentUser(request), request.params.policyNo, mta),
  );
  app.get(
    `${MTA}/getPrices/:policyNo`,
    {
      config,
      schema: {
        summary: 'Ceny ubezpieczeń dobrowolnych polisy',
        params: policyNoParamsSchema, response: { 200: ridersPricesSchema, ...refusals },
      },
    },
    (request) => service.prices(db, currentUser(request), request.params.policyNo, mta),
  );
  app.post(
    `${MTA}/recalculate`,
    {
      config, bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Przeliczenie składki po zmianie polisy',
        body: cpMtaModelApiSchema, response: { 200: recalculateApiResponseSchema, ...refusals },
      },
    },
    (request) => inSeedSpelling(service.recalculate(db, currentUser(request), request.body, mta)),
  );
  app.post(
    `${MTA}/save/:paymentType`,
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zapisanie zmiany polisy (nowa wersja) z formą płatności',
        params: mtaSaveParamsSchema, headers: idempotencyHeadersSchema, body: cpMtaModelApiSchema, response: { 200: mtaSaveResponseSchema, ...refusals },
      },
    },
    (request) => {
      const user = currentUser(request);
      // Cash needs its own role (001 §6): refused and logged like the roles of the route.
      if (request.params.paymentType === 'CASH' && !user.roles.has('ROLE_IS_CASH_AVAILABLE')) {
        request.log.warn({ url: request.url, userId: user.userId, required: 'ROLE_IS_CASH_AVAILABLE' }, 'authorisation refused');
        throw forbidden();
      }
      return inSeedSpelling(service.save(db, user, request.params.paymentType, request.body, request.headers['idempotency-key'], mta));
    },
  );
  app.post(
    `${MTA}/saveRidersChange`,
    {
      config, bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zapisanie zmian w ubezpieczeniach dobrowolnych',
        body: saveRidersChangeApiSchema, response: { 200: saveRidersChangeApiResponseSchema, ...refusals },
      },
    },
    (request) => inSeedSpelling(service.saveRidersChange(db, currentUser(request), request.body, mta)),
  );
  app.get(
    '/ms-doc/get-pid-file-names/CP/:policyId',
    {
      config,
      schema: {
        summary: 'Pliki informacyjne produktu komunikacyjnego',
        params: pidFileNamesParamsSchema, response: { 200: pidFileNamesResponseSchema, ...refusals },
      },
    },
    (request) => service.pidFileNames(db, currentUser(request), request.params.policyId),
  );
  app.post(
    '/ms-doc/print',
    {
      config, bodyLimit: 8 * 1024,
      schema: {
        summary: 'Wysłanie dokumentów zmiany polisy e-mailem do klienta',
        headers: idempotencyHeadersSchema, body: documentsPrintSchema, response: { 202: documentsPrintResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.print(db, mail, currentUser(request), request.body, request.headers['idempotency-key'])),
  );
};
