import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { createMailJobs, type MailJobs } from '../../lib/mail-queue';
import { mtaConfigFromEnv } from './config';
import { changeMailDelivery, type RenderChangeDocument } from './mail-content';
import { motorModificationRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail queue: `server.ts` (and tests) start its worker with a transport; closing the app stops it. */
    mailJobs: MailJobs;
  }
}

/** The motor policy modification; decorates the app with the e-mail queue its documents are sent through. */
export const motorModificationModule = fp<{ database: Database; render: RenderChangeDocument }>(
  async (app, { database, render }) => {
    const config = mtaConfigFromEnv();
    const jobs = createMailJobs(database, app.log, changeMailDelivery(config, render), app.metrics);
    app.decorate('mailJobs', jobs);
    app.addHook('onClose', () => jobs.stop());
    await app.register(motorModificationRoutes, { db: database.db, mta: config, mail: jobs });
  },
  { name: 'motor-modification' },
);
