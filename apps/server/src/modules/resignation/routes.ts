import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idempotencyHeadersSchema,
  resignationCheckRequestSchema,
  resignationCheckResponseSchema,
  resignationDocPathParamsSchema,
  resignationDocPathResponseSchema,
  resignationRegisterResponseSchema,
  resignationRegisterSchema,
  resignationVerifyRequestSchema,
  resignationVerifyResponseSchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser, type RoleRequirement } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 64 * 1024;
const roles: RoleRequirement = { all: ['ROLE_AGENT_RES_ENABLED'] };
const refusals = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The resignation calls of 000 §7 (decision 060). */
export const resignationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/partner/rest/resignation/verify',
    {
      config: { roles },
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Weryfikacja polisy do rezygnacji',
        body: resignationVerifyRequestSchema, response: { 200: resignationVerifyResponseSchema, ...refusals },
      },
    },
    (request) => service.verify(db, currentUser(request), request.body.policyNumber),
  );
  app.post(
    '/partner/rest/resignation/check-policy-state',
    {
      config: { roles },
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Sprawdzenie stanu polisy przed rezygnacją',
        body: resignationCheckRequestSchema, response: { 200: resignationCheckResponseSchema, ...refusals },
      },
    },
    (request) => service.checkPolicyState(db, currentUser(request), request.body),
  );
  app.post(
    '/partner/rest/resignation/register',
    {
      config: { roles },
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Rejestracja rezygnacji (wypowiedzenia umowy)',
        headers: idempotencyHeadersSchema,
        body: resignationRegisterSchema,
        response: { 201: resignationRegisterResponseSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.register(db, currentUser(request), request.body, request.headers['idempotency-key'])),
  );
  app.get(
    '/ms-doc/get-resignation-doc-path/:code',
    {
      config: { roles },
      schema: {
        summary: 'Adres wzoru dokumentu rezygnacji',
        params: resignationDocPathParamsSchema, response: { 200: resignationDocPathResponseSchema, ...refusals },
      },
    },
    (request) => service.resignationDocPath(request.params.code),
  );
};
