import type { FastifyInstance } from 'fastify';

/**
 * Closes the app: no new connections, new requests on open ones answer 503, requests in flight may finish for up to
 * `timeoutMs` before their connections are cut; then the onClose hooks stop the workers, which hand back their
 * unfinished jobs (decision 130).
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number) {
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown timeout: closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
