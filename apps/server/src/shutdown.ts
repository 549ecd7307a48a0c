import type { FastifyInstance } from 'fastify';

/** How often a draining server closes the keep-alive connections that have become idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Closes the app: no new connections, new requests on open ones answer 503, requests in flight may finish for up to
 * `timeoutMs` before their connections are cut; then the onClose hooks stop the workers, which hand back their
 * unfinished jobs (decision 130).
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number) {
  // Node closes the idle connections once, when closing starts; a request that finishes later leaves its keep-alive
  // connection open, and the close would wait for the client to drop it.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown timeout: closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
