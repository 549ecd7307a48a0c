import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endSessionsResponseSchema, endSessionsSchema, sessionIdParamsSchema, sessionsResponseSchema } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 4 * 1024;
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 422: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema };

/** 'Aktywne sesje' of Mój profil (ASVS V7.5.2; decision 123): the agent's own sessions, ending others after the password. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/partner/rest/user/sessions', { schema: { summary: 'Aktywne sesje agenta', response: { 200: sessionsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema } } }, (request) =>
    service.listSessions(db, currentUser(request)),
  );

  app.post(
    '/partner/rest/user/sessions/:id/end',
    { bodyLimit: BODY_LIMIT, schema: { summary: 'Zakończenie innej sesji agenta (po haśle)', params: sessionIdParamsSchema, body: endSessionsSchema, response: { 200: endSessionsResponseSchema, ...refusals, 404: apiErrorSchema } } },
    async (request) => {
      const user = currentUser(request);
      const result = await service.endSession(db, user, request.params.id, request.body, request.ip);
      request.log.info({ userId: user.userId, address: request.ip, ended: result.ended }, 'session ended by its user');
      return result;
    },
  );

  app.post(
    '/partner/rest/user/sessions/end-others',
    { bodyLimit: BODY_LIMIT, schema: { summary: 'Zakończenie wszystkich pozostałych sesji agenta (po haśle)', body: endSessionsSchema, response: { 200: endSessionsResponseSchema, ...refusals } } },
    async (request) => {
      const user = currentUser(request);
      const result = await service.endOtherSessions(db, user, request.body, request.ip);
      request.log.info({ userId: user.userId, address: request.ip, ended: result.ended }, 'other sessions ended by their user');
      return result;
    },
  );
};
