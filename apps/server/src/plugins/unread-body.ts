import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection closed after an unread body still takes (and drops) what the client sends. */
export const LINGER_MS = 1_000;

/**
 * An answer given before the request's body was read (a refused upload, a refusal in a hook) closes the connection:
 * the rest of that body would otherwise be read as the next request on it, or hold the socket, and a shutdown, waiting.
 *
 * Node closes a `Connection: close` socket as soon as the answer is written; with the client still sending, that
 * close resets the connection, and a client busy writing may lose the answer. So the close lingers instead (as
 * nginx's and Apache's do): our side ends after the answer, what still arrives is dropped unread by the application,
 * and the socket closes when the client closes it, after LINGER_MS at the latest, or at once when the server stops.
 */
export function registerUnreadBodyClose(app: FastifyInstance) {
  const lingering = new Set<Socket>();
  const linger = (socket: Socket, request: IncomingMessage) => {
    lingering.add(socket);
    socket.end();
    request.unpipe();
    request.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      lingering.delete(socket);
    });
  };
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete !== false) return;
    reply.header('connection', 'close');
    const socket = request.raw.socket as Socket & { destroySoon: () => void };
    socket.destroySoon = () => linger(socket, request.raw);
  });
  app.addHook('preClose', async () => {
    for (const socket of lingering) socket.destroy();
  });
}
