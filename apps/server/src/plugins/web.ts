import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@panel/domain';

/** Where the build puts its hashed, immutable scripts and styles. */
export const WEB_ASSETS_PREFIX = '/assets/';

/** Paths that belong to the API: an unknown one is a JSON 404, never the SPA. */
const apiPrefixes = ['/partner/', '/rest/', '/ms-', '/openweather/', '/doc/', '/banners/', '/healthz', '/readyz', '/api/', '/metrics'];

/**
 * Serves the built SPA (pre-compressed .br/.gz files when the browser accepts them) and answers every other
 * GET with index.html, so that client-side routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir && path.join(distDir, 'index.html');
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : null;
  if (distDir && indexHtml) {
    const assetsDir = path.join(distDir, WEB_ASSETS_PREFIX);
    await app.register(async (scope) => {
      // Static files are public (the auth hook reads no session) and write no request log line.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true, staticFile: true };
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        preCompressed: true,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.startsWith(assetsDir);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler({ preHandler: app.rateLimit?.() }, (request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi || !indexHtml) {
      return reply.status(404).send({ message: messages.NOT_FOUND });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
