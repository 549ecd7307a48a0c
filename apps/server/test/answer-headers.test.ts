import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, messages, SECURE_CSRF_COOKIE } from '@panel/domain';
import { buildApp, type App } from '../src/app';
import { policies } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { listDocuments, policyOf, setHash, waitForGeneration } from './documents-helpers';
import { loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.05 });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("base-uri 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('answers with personal data are never cached', () => {
  it('JSON answers of the API (user, list, details, search) carry Cache-Control: no-store', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234');
    for (const url of [
      '/partner/rest/user/info',
      '/partner/rest/policies/list?tableType=CONCLUDED&pageSize=10',
      `/partner/rest/policies/details/${policy.policyNo}`,
      `/partner/rest/policies/quick-search?q=${policy.policyNo}`,
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a policy PDF is private, no-store', async () => {
    await ctx.app.documentJobs.startWorker();
    const client = await loginAs(ctx.app, 'agent.da');
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'CONCLUDED'));
    const [schedule] = await listDocuments(client, await setHash(client, policy.policyNo, 'POLICY'));
    const { documentHash } = (await client.post('/ms-doc', { hash: schedule!.hash })).json();
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
    const download = await client.get(`/ms-doc/pdf/${documentHash}`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });
});

describe('security headers on every answer', () => {
  it('on a JSON 404', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/partner/rest/nie-ma-takiej');
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('on router errors: bad URL encoding (400) and an overlong path segment (414)', async () => {
    const badEncoding = await ctx.app.inject({ method: 'GET', url: '/partner/rest/policies/details/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ message: messages.MALFORMED_REQUEST });
    expectSecurityHeaders(badEncoding.headers);
    const overlong = await ctx.app.inject({ method: 'GET', url: `/partner/rest/policies/details/${'1'.repeat(1001)}` });
    expect(overlong.statusCode).toBe(414);
    expectSecurityHeaders(overlong.headers);
  });

  it('on an address refused for its length before routing (414)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/partner/rest/policies/quick-search?q=${'a'.repeat(9000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: messages.URL_TOO_LONG });
    expectSecurityHeaders(response.headers);
  });
});

describe('with secure cookies (COOKIE_SECURE=true)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ database: ctx.database, secureCookies: true });
  });
  afterAll(() => app.close());

  const cookieLine = (setCookie: string | string[] | undefined, name: string) =>
    [setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`));

  it('hands out __Host-XSRF-TOKEN (Path=/, Secure, no Domain), accepts it echoed in X-XSRF-TOKEN and sets __Host-sid at login', async () => {
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const csrf = cookieLine(first.headers['set-cookie'], SECURE_CSRF_COOKIE);
    expect(csrf).toMatch(/; Path=\/; .*Secure/);
    expect(csrf).not.toMatch(/Domain=/i);
    expect(cookieLine(first.headers['set-cookie'], 'XSRF-TOKEN')).toBeUndefined();
    const token = csrf!.slice(SECURE_CSRF_COOKIE.length + 1).split(';')[0]!;

    const login = await app.inject({
      method: 'POST',
      url: '/partner/rest/auth/login',
      headers: { cookie: `${SECURE_CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token },
      payload: { login: 'agent.nn', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(204);
    const session = cookieLine(login.headers['set-cookie'], '__Host-sid');
    expect(session).toMatch(/; Path=\/; .*HttpOnly; Secure/);
    expect(session).not.toMatch(/Domain=/i);
    const sid = session!.slice('__Host-sid='.length).split(';')[0]!;
    const info = await app.inject({ method: 'GET', url: '/partner/rest/user/info', headers: { cookie: `__Host-sid=${sid}` } });
    expect(info.statusCode).toBe(200);
  });

  it('refuses a token in the plain XSRF-TOKEN cookie (403)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/partner/rest/auth/login',
      headers: { cookie: 'XSRF-TOKEN=abc', [CSRF_HEADER]: 'abc' },
      payload: { login: 'agent.nn', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.CSRF_ERROR });
  });
});
