import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { sessions } from '../src/db/schema/index';
import { hashToken } from '../src/lib/credentials';
import { loginAs, useTestApp, type Client } from './helper';

const ctx = useTestApp({ policiesScale: 0.02 });
let app: App;
let statements: string[] = [];

/** Records the text of every statement the app sends to the database driver (PGlite, or the PostgreSQL pool). */
function countStatements(database: Database) {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text: unknown }).text));
    return query(...args);
  };
}

const touchesSessions = (statement: string) => statement.includes('"sessions"');

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'panel-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pl"><title>Panel Agenta</title></html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export const x = 1;');
  app = await buildApp({ database: ctx.database, webDist: dist });
  countStatements(ctx.database);
});
afterAll(() => app.close());
afterEach(() => void vi.useRealTimers());

/** The statements one request runs. */
async function statementsOf(send: () => Promise<{ statusCode: number }>, status = 200) {
  statements = [];
  expect((await send()).statusCode).toBe(status);
  return statements;
}

describe('what a request costs the database', () => {
  let client: Client;
  beforeAll(async () => {
    client = await loginAs(app, 'agent.da');
  });

  it('a script, the page, a banner and liveness with a session cookie: no statement', async () => {
    expect(await statementsOf(() => client.get('/assets/index-abc123.js'))).toEqual([]);
    expect(await statementsOf(() => client.get('/dashboard'))).toEqual([]);
    expect(await statementsOf(() => client.get('/login'))).toEqual([]);
    expect(await statementsOf(() => client.get('/banners/agenci/nie-ma.svg'), 404)).toEqual([]);
    expect(await statementsOf(() => client.get('/healthz'))).toEqual([]);
  });

  it('readiness and metrics with a session cookie: their own checks, never the session', async () => {
    const readiness = await statementsOf(() => client.get('/readyz'), 503);
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.filter(touchesSessions)).toEqual([]);
    expect(await statementsOf(() => client.get('/metrics'), 404)).toEqual([]);
  });

  it("a session's first API call: one statement authenticates it (session, user, agent and roles), then the route its own", async () => {
    const [auth, ...rest] = await statementsOf(() => client.get('/partner/rest/user/order-documents'));
    expect(auth).toMatch(/"sessions"/);
    expect(auth).toMatch(/"user_roles"/);
    expect(rest).toEqual([]);
  });

  it('its later calls: the instance knows the session (decision 160), only the route asks the database', async () => {
    expect(await statementsOf(() => client.get('/partner/rest/user/order-documents'))).toEqual([]);
    const list = await statementsOf(() => client.get('/partner/rest/policies/list?tableType=CONCLUDED'));
    expect(list).toHaveLength(2);
    expect(list.filter(touchesSessions)).toEqual([]);
  });

  it('a call without a session cookie to a protected route: refused without a statement', async () => {
    expect(await statementsOf(() => app.inject({ method: 'GET', url: '/partner/rest/user/order-documents' }), 401)).toEqual([]);
  });
});

describe('the last use of a session', () => {
  const lastSeen = async (client: Client) => {
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(client.cookies.get('sid')!)));
    return row!.lastSeenAt.getTime();
  };
  const writes = () => statements.filter((statement) => /^update "sessions"/i.test(statement));

  it('is written at most once a minute, however many calls come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2026, 2, 10, 9, 0, 0);
    vi.setSystemTime(start);
    const client = await loginAs(app, 'agent.nn');
    expect(await lastSeen(client)).toBe(start);

    const calls: string[] = [];
    for (const offset of [1_000, 30_000, 59_000, 60_000]) {
      vi.setSystemTime(start + offset);
      calls.push(...(await statementsOf(() => client.get('/partner/rest/user/order-documents'))));
    }
    statements = calls;
    expect(writes()).toEqual([]);
    expect(await lastSeen(client)).toBe(start);

    vi.setSystemTime(start + 61_000);
    await statementsOf(() => client.get('/partner/rest/user/order-documents'));
    expect(writes()).toHaveLength(1);
    expect(await lastSeen(client)).toBe(start + 61_000);

    vi.setSystemTime(start + 100_000);
    await statementsOf(() => client.get('/partner/rest/user/order-documents'));
    expect(writes()).toEqual([]);
    vi.setSystemTime(start + 122_000);
    await statementsOf(() => client.get('/partner/rest/user/order-documents'));
    expect(writes()).toHaveLength(1);
    expect(await lastSeen(client)).toBe(start + 122_000);
  });

});
