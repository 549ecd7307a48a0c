import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  policiesSearchQuerySchema,
  policiesSearchResponseSchema,
  policyDetailsSchema,
  policyExportQuerySchema,
  policyListQuerySchema,
  policyListResponseSchema,
  policyNoParamsSchema,
  quickSearchQuerySchema,
  quickSearchResponseSchema,
  z,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

export const policiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/policies/list',
    {
      schema: {
        summary: 'Lista polis agenta (stronicowana, filtrowana, sortowana)',
        querystring: policyListQuerySchema, response: { 200: policyListResponseSchema, 400: apiErrorSchema },
      },
    },
    (request) => service.listPolicies(db, currentUser(request), request.query),
  );
  app.get(
    '/partner/rest/policies/details/:policyNo',
    {
      schema: {
        summary: 'Szczegóły polisy',
        params: policyNoParamsSchema,
        response: { 200: policyDetailsSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.policyDetails(db, currentUser(request), request.params.policyNo),
  );
  app.get(
    '/partner/rest/policies/search',
    {
      schema: {
        summary: 'Wyszukiwanie polis',
        querystring: policiesSearchQuerySchema,
        response: { 200: policiesSearchResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => service.searchPolicies(db, currentUser(request), request.query),
  );
  app.get(
    '/partner/rest/policies/quick-search',
    {
      schema: {
        summary: 'Szybkie wyszukiwanie polis w nagłówku',
        querystring: quickSearchQuerySchema, response: { 200: quickSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    (request) => service.quickSearch(db, currentUser(request), request.query.q),
  );
  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/partner/rest/policies/export.${format}`,
      {
        schema: {
          summary: `Eksport listy polis do pliku ${format.toUpperCase()}`,
          querystring: policyExportQuerySchema,
          // A file streamed as it is read from the database (decision 010).
          response: { 200: z.instanceof(Readable), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const file = await service.exportPolicies(db, currentUser(request), request.query, format);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
  }
};
