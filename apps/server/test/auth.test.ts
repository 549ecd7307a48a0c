import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, messages } from '@panel/domain';
import { loginFailures, sessions, users } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { buildApp } from '../src/app';
import { hashToken } from '../src/lib/credentials';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp();

describe('POST /partner/rest/auth/login', () => {
  it('logs in with the demo password, sets an httpOnly SameSite=Lax session cookie and stores only its hash', async () => {
    const client = createClient(ctx.app);
    const response = await client.post('/partner/rest/auth/login', { login: 'agent.da', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(204);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/sid=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax/);
    const token = client.cookies.get('sid')!;
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const raw = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('gives a new session id at every login and drops the previous one', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const first = client.cookies.get('sid')!;
    const again = await client.post('/partner/rest/auth/login', { login: 'agent.nn', password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(204);
    const second = client.cookies.get('sid')!;
    expect(second).not.toBe(first);
    const old = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(first)));
    expect(old).toHaveLength(0);
  });

  it('rotates the CSRF token at login', async () => {
    const client = createClient(ctx.app);
    await client.get('/healthz');
    const before = client.cookies.get(CSRF_COOKIE);
    await client.post('/partner/rest/auth/login', { login: 'dealer.ncd', password: DEMO_PASSWORD });
    expect(client.cookies.get(CSRF_COOKIE)).toBeTruthy();
    expect(client.cookies.get(CSRF_COOKIE)).not.toBe(before);
  });

  it('answers a wrong password and an unknown login with the same message', async () => {
    const client = createClient(ctx.app, '10.0.0.1');
    const wrongPassword = await client.post('/partner/rest/auth/login', { login: 'agent.nn', password: 'zle-haslo' });
    const unknownLogin = await client.post('/partner/rest/auth/login', { login: 'nikt.taki', password: 'zle-haslo' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownLogin.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: messages.LOGIN_FAILED });
    expect(unknownLogin.json()).toEqual(wrongPassword.json());
    expect(client.cookies.has('sid')).toBe(false);
  });

  it('accepts the login in any letter case', async () => {
    const client = createClient(ctx.app);
    const response = await client.post('/partner/rest/auth/login', { login: 'Agent.DA', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(204);
  });

  it('refuses bad input with a Polish message at the field', async () => {
    const client = createClient(ctx.app);
    const response = await client.post('/partner/rest/auth/login', { login: '', password: 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors).toEqual({ login: messages.REQUIRED_VALIDATION_ERROR, password: messages.REQUIRED_VALIDATION_ERROR });
    expect(body.message).toBe(messages.REQUIRED_VALIDATION_ERROR);

    const tooLong = await client.post('/partner/rest/auth/login', { login: 'a'.repeat(65), password: 'x' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ login: messages.MAX_LENGTH_ERROR });
  });

  it('refuses malformed JSON with 400 and a Polish message', async () => {
    const client = createClient(ctx.app);
    const response = await client.post('/partner/rest/auth/login', '{"login": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.MALFORMED_REQUEST });
  });

  it('refuses a login without the CSRF header (403)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/partner/rest/auth/login',
      payload: { login: 'agent.da', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.CSRF_ERROR });
  });

  it('refuses a CSRF header that differs from the cookie (403)', async () => {
    const client = createClient(ctx.app);
    await client.get('/healthz');
    const response = await client.post(
      '/partner/rest/auth/login',
      { login: 'agent.da', password: DEMO_PASSWORD },
      { 'x-xsrf-token': 'forged' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('locks the account after 5 failures: even the right password is refused (423), and the lock is in the database', async () => {
    const client = createClient(ctx.app, '10.0.0.2');
    for (let i = 0; i < 5; i++) {
      const failed = await client.post('/partner/rest/auth/login', { login: 'agent.basic', password: `zle-${i}` });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await client.post('/partner/rest/auth/login', { login: 'agent.basic', password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: messages.LOGIN_LOCKED });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.login, 'agent.basic'));
    expect(user!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    await ctx.database.db.update(users).set({ lockedUntil: null }).where(eq(users.login, 'agent.basic'));
    const after = await client.post('/partner/rest/auth/login', { login: 'agent.basic', password: DEMO_PASSWORD });
    expect(after.statusCode).toBe(204);
  });

  it('throttles an address after 20 failures in 15 minutes (429), whatever the login', async () => {
    const client = createClient(ctx.app, '10.0.0.3');
    for (let i = 0; i < 20; i++) {
      await client.post('/partner/rest/auth/login', { login: `ktos${i}`, password: 'x' });
    }
    const throttled = await client.post('/partner/rest/auth/login', { login: 'agent.da', password: DEMO_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: messages.LOGIN_THROTTLED });
    const failures = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.address, '10.0.0.3'));
    expect(failures).toHaveLength(20);
    const elsewhere = createClient(ctx.app, '10.0.0.4');
    expect((await elsewhere.post('/partner/rest/auth/login', { login: 'agent.da', password: DEMO_PASSWORD })).statusCode).toBe(204);
  });

  it('behind a trusted proxy, a client naming another address in X-Forwarded-For is still throttled by its own address', async () => {
    const behindProxy = await buildApp({ database: ctx.database, trustProxy: ['192.0.2.10'] });
    try {
      const client = createClient(behindProxy, '192.0.2.10');
      // The proxy appends the address it saw (203.0.113.9); what the client wrote before it is not to be trusted.
      const forwarded = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` });
      for (let i = 0; i < 20; i++) await client.post('/partner/rest/auth/login', { login: `obcy${i}`, password: 'x' }, forwarded(i));
      const throttled = await client.post('/partner/rest/auth/login', { login: 'agent.da', password: DEMO_PASSWORD }, forwarded(99));
      expect(throttled.statusCode).toBe(429);
      expect(await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.address, '203.0.113.9'))).toHaveLength(20);
    } finally {
      await behindProxy.close();
    }
  });

  const answersOf = (responses: Awaited<ReturnType<ReturnType<typeof createClient>['post']>>[]) =>
    responses.map((response) => [response.statusCode, response.json().message]).sort();

  it('holds the account lock under 50 concurrent guesses: 5 checked, the rest refused in Polish (423)', async () => {
    await ctx.database.db.update(users).set({ failedLogins: 0 }).where(eq(users.login, 'agent.nn'));
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createClient(ctx.app, `10.0.1.${i}`).post('/partner/rest/auth/login', { login: 'agent.nn', password: `zgaduje-${i}` }),
      ),
    );
    expect(answersOf(guesses)).toEqual([
      ...Array.from({ length: 5 }, () => [401, messages.LOGIN_FAILED]),
      ...Array.from({ length: 45 }, () => [423, messages.LOGIN_LOCKED]),
    ]);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.login, 'agent.nn'));
    expect(user!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    await ctx.database.db.update(users).set({ lockedUntil: null }).where(eq(users.login, 'agent.nn'));
  });

  it('holds the address limit under 50 concurrent failures: 20 counted, the rest refused in Polish (429)', async () => {
    const client = createClient(ctx.app, '10.0.2.1');
    await client.get('/healthz');
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.post('/partner/rest/auth/login', { login: `nikt${i}`, password: 'x' })),
    );
    expect(answersOf(attempts)).toEqual([
      ...Array.from({ length: 20 }, () => [401, messages.LOGIN_FAILED]),
      ...Array.from({ length: 30 }, () => [429, messages.LOGIN_THROTTLED]),
    ]);
    expect(await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.address, '10.0.2.1'))).toHaveLength(20);
  });
});

describe('sessions', () => {
  it('ends after 30 minutes idle', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get('/partner/rest/user/info')).statusCode).toBe(200);
    const tokenHash = hashToken(client.cookies.get('sid')!);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    // The instance has heard of the change (decision 160): it had the session cached from the call above.
    await ctx.app.sessions.sync();
    const expired = await client.get('/partner/rest/user/info');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(0);
  });

  it('stays alive while used within 30 minutes', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const tokenHash = hashToken(client.cookies.get('sid')!);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    const used = Date.now();
    expect((await client.get('/partner/rest/user/info')).statusCode).toBe(200);
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(session!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(used);
  });

  it('ends 12 hours after login even when active', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const tokenHash = hashToken(client.cookies.get('sid')!);
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 12 * 3_600_000 - 1000) })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await client.get('/partner/rest/user/info')).statusCode).toBe(401);
  });

  it('is shared by every instance: a second app on the same database accepts the cookie', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const { buildApp } = await import('../src/app');
    const second = await buildApp({ database: ctx.database });
    const response = await second.inject({
      method: 'GET',
      url: '/partner/rest/user/info',
      headers: { cookie: `sid=${client.cookies.get('sid')}` },
    });
    await second.close();
    expect(response.statusCode).toBe(200);
    expect(response.json().login).toBe('agent.nn');
  });
});

describe('POST /partner/rest/user/logout', () => {
  it('ends the session: the cookie no longer works', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const token = client.cookies.get('sid')!;
    const response = await client.post('/partner/rest/user/logout');
    expect(response.statusCode).toBe(204);
    const reused = await ctx.app.inject({ method: 'GET', url: '/partner/rest/user/info', headers: { cookie: `sid=${token}` } });
    expect(reused.statusCode).toBe(401);
  });

  it('needs the CSRF header', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.post('/partner/rest/user/logout', undefined, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(403);
    expect((await client.get('/partner/rest/user/info')).statusCode).toBe(200);
  });
});
