import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idempotencyHeadersSchema,
  reminderIdParamsSchema,
  reminderPayloadSchema,
  reminderSchema,
  remindersResponseSchema,
  reminderUpdateSchema,
  z,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 8 * 1024;

export const remindersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/partner/rest/reminders', { schema: { summary: 'Lista przypomnień agenta', response: { 200: remindersResponseSchema } } }, (request) =>
    service.listReminders(db, currentUser(request)),
  );
  app.post(
    '/partner/rest/reminders',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Dodanie przypomnienia',
        // Lower case: Node gives header names so.
        headers: idempotencyHeadersSchema,
        body: reminderPayloadSchema,
        response: { 201: reminderSchema, 400: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const reminder = await service.createReminder(
        db,
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send(reminder);
    },
  );
  app.put(
    '/partner/rest/reminders/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zmiana przypomnienia',
        params: reminderIdParamsSchema,
        body: reminderUpdateSchema,
        response: { 200: reminderSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.updateReminder(db, currentUser(request), request.params.id, request.body),
  );
  app.delete(
    '/partner/rest/reminders/:id',
    {
      schema: {
        summary: 'Usunięcie przypomnienia',
        params: reminderIdParamsSchema, response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await service.deleteReminder(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
