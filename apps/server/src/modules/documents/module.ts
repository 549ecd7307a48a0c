import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { PdfRenderer } from './pdf-renderer';
import { createDocumentJobs, type DocumentJobs } from './jobs';
import { documentsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The document generation queue: `server.ts` (and tests) start its worker; closing the app stops it. */
    documentJobs: DocumentJobs;
  }
}

/** The document service; decorates the app with its queue so that the worker can be started beside it. */
export const documentsModule = fp<{ database: Database; pdf: PdfRenderer }>(
  async (app, { database, pdf }) => {
    const jobs = createDocumentJobs(database, app.log, app.metrics, pdf);
    app.decorate('documentJobs', jobs);
    app.addHook('onClose', () => jobs.stop());
    await app.register(documentsRoutes, { db: database.db, jobs });
  },
  { name: 'documents' },
);
