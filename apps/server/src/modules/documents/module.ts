import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { PdfRenderer } from './pdf-renderer';
import { createDocumentJobs, type DocumentJobs } from './jobs';
import { documentsRoutes } from './routes';
import type { DocumentSources } from './sources';

declare module 'fastify' {
  interface FastifyInstance {
    /** The document generation queue: `server.ts` (and tests) start its worker; closing the app stops it. */
    documentJobs: DocumentJobs;
  }
}

/**
 * The document service; decorates the app with its queue so that the worker can be started beside it. The modules whose
 * records documents print register them as `sources` (app.ts).
 */
export const documentsModule = fp<{ database: Database; pdf: PdfRenderer; sources: DocumentSources }>(
  async (app, { database, pdf, sources }) => {
    const jobs = createDocumentJobs(database, sources, app.log, app.metrics, pdf);
    app.decorate('documentJobs', jobs);
    app.addHook('onClose', () => jobs.stop());
    await app.register(documentsRoutes, { db: database.db, jobs, sources });
  },
  { name: 'documents' },
);
