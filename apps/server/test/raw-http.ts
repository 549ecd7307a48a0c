import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had handed to the socket when the whole answer had arrived. */
  sentBytes: number;
  /** The connection, left open by the client: the caller destroys it. */
  socket: net.Socket;
  /** Settles when the connection has closed, whoever closed it. */
  closed: Promise<void>;
}

const CHUNK = 64 * 1024;

/**
 * Sends a request over a new connection: its head, then `prefix` and as many filler bytes as make `size` bytes of body
 * (generated, never held whole), written only as fast as the server takes them — in chunked transfer encoding when the
 * head says so. Stops writing once the whole answer has arrived and resolves with it, leaving the connection open; rejects when
 * the connection ends without an answer.
 */
export function streamRequest(port: number, head: string, prefix: Buffer, size: number): Promise<RawAnswer> {
  const chunked = /transfer-encoding: chunked/i.test(head);
  const frame = (data: Buffer) =>
    chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let sentBytes = 0;
    let answered = false;
    const closed = new Promise<void>((done) => socket.once('close', () => done()));

    const answer = (): RawAnswer | null => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const body = received.subarray(end + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return null;
      return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8'), sentBytes, socket, closed };
    };

    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const complete = answer();
      if (complete && !answered) {
        answered = true;
        resolve(complete);
      }
    });
    // A server that refuses a body it will not read may reset the connection under the writer; the answer counts.
    socket.on('error', (error) => {
      if (!answered) reject(error);
    });
    socket.on('close', () => {
      if (!answered) reject(new Error(`connection closed without an answer: ${received.toString('latin1')}`));
    });

    const write = async () => {
      const filler = Buffer.alloc(CHUNK, 0x20);
      socket.write(head);
      socket.write(frame(prefix));
      sentBytes = prefix.length;
      while (sentBytes < size && !answered && !socket.destroyed) {
        const piece = filler.subarray(0, Math.min(CHUNK, size - sentBytes));
        sentBytes += piece.length;
        if (!socket.write(frame(piece))) {
          await new Promise<void>((drained) => {
            const done = () => {
              socket.off('drain', done);
              socket.off('close', done);
              drained();
            };
            socket.on('drain', done);
            socket.on('close', done);
          });
        }
      }
    };
    socket.once('connect', () => void write());
  });
}

/** A port nothing listens on now, so that runs of this file (or of other checkouts) on one machine don't collide. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
