import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { deepJson } from './fuzz-arbitraries';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });
const LOGIN = '/partner/rest/auth/login';

describe('framework errors answer in Polish, never a 5xx', () => {
  const post = async (payload: string, contentType: string | undefined) => {
    const client = createClient(ctx.app);
    return client.post(LOGIN, payload, contentType === undefined ? {} : { 'content-type': contentType });
  };

  it.each([
    ['malformed JSON', '{"login":', 'application/json', 400, messages.MALFORMED_REQUEST],
    ['an empty JSON body', '', 'application/json', 400, messages.MALFORMED_REQUEST],
    ['a prototype key', '{"__proto__":{"admin":true},"login":"a","password":"b"}', 'application/json', 400, messages.MALFORMED_REQUEST],
    ['a constructor prototype', '{"constructor":{"prototype":{"admin":true}},"login":"a","password":"b"}', 'application/json', 400, messages.MALFORMED_REQUEST],
    ['an unsupported content type', 'login=a&password=b', 'application/x-www-form-urlencoded', 415, messages.MALFORMED_REQUEST],
    ['multipart without a boundary', '--x--', 'multipart/form-data', 415, messages.MALFORMED_REQUEST],
  ])('%s', async (_case, payload, contentType, status, message) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('JSON nested 10 000 levels deep is refused at the field like any other wrong type', async () => {
    const response = await post(`{"login":${deepJson(10_000)},"password":"x"}`, 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ login: messages.REQUIRED_VALIDATION_ERROR });
  });

  it('a body over the limit is 413', async () => {
    const response = await post(JSON.stringify({ login: 'a'.repeat(1024 * 1024), password: 'x' }), 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.BODY_TOO_LARGE });
  });

  it('router errors: a broken escape is 400, an overlong path segment 414, neither echoes the URL', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const broken = await client.get('/partner/rest/mta/cp/load/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: messages.MALFORMED_REQUEST });
    const long = await client.get(`/partner/rest/mta/cp/load/${'1'.repeat(1001)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: messages.URL_TOO_LONG });
  });

  it('an address over 8 KiB is 414 before routing, with or without a session', async () => {
    const url = `/partner/rest/policies/quick-search?q=${'a'.repeat(8 * 1024)}`;
    for (const client of [createClient(ctx.app), await loginAs(ctx.app, 'agent.da')]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ message: messages.URL_TOO_LONG });
    }
  });
});

describe('what Node refuses before Fastify sees a request still gets a short Polish answer', () => {
  let port = 0;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => ctx.app.server.closeAllConnections());

  /** Sends raw bytes and answers everything the server writes before it closes the connection. */
  const raw = (request: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const head = answer.slice(0, answer.indexOf('\r\n\r\n'));
        // Every raw refusal carries the security headers of the other answers.
        const secured = [/^content-security-policy: default-src 'none'; frame-ancestors 'none'/im, /^x-content-type-options: nosniff$/im, /^cache-control: no-store$/im];
        if (!secured.every((header) => header.test(head))) reject(new Error(`security headers missing:\n${head}`));
        resolve({ status: Number(answer.slice(9, 12)), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
      });
      socket.end(request);
    });

  it('an address longer than Node reads (16 KiB) is 414', async () => {
    const answer = await raw(`GET /partner/rest/policies/quick-search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toEqual({ status: 414, body: JSON.stringify({ message: messages.URL_TOO_LONG }) });
  });

  it('headers over 16 KiB are 431', async () => {
    const answer = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toEqual({ status: 431, body: JSON.stringify({ message: messages.HEADERS_TOO_LARGE }) });
  });

  it('bytes that are not HTTP are 400', async () => {
    const answer = await raw('HELLO\r\n\r\n');
    expect(answer).toEqual({ status: 400, body: JSON.stringify({ message: messages.MALFORMED_REQUEST }) });
  });
});
