import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, uploadedFileSchema, uploadIdParamsSchema, uploadQuerySchema, z } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

export const UPLOAD_URL = '/partner/rest/upload';

/** The upload service (decision 050); multipart parsing is registered only for these routes. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart);
  app.post(
    UPLOAD_URL,
    {
      onRequest: async (request) => service.checkDeclaredLength(request.headers['content-length']),
      schema: {
        summary: 'Przesłanie załącznika (multipart)',
        querystring: uploadQuerySchema,
        response: { 201: uploadedFileSchema, 400: apiErrorSchema, 406: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await service.upload(db, currentUser(request), request.query.draftId, request.query.id, request);
      return reply.status(201).send(file);
    },
  );
  app.delete(
    `${UPLOAD_URL}/:id`,
    { schema: { summary: 'Usunięcie przesłanego załącznika', params: uploadIdParamsSchema, response: { 204: z.null(), 404: apiErrorSchema } } },
    async (request, reply) => {
      await service.removeQueued(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
