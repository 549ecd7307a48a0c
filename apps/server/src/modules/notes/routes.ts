import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, noteSchema, z } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

// 2000 characters of up to 4 UTF-8 bytes, or 6 when JSON escapes them, fit; anything far larger is not read.
const BODY_LIMIT = 16 * 1024;

export const notesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/partner/rest/notes', { schema: { summary: 'Notatka agenta', response: { 200: z.string() } } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(await service.readNote(db, currentUser(request))),
  );
  // The note text comes as text/plain or as a JSON string.
  app.post(
    '/partner/rest/notes',
    {
      bodyLimit: BODY_LIMIT,
      schema: { summary: 'Zapisanie notatki agenta', body: noteSchema, response: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema } },
    },
    async (request, reply) => {
      await service.saveNote(db, currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
