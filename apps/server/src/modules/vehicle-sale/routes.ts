import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idempotencyHeadersSchema,
  vehicleSaleCopyResponseSchema,
  vehicleSaleCopySchema,
  vehicleSaleRegisterBodySchema,
  vehicleSaleRegisterResponseSchema,
  vehicleSaleVerifyBodySchema,
  vehicleSaleVerifyResponseSchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 64 * 1024;
const config = { roles: { all: ['ROLE_AGENT_UKS_ENABLED' as const] } };
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Vehicle sale (UKS, 000 §7): verify, register, copy; ROLE_AGENT_UKS_ENABLED. */
export const vehicleSaleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/partner/rest/uks/verify',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Weryfikacja danych sprzedaży pojazdu',
        body: vehicleSaleVerifyBodySchema,
        response: { 200: vehicleSaleVerifyResponseSchema, ...refusals },
      },
    },
    (request) => service.verify(db, currentUser(request), request.body),
  );
  app.post(
    '/partner/rest/uks/register',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Rejestracja sprzedaży pojazdu (zmiana właściciela)',
        headers: idempotencyHeadersSchema, body: vehicleSaleRegisterBodySchema, response: { 200: vehicleSaleRegisterResponseSchema, ...refusals },
      },
    },
    (request) => service.register(db, currentUser(request), request.body, request.headers['idempotency-key']),
  );
  app.post(
    '/partner/rest/uks/copy',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Nowa oferta dla nabywcy pojazdu',
        headers: idempotencyHeadersSchema, body: vehicleSaleCopySchema, response: { 201: vehicleSaleCopyResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.copy(db, currentUser(request), request.body, request.headers['idempotency-key'])),
  );
};
