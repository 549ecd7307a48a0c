import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, contactDataSchema, idempotencyHeadersSchema, udpConfigResponseSchema, udpInitResponseSchema } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 4 * 1024;

/** The contact data popup (000 §2, §3, §7 udp; decision 122). */
export const udpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/partner/rest/udp/config', { schema: { summary: 'Konfiguracja okna potwierdzenia danych kontaktowych', response: { 200: udpConfigResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema } } }, () =>
    service.config(db),
  );
  app.get('/partner/rest/udp/init', { schema: { summary: 'Stan potwierdzenia danych kontaktowych agenta', response: { 200: udpInitResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema } } }, (request) =>
    service.status(db, currentUser(request)),
  );
  app.post(
    '/partner/rest/udp/init',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Potwierdzenie lub zmiana danych kontaktowych agenta',
        headers: idempotencyHeadersSchema,
        body: contactDataSchema,
        response: { 200: udpInitResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    (request) => service.confirm(db, currentUser(request), request.body),
  );
};
