import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, MAX_FILE_SIZE, MAX_QUEUED_FILES, messages } from '@panel/domain';
import { uploadedFiles } from '../src/db/schema/index';
import { loginAs, useTestApp, type Client } from './helper';
import { streamRequest, type RawAnswer } from './raw-http';
import { fillDraft, multipart, PDF, pdfOfSize, uploadFile, uploadUrl } from './uploads-helper';

// These need a listening server: what is at stake is the connection, which app.inject does not have.
const ctx = useTestApp();
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

const MB = 1024 * 1024;
const HUGE = 200 * MB;
let drafts = 0;
const newDraft = () => `draft-connection-${++drafts}`;
const storedIn = (draftId: string) => ctx.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.draftId, draftId));

const open: RawAnswer[] = [];
afterEach(() => {
  for (const answer of open.splice(0)) answer.socket.destroy();
});

const sessionHeaders = (client: Client) => ({
  cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE)!,
});

const partHead = (name: string) =>
  Buffer.concat([
    Buffer.from(`--granica123\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
  ]);

/** Streams a multipart upload of `size` bytes into the draft: with its Content-Length, or chunked without one. */
async function streamUpload(client: Client, draftId: string, size: number, framing: 'content-length' | 'chunked') {
  const headers = {
    host: `127.0.0.1:${port}`,
    'content-type': 'multipart/form-data; boundary=granica123',
    ...sessionHeaders(client),
    ...(framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
  };
  const head = `POST ${uploadUrl(draftId)} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  const answer = await streamRequest(port, head, partHead('duzy.pdf'), size);
  open.push(answer);
  return answer;
}

describe('uploads over a real connection', () => {
  it('refuses a 200 MB upload from its Content-Length with 413 before reading it, and closes the connection', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    const answer = await streamUpload(client, draftId, HUGE, 'content-length');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.FILE_TOO_LARGE });
    expect(answer.sentBytes).toBeLessThan(HUGE / 10);
    expect(answer.headers.connection).toBe('close');
    await answer.closed;
    expect(await storedIn(draftId)).toEqual([]);
  });

  it('stops reading a streamed upload without a Content-Length once the file passes 10 MB', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    const answer = await streamUpload(client, draftId, HUGE, 'chunked');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.FILE_TOO_LARGE });
    expect(answer.sentBytes).toBeGreaterThan(MAX_FILE_SIZE);
    expect(answer.sentBytes).toBeLessThan(HUGE / 5);
    await answer.closed;
    expect(await storedIn(draftId)).toEqual([]);
  });

  it('stops reading at the room the draft has left of its 20 MB and keeps what was stored', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    expect((await uploadFile(client, draftId, 'a.pdf', pdfOfSize(MAX_FILE_SIZE))).statusCode).toBe(201);
    expect((await uploadFile(client, draftId, 'b.pdf', pdfOfSize(5 * MB))).statusCode).toBe(201);
    const answer = await streamUpload(client, draftId, HUGE, 'chunked');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.FILES_TOTAL_TOO_LARGE });
    expect(answer.sentBytes).toBeLessThan(HUGE / 5);
    await answer.closed;
    expect((await storedIn(draftId)).map((row) => row.name).sort()).toEqual(['a.pdf', 'b.pdf']);
  });

  it.each([
    ['the draft has no room left', 'room'],
    ['the queue is full', 'queue'],
  ])('answers the next request of a keep-alive client after refusing an upload unread because %s', async (_, full) => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    if (full === 'room') {
      for (const name of ['a.pdf', 'b.pdf']) expect((await uploadFile(client, draftId, name, pdfOfSize(MAX_FILE_SIZE))).statusCode).toBe(201);
    } else {
      await fillDraft(client, draftId);
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        });
        request.on('error', reject);
        request.end(body);
      });
    const { body, contentType } = multipart('c.pdf', pdfOfSize(2 * MB));
    const refused = await send('POST', uploadUrl(draftId), { ...sessionHeaders(client), 'content-type': contentType }, body);
    expect(refused.status).toBe(full === 'room' ? 413 : 400);
    expect(JSON.parse(refused.body).message).toBe(full === 'room' ? messages.FILES_TOTAL_TOO_LARGE : messages.FILES_QUEUE_FULL);
    const next = await send('GET', '/healthz', {});
    expect(next.status).toBe(200);
    agent.destroy();
  });

  /**
   * A client like Chromium (decision 135): it sends the whole body, 64 KB at a time with short pauses, and only then
   * reads what came back. Answers whether every byte was written and the answer it then holds.
   */
  async function browserLikeUpload(client: Client, draftId: string, size: number) {
    const { body, contentType } = multipart('skan.pdf', pdfOfSize(size));
    const head = [
      `POST ${uploadUrl(draftId)} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `content-type: ${contentType}`,
      `content-length: ${body.length}`,
      ...Object.entries(sessionHeaders(client)).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    // A browser goes on sending after the server's end of the connection (a half-close), as TCP allows.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = Buffer.alloc(0);
    let failure: Error | undefined;
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('error', (error) => (failure ??= error));
    await new Promise<void>((connected) => socket.once('connect', () => connected()));
    const write = (data: Buffer) => new Promise<void>((done) => socket.write(data, () => done()));
    await write(Buffer.from(head));
    const CHUNK = 64 * 1024;
    let written = 0;
    // About 2.5 s in all, well past the former one-second cut, with pauses far below the idle time that cuts.
    for (let offset = 0; offset < body.length && !failure && !socket.destroyed; offset += CHUNK) {
      await write(body.subarray(offset, offset + CHUNK));
      if (!failure) written = Math.min(offset + CHUNK, body.length);
      await new Promise((pause) => setTimeout(pause, 15));
    }
    const text = received.toString('utf8');
    const answer = text.slice(text.indexOf('\r\n\r\n') + 4);
    socket.destroy();
    return { complete: written === body.length, failure: failure?.message, status: Number(text.split(' ')[1]), answer };
  }

  it('lets a client that reads only after sending its whole body finish and read the refusal (no reset mid-body)', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    for (const name of ['a.pdf', 'b.pdf']) expect((await uploadFile(client, draftId, name, pdfOfSize(MAX_FILE_SIZE))).statusCode).toBe(201);
    const upload = await browserLikeUpload(client, draftId, 9 * MB);
    expect(upload).toEqual({ complete: true, failure: undefined, status: 413, answer: JSON.stringify({ message: messages.FILES_TOTAL_TOO_LARGE }) });
    expect((await storedIn(draftId)).map((row) => row.name).sort()).toEqual(['a.pdf', 'b.pdf']);
  });

  /** An upload of `size` bytes of which only the first `sent` have been written: the rest waits for `finish`. */
  async function startedUpload(client: Client, draftId: string, id: string, size: number, sent: number) {
    const { body, contentType } = multipart('skan.pdf', pdfOfSize(size));
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    const answered = new Promise<{ status: number; body: string }>((resolve) =>
      socket.on('data', (chunk: string) => {
        received += chunk;
        const end = received.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? NaN);
        if (end >= 0 && Buffer.byteLength(received.slice(end + 4), 'latin1') >= length) {
          resolve({ status: Number(received.split(' ')[1]), body: Buffer.from(received.slice(end + 4), 'latin1').toString('utf8') });
        }
      }),
    );
    socket.on('error', () => undefined);
    const head = [
      `POST ${uploadUrl(draftId, id)} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `content-type: ${contentType}`,
      `content-length: ${body.length}`,
      ...Object.entries(sessionHeaders(client)).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    await new Promise<void>((written) => socket.write(Buffer.concat([Buffer.from(head), body.subarray(0, sent)]), () => written()));
    return {
      abort: () => socket.destroy(),
      /** Sends the rest and answers the server's status and body. */
      finish: async () => {
        socket.write(body.subarray(sent));
        const answer = await answered;
        socket.destroy();
        return answer;
      },
    };
  }

  const twentyMegabytesIn = async (client: Client, draftId: string) => {
    await fillDraft(client, draftId, pdfOfSize(2 * MB));
    expect(await storedIn(draftId)).toHaveLength(MAX_QUEUED_FILES);
  };

  it('keeps nothing of an upload the browser aborted mid-body and removed: the draft still takes 10 files and 20 MB', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    for (const id of [randomUUID(), randomUUID()]) {
      const upload = await startedUpload(client, draftId, id, 9 * MB, 5 * MB);
      upload.abort();
      expect((await client.delete(`/partner/rest/upload/${id}`)).statusCode).toBe(404);
    }
    await twentyMegabytesIn(client, draftId);
  });

  it('does not keep a file removed while it was still arriving, whenever the rest of it comes', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const draftId = newDraft();
    const id = randomUUID();
    const upload = await startedUpload(client, draftId, id, 9 * MB, 8 * MB);
    const removed = await client.delete(`/partner/rest/upload/${id}`);
    expect(removed.statusCode).toBe(404);
    const answer = await upload.finish();
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toEqual({ message: messages.UPLOAD_WITHDRAWN });
    expect(await storedIn(draftId)).toEqual([]);
    await twentyMegabytesIn(client, draftId);
  });
});
