import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  complaintConfigResponseSchema,
  complaintSaveResponseSchema,
  complaintSchema,
  idempotencyHeadersSchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 64 * 1024;

/** The complaint types are written with the case types at start (cases module). */
export const complaintsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/complaint/config',
    { schema: { summary: 'Konfiguracja formularza reklamacji', response: { 200: complaintConfigResponseSchema } } },
    () =>
      service.complaintConfig(db),
  );
  app.post(
    '/partner/rest/complaint/save',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zgłoszenie reklamacji',
        headers: idempotencyHeadersSchema,
        body: complaintSchema,
        response: { 201: complaintSaveResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.saveComplaint(db, currentUser(request), request.body, request.headers['idempotency-key'])),
  );
};
