import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../paths';

/** Files the server ships: banner images and the documents under /doc/ (000 §7 static documents). */
export const staticRoot = path.join(serverRoot, 'static');

const folders = [
  // Banner paths carry the day as cache-buster (000 §9), so a day of caching is safe.
  { prefix: '/banners/', cacheControl: 'public, max-age=86400', framedByPanel: false },
  // 'Drukuj' prints a document from a hidden frame of the panel: the documents may be framed by the panel alone.
  { prefix: '/doc/', cacheControl: 'no-cache', framedByPanel: true },
];

/** Serves each folder of `static/` under its own prefix, without a session (public files). */
export async function staticFilesRoutes(app: FastifyInstance) {
  for (const { prefix, cacheControl, framedByPanel } of folders) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true, staticFile: true };
      });
      await scope.register(fastifyStatic, {
        root: path.join(staticRoot, prefix),
        prefix,
        decorateReply: false,
        index: false,
        setHeaders: (reply) => {
          reply.header('cache-control', cacheControl);
          if (framedByPanel) {
            const policy = String(reply.getHeader('content-security-policy'));
            reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
          }
        },
      });
    });
  }
}
