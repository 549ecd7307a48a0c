import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, MAX_FILE_SIZE, MAX_QUEUED_FILES, messages } from '@panel/domain';
import { uploadedFiles } from '../src/db/schema/index';
import { loginAs, useTestApp, type Client } from './helper';
import { streamRequest, type RawAnswer } from './raw-http';
import { multipart, PDF, pdfOfSize, uploadFile } from './uploads-helper';

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
  const head = `POST /partner/rest/upload?draftId=${draftId} HTTP/1.1\r\n${Object.entries(headers)
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
      for (let i = 0; i < MAX_QUEUED_FILES; i += 1) expect((await uploadFile(client, draftId, `p${i}.pdf`, PDF)).statusCode).toBe(201);
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
    const refused = await send('POST', `/partner/rest/upload?draftId=${draftId}`, { ...sessionHeaders(client), 'content-type': contentType }, body);
    expect(refused.status).toBe(full === 'room' ? 413 : 400);
    expect(JSON.parse(refused.body).message).toBe(full === 'room' ? messages.FILES_TOTAL_TOO_LARGE : messages.FILES_QUEUE_FULL);
    const next = await send('GET', '/healthz', {});
    expect(next.status).toBe(200);
    agent.destroy();
  });
});
