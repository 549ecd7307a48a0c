import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '@panel/domain';
import { buildApp, type App } from '../src/app';
import { capturedLog, useTestApp } from './helper';

const PROXY = '10.9.0.1';
const { lines, stream } = capturedLog();
const ctx = useTestApp({ policiesScale: 0.02, app: { trustProxy: [PROXY], log: { level: 'info', stream } } });
const started: App[] = [];
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  lines.length = 0;
});
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
});

const ask = (app: App, remoteAddress: string, requestId?: string) =>
  app.inject({ method: 'GET', url: '/healthz', remoteAddress, headers: requestId === undefined ? {} : { [REQUEST_ID_HEADER]: requestId } });

/** The request ids of the request log: one line per request, when it is answered. */
const loggedIds = () => lines.filter((line) => line.msg === 'request completed').map((line) => line.reqId);

describe('request ids', () => {
  it('takes X-Request-Id from a trusted proxy: answered and in every log line of the request', async () => {
    const response = await ask(ctx.app, PROXY, 'lb-2f1c9a7e.0001');
    expect(response.statusCode).toBe(200);
    expect(response.headers[REQUEST_ID_HEADER]).toBe('lb-2f1c9a7e.0001');
    expect(loggedIds()).toEqual(['lb-2f1c9a7e.0001']);
  });

  it('ignores X-Request-Id from any other caller: a client does not choose its log id', async () => {
    const response = await ask(ctx.app, '10.9.0.2', 'wybrany-przez-klienta');
    const id = response.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(uuid);
    expect(loggedIds()).toEqual([id]);
  });

  it('replaces an id that is not an id, even from the proxy (no text forged into the log)', async () => {
    for (const given of ['', 'dwa słowa', 'a\u0000b', 'x'.repeat(129), '{"msg":"login succeeded"}']) {
      const response = await ask(ctx.app, PROXY, given);
      expect(response.headers[REQUEST_ID_HEADER], JSON.stringify(given)).toMatch(uuid);
    }
  });

  it('gives every request its own new id when no proxy is trusted (TRUST_PROXY unset)', async () => {
    const app = await buildApp({ database: ctx.database, log: { level: 'info', stream } });
    started.push(app);
    const first = (await ask(app, PROXY, 'lb-1')).headers[REQUEST_ID_HEADER];
    const second = (await ask(app, '127.0.0.1', 'lb-1')).headers[REQUEST_ID_HEADER];
    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(first).not.toBe(second);
    expect(loggedIds()).toEqual([first, second]);
  });

  it('carries the id on a refusal too (401), in the answer and in the refusal logged', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/partner/rest/user/info', remoteAddress: PROXY, headers: { [REQUEST_ID_HEADER]: 'lb-401' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers[REQUEST_ID_HEADER]).toBe('lb-401');
    expect(lines.find((line) => line.msg === 'authentication refused')).toMatchObject({ reqId: 'lb-401' });
  });
});

describe('the request log', () => {
  it('writes one line per request when it is answered: method, path without the query, status, duration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz?pesel=80010112345', remoteAddress: PROXY });
    const requestLines = lines.filter((line) => line.reqId === response.headers[REQUEST_ID_HEADER]);
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/healthz?[REDACTED]' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('writes none for a static file', async () => {
    const file = await ctx.app.inject({ method: 'GET', url: '/banners/agenci/banner.svg', remoteAddress: PROXY });
    expect(file.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/healthz', remoteAddress: PROXY });
    expect(loggedIds()).toEqual([after.headers[REQUEST_ID_HEADER]]);
  });
});

describe('the readable log format', () => {
  it('writes one short line per entry, with the request id, still without query strings', async () => {
    const text: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        text.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ database: ctx.database, trustProxy: [PROXY], log: { level: 'info', stream: destination, format: 'pretty' } });
    started.push(app);
    await app.inject({ method: 'GET', url: '/healthz?pesel=80010112345', remoteAddress: PROXY, headers: { [REQUEST_ID_HEADER]: 'lb-pretty' } });

    const output = text.join('');
    const entries = output.trimEnd().split('\n');
    for (const entry of entries) {
      expect(() => JSON.parse(entry)).toThrow();
      expect(entry).toMatch(/^\[\d{2}:\d{2}:\d{2}\] (INFO|WARN): /);
    }
    const requestLines = entries.filter((entry) => entry.includes('lb-pretty'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toContain('request completed');
    expect(requestLines[0]).toMatch(/"statusCode":200/);
    expect(output).not.toContain('80010112345');
  });
});
