import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@panel/domain';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const status = z.object({ status: z.string() });
  app.get(
    '/healthz',
    { config: { public: true }, schema: { summary: 'Żywotność procesu serwera', response: { 200: status } } },
    () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    { config: { public: true }, schema: { summary: 'Gotowość serwera: dostępność bazy danych', response: { 200: status, 503: status } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};
