import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { createHousekeeping, type Housekeeping, type HousekeepingOptions } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly housekeeping: `server.ts` (and tests) start it; closing the app stops it. */
    housekeeping: Housekeeping;
  }
}

export const housekeepingModule = fp<{ database: Database } & HousekeepingOptions>(
  async (app, { database, ...options }) => {
    const housekeeping = createHousekeeping(database, app.log, options);
    app.decorate('housekeeping', housekeeping);
    app.addHook('onClose', () => housekeeping.stop());
  },
  { name: 'housekeeping' },
);
