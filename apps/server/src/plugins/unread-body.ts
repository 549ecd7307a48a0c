import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection closed after an unread body may stay silent before it is cut (an idle time, checked this often). */
export const LINGER_MS = 1_000;
/**
 * How much of an unread body the lingering close still takes and drops: the largest upload request (decision 114) and
 * more. A browser reads the answer only once it has sent the whole body (decision 135); cut before that, it loses the
 * answer and retries or hangs.
 */
export const LINGER_MAX_BYTES = 16 * 1024 * 1024;

/**
 * An answer given before the request's body was read (a refused upload, a refusal in a hook) closes the connection:
 * the rest of that body would otherwise be read as the next request on it, or hold the socket, and a shutdown, waiting.
 *
 * Node closes a `Connection: close` socket as soon as the answer is written; with the client still sending, that
 * close resets the connection, and a client busy writing may lose the answer. So the close lingers instead (as
 * nginx's and Apache's do): our side ends after the answer, what still arrives is dropped unread by the application,
 * and the socket closes when the client closes it, when the client has sent nothing for LINGER_MS, once more than
 * LINGER_MAX_BYTES were dropped, or at once when the server stops.
 */
export function registerUnreadBodyClose(app: FastifyInstance) {
  const lingering = new Set<Socket>();
  const linger = (socket: Socket, request: IncomingMessage) => {
    lingering.add(socket);
    socket.end();
    request.unpipe();
    request.resume();
    // Node's parser reads the rest of a body the server gave up on without emitting it (the request is dumped), so what
    // still arrives shows only in the socket's count of bytes read.
    const start = socket.bytesRead;
    let seen = start;
    const timer = setInterval(() => {
      const read = socket.bytesRead;
      if (read === seen || read - start > LINGER_MAX_BYTES) socket.destroy();
      seen = read;
    }, LINGER_MS);
    socket.once('close', () => {
      clearInterval(timer);
      lingering.delete(socket);
    });
  };
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      const socket = request.raw.socket as Socket & { destroySoon: () => void };
      socket.destroySoon = () => linger(socket, request.raw);
    }
    done();
  });
  app.addHook('preClose', async () => {
    for (const socket of lingering) socket.destroy();
  });
}
