import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { apiErrorSchema, z } from '@panel/domain';
import type { Database, PoolStats } from '../db/client';
import { notFound, unauthorized } from '../lib/errors';

/** How a login attempt ended: its answer's status. */
export type LoginResult = 'success' | 'failed' | 'locked' | 'throttled';

/** A job queue as the metrics see it: its name and how many jobs wait and run now. */
export interface QueueGauge {
  name: string;
  counts(): Promise<{ queued: number; active: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * How often the event loop's lag is sampled. prom-client's default, every 10 ms, woke an idle server 100 times a second:
 * 430 of its 510 ms of CPU a minute (decision 131). A scrape every 15 s still reads 15 samples, and a loop that lags
 * lags in all of them.
 */
const EVENT_LOOP_SAMPLE_MS = 1000;

/**
 * The server's Prometheus metrics, one registry per app (decision 131). Routes are labelled by their pattern
 * (`/partner/rest/policies/details/:policyNo`), never by the address asked for: no policy number or other value of a
 * request reaches a label, and the number of series stays bounded.
 */
export function createMetrics(database: Database, queues: () => QueueGauge[]) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Czas obsługi żądań HTTP według trasy i statusu odpowiedzi',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The embedded database has one connection and no pool: no pool metrics rather than made-up ones.
  const poolStats = database.poolStats;
  if (poolStats) {
    const pool = (name: string, help: string, value: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(value(poolStats()));
        },
      });
    pool('db_pool_connections_in_use', 'Połączenia z bazą danych zajęte przez zapytania', (stats) => stats.total - stats.idle);
    pool('db_pool_connections_idle', 'Połączenia z bazą danych otwarte i wolne', (stats) => stats.idle);
    pool('db_pool_waiting_requests', 'Zapytania czekające na wolne połączenie z bazą danych', (stats) => stats.waiting);
  }
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Zadania w kolejce (dokumenty, e-mail) według stanu: queued czeka, active w toku',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const queue of queues()) {
        const { queued, active } = await queue.counts();
        this.set({ queue: queue.name, state: 'queued' }, queued);
        this.set({ queue: queue.name, state: 'active' }, active);
      }
    },
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Nieudane wykonania zadań (generowanie dokumentu, wysyłka e-mail)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const logins = new Counter({
    name: 'login_attempts_total',
    help: 'Próby logowania według wyniku: success, failed, locked (konto zablokowane), throttled (limit adresu)',
    labelNames: ['result'] as const,
    registers: [registry],
  });

  return {
    registry,
    request: (method: string, route: string, status: number, seconds: number) =>
      requests.observe({ method, route, status_code: String(status) }, seconds),
    jobFailed: (queue: string) => jobFailures.inc({ queue }),
    login: (result: LoginResult) => logins.inc({ result }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every answer, refusals and unknown addresses included; must be registered before any route. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; without a configured token the
 * metrics are not served at all (404). The token is the credential, not a session: the scraper has none.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ token: string | undefined }> = async (app, { token }) => {
  const expected = token && digest(token);
  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: {
        summary: 'Metryki Prometheus (żądanie z tokenem METRICS_TOKEN)',
        security: [{ metricsToken: [] }],
        response: { 200: z.string(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!expected) throw notFound();
      const [scheme, given] = (request.headers.authorization ?? '').split(' ');
      // Both sides hashed: equal lengths for timingSafeEqual whatever was sent.
      if (scheme !== 'Bearer' || !given || !timingSafeEqual(digest(given), expected)) {
        request.log.warn({ address: request.ip }, 'metrics refused');
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized();
      }
      return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
    },
  );
};
