import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  caseConfigResponseSchema,
  caseDetailsResponseSchema,
  caseIdParamsSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseSaveResponseSchema,
  caseSchema,
  idempotencyHeadersSchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { writeTypes } from './repository';
import * as service from './service';

const BODY_LIMIT = 64 * 1024;

export const casesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await writeTypes(db);
  app.get(
    '/partner/rest/case/config',
    { schema: { summary: 'Konfiguracja formularza sprawy: typy i podtypy', response: { 200: caseConfigResponseSchema } } },
    () =>
      service.caseConfig(db),
  );
  app.get(
    '/partner/rest/case/list',
    {
      schema: {
        summary: 'Lista spraw agenta (stronicowana)',
        querystring: caseListQuerySchema, response: { 200: caseListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request) => service.listCases(db, currentUser(request), request.query.page),
  );
  app.get(
    '/partner/rest/case/details/:id',
    {
      schema: {
        summary: 'Szczegóły sprawy agenta',
        params: caseIdParamsSchema, response: { 200: caseDetailsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.caseDetails(db, currentUser(request), request.params.id),
  );
  app.post(
    '/partner/rest/case/save',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zgłoszenie nowej sprawy',
        headers: idempotencyHeadersSchema,
        body: caseSchema,
        response: { 201: caseSaveResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.saveCase(db, currentUser(request), request.body, request.headers['idempotency-key'])),
  );
};
