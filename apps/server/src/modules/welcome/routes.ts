import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  bannerConfigResponseSchema,
  smartInfoShownResponseSchema,
  welcomeVisitedResponseSchema,
  welcomeVisitRequestSchema,
  z,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** The banner and the welcome flow (000 §2, §7 Dashboard data). */
export const welcomeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/banner/config',
    { schema: { summary: 'Konfiguracja banera powitalnego', response: { 200: bannerConfigResponseSchema, 401: apiErrorSchema } } },
    (request) => service.bannerConfig(db, currentUser(request), request.log),
  );
  app.get(
    '/partner/rest/welcome/visited',
    { schema: { summary: 'Czy agent widział ekran powitalny', response: { 200: welcomeVisitedResponseSchema, 401: apiErrorSchema } } },
    (request) => service.visited(db, currentUser(request)),
  );
  app.post(
    '/partner/rest/welcome/visited',
    {
      schema: {
        summary: 'Oznaczenie ekranu powitalnego jako obejrzanego',
        body: welcomeVisitRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.recordVisit(db, currentUser(request), request.body.smartInfo);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/partner/rest/welcome/shown',
    { schema: { summary: 'Czy pokazano informację SmartInfo', response: { 200: smartInfoShownResponseSchema, 401: apiErrorSchema } } },
    (request) => service.smartInfoShown(db, currentUser(request)),
  );
};
