import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@panel/domain';
import type { Database } from '../../db/client';

/** A check that does not answer within this time counts as failed: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 3_000;

function within<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('readiness check timed out')), CHECK_TIMEOUT_MS)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.boolean(),
  migrations: z.boolean(),
  workers: z.boolean(),
  /** The last completed run of each housekeeping job, by whichever instance (decision 129). */
  housekeeping: z.array(z.object({ job: z.string(), period: z.string(), finishedAt: z.string() })),
});

/** Liveness (the process answers) and readiness (decision 130): database reachable, migrations applied, workers running. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const status = z.object({ status: z.string() });
  app.get(
    '/healthz',
    { config: { public: true }, schema: { summary: 'Żywotność procesu serwera', response: { 200: status } } },
    () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: { summary: 'Gotowość serwera: baza danych, migracje, procesy w tle', response: { 200: readiness, 503: readiness } },
    },
    async (request, reply) => {
      const workers = app.documentJobs.running() && app.mailJobs.running() && app.housekeeping.running();
      try {
        const [migrations, runs] = await within(Promise.all([database.migrated(), app.housekeeping.lastRuns()]));
        const housekeeping = runs.map((run) => ({ job: run.job, period: run.period.toISOString(), finishedAt: run.finishedAt.toISOString() }));
        const ready = migrations && workers;
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database: true, migrations, workers, housekeeping });
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'unavailable', database: false, migrations: false, workers, housekeeping: [] });
      }
    },
  );
};
