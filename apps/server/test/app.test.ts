import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { buildApp, type App } from '../src/app';
import { loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });

describe('health', () => {
  it('/healthz answers without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('every answer', () => {
  it('carries a request id and the security headers with a strict CSP', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hands out a readable XSRF-TOKEN cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = [response.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax/);
    expect(cookie).not.toMatch(/XSRF-TOKEN[^\n]*HttpOnly/);
  });

  it('an unknown API path is a JSON 404 in Polish', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/partner/rest/nie-ma-takiej');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.NOT_FOUND });
  });
});

describe('roles and errors', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ database: ctx.database });
    app.get('/partner/rest/test/files-only', { config: { roles: { all: ['ROLE_AGENT_FILES_ENABLED'] } } }, () => ({ ok: true }));
    app.get(
      '/partner/rest/test/either',
      { config: { roles: { any: ['ROLE_AGENT_SM_ENABLED', 'ROLE_AGENT_ML_ENABLED'] } } },
      () => ({ ok: true }),
    );
    app.get('/partner/rest/test/boom', () => {
      throw new Error('sekret: hasło do bazy');
    });
  });
  afterAll(() => app.close());

  it('refuses a route whose role the user lacks (403 with the seed message)', async () => {
    const basic = await loginAs(app, 'agent.basic');
    const response = await basic.get('/partner/rest/test/files-only');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.FORBIDDEN_ERROR });
    const da = await loginAs(app, 'agent.da');
    expect((await da.get('/partner/rest/test/files-only')).statusCode).toBe(200);
  });

  it('lets in a user holding any one of the roles of an "any" requirement', async () => {
    const nn = await loginAs(app, 'agent.nn');
    expect((await nn.get('/partner/rest/test/either')).statusCode).toBe(200);
    const dealer = await loginAs(app, 'dealer.ncd');
    expect((await dealer.get('/partner/rest/test/either')).statusCode).toBe(403);
  });

  it('turns an unexpected error into a generic 500 with ERROR_MESSAGE_CODE, leaking nothing', async () => {
    const da = await loginAs(app, 'agent.da');
    const response = await da.get('/partner/rest/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.headers.error_message_code).toBe('SERVER_ERROR');
    expect(response.json()).toEqual({ message: messages.SERVER_ERROR });
    expect(response.body).not.toContain('sekret');
  });

  it('refuses a body over the 1 MB limit with 413', async () => {
    const da = await loginAs(app, 'agent.da');
    const response = await da.post('/partner/rest/auth/login', { login: 'x'.repeat(1_100_000), password: 'y' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.BODY_TOO_LARGE });
  });
});

describe('the built web app', () => {
  let app: App;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'panel-dist-'));
    const html = '<!doctype html><html lang="pl"><title>Panel Agenta</title></html>';
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'chunk-abc123.js'), 'export const x = 1;');
    app = await buildApp({ database: ctx.database, webDist: dist });
  });
  afterAll(() => app.close());

  it('serves index.html for client-side routes (history fallback) without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Panel Agenta');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the pre-compressed file when the browser accepts gzip', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never answers an API path with the SPA', async () => {
    for (const url of ['/partner/rest/missing', '/api/missing', '/metrics/missing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('serves the hashed assets as immutable, however many a screen loads (no rate limit on them)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 1300 }, () => app.inject({ method: 'GET', url: '/assets/chunk-abc123.js' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(1300).fill(200));
    expect(responses[0]!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An answer within the limit does not tell how much of this instance's limit is left.
    const answered = await app.inject({ method: 'GET', url: '/healthz' });
    expect(answered.statusCode).toBe(200);
    expect(Object.keys(answered.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    const limited = await Promise.all(Array.from({ length: 1201 }, () => app.inject({ method: 'GET', url: '/healthz' })));
    const refused = limited.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({ message: messages.TOO_MANY_REQUESTS });
    expect(refused?.headers['retry-after']).toBeDefined();
  });
});
