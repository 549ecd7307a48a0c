import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionLogSchema, apiErrorSchema, clientLogSchema, z } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };

export const loggingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/ms-client-logger/partner',
    // Errors happen on the login page too, so no session is needed; the size and rate bounds still apply.
    {
      config: { public: true, readsSession: true }, bodyLimit: 16 * 1024,
      schema: {
        summary: 'Zapis błędu przeglądarki',
        body: clientLogSchema, response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.saveClientLog(db, request.body, request.ip, request.user);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/partner/rest/action-log',
    {
      config: { accountGateAllowed: true }, bodyLimit: 4 * 1024,
      schema: {
        summary: 'Zapis akcji użytkownika w dzienniku',
        body: actionLogSchema, response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.saveAction(db, request.body, currentUser(request));
      return reply.status(204).send(null);
    },
  );
};
