import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  availableDocsHashParamsSchema,
  availableDocsResponseSchema,
  creationHashesParamsSchema,
  creationHashesResponseSchema,
  documentAvailabilityParamsSchema,
  documentAvailabilitySchema,
  documentDownloadParamsSchema,
  documentHashParamsSchema,
  documentRequestResponseSchema,
  documentRequestSchema,
  documentSchema,
  documentSetHashSchema,
  z,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { attachment } from '../../lib/content-disposition';
import { currentUser } from '../../plugins/auth';
import type { DocumentJobs } from './jobs';
import * as service from './service';
import type { DocumentSources } from './sources';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The document calls of 000 §7 and 001 §7: hashes, lists, requests, availability and the download link. */
export const documentsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: DocumentJobs; sources: DocumentSources }> = async (app, { db, jobs, sources }) => {
  app.get(
    '/partner/rest/document/get-available-docs-hash/:policyId/:place/:printArgs?',
    {
      schema: {
        summary: 'Skrót zestawu dokumentów dostępnych dla polisy',
        params: availableDocsHashParamsSchema, response: { 200: documentSetHashSchema, ...errors },
      },
    },
    (request) => service.availableDocsHash(db, sources, currentUser(request), request.params),
  );
  app.get(
    '/partner/rest/document/get-creation-hashes/:policyId/:ids/:printArgs?',
    {
      schema: {
        summary: 'Skróty dokumentów do wygenerowania dla polisy',
        params: creationHashesParamsSchema, response: { 200: creationHashesResponseSchema, ...errors },
      },
    },
    (request) => service.creationHashes(db, sources, currentUser(request), request.params),
  );
  app.get(
    '/ms-doc/available-docs/:hash',
    { schema: { summary: 'Lista dokumentów zestawu', params: documentHashParamsSchema, response: { 200: availableDocsResponseSchema, ...errors } } },
    (request) => service.availableDocs(db, currentUser(request), request.params.hash),
  );
  app.post(
    '/ms-doc',
    {
      schema: {
        summary: 'Zlecenie wygenerowania dokumentu',
        body: documentRequestSchema, response: { 200: documentRequestResponseSchema, ...errors },
      },
    },
    (request) => service.requestDocument(db, jobs, currentUser(request), request.body.hash),
  );
  app.post(
    '/ms-doc/first',
    {
      schema: {
        summary: 'Zlecenie wygenerowania pierwszego dokumentu zestawu',
        body: documentRequestSchema, response: { 200: documentSchema, ...errors },
      },
    },
    (request) => service.requestFirstDocument(db, jobs, currentUser(request), request.body.hash),
  );
  app.get(
    '/ms-doc/availability/:documentHash',
    {
      schema: {
        summary: 'Stan generowania dokumentu',
        params: documentAvailabilityParamsSchema, response: { 200: documentAvailabilitySchema, ...errors },
      },
    },
    (request) => service.availability(db, currentUser(request), request.params.documentHash),
  );
  app.get(
    '/ms-doc/:type/:hash',
    {
      schema: {
        summary: 'Pobranie wygenerowanego dokumentu (PDF)',
        params: documentDownloadParamsSchema, response: { 200: z.instanceof(Buffer), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { content, filename } = await service.download(db, currentUser(request), request.params.hash);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'private, no-store')
        // The panel downloads through a hidden frame of its own: allow exactly that framing.
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .send(content);
    },
  );
};
