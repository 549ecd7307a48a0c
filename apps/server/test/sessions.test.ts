import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, type SessionSummary } from '@panel/domain';
import { loginFailures, sessions, users } from '../src/db/schema/index';
import { DEMO_PASSWORD, setPasswordAge } from '../src/db/seed/demo';
import { sessionPolicy } from '../src/lib/credentials';
import { createClient, useTestApp, type Client } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });

const LIST = '/partner/rest/user/sessions';
const endOne = (id: string) => `/partner/rest/user/sessions/${id}/end`;
const END_OTHERS = '/partner/rest/user/sessions/end-others';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function userId(login: string) {
  return (await ctx.database.db.query.users.findFirst({ where: eq(users.login, login) }))!.id;
}

/** Logs in from a browser and an address, as a person would from another device. */
async function browserLogin(login: string, userAgent?: string, address = '127.0.0.1') {
  const client = createClient(ctx.app, address);
  const response = await client.post('/partner/rest/auth/login', { login, password: DEMO_PASSWORD }, userAgent === undefined ? {} : { 'user-agent': userAgent });
  expect(response.statusCode).toBe(204);
  return client;
}

const list = async (client: Client): Promise<SessionSummary[]> => (await client.get(LIST)).json();

const logins = ['agent.nn', 'agent.da', 'agent.basic'];

/** Every test starts without sessions and failures of the agents it uses. */
beforeEach(async () => {
  const db = ctx.database.db;
  const ids = await Promise.all(logins.map(userId));
  await db.delete(sessions).where(inArray(sessions.userId, ids));
  await db.delete(loginFailures).where(inArray(loginFailures.login, logins));
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(inArray(users.id, ids));
});

describe('GET /partner/rest/user/sessions', () => {
  it("lists the agent's open sessions with browser, address and activity, this one marked, never the cookie's hash", async () => {
    const laptop = await browserLogin('agent.nn', FIREFOX, '10.1.2.3');
    const phone = await browserLogin('agent.nn', CHROME, '10.9.8.7');
    await browserLogin('agent.da', CHROME);
    const response = await laptop.get(LIST);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const body: SessionSummary[] = response.json();
    expect(body).toHaveLength(2);
    expect(body.find((s) => s.current)).toMatchObject({ userAgent: FIREFOX, address: '10.1.2.3' });
    expect(body.find((s) => !s.current)).toMatchObject({ userAgent: CHROME, address: '10.9.8.7' });
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, await userId('agent.nn')));
    expect(body.map((s) => s.id).sort()).toEqual(rows.map((row) => row.publicId).sort());
    for (const row of rows) expect(response.body).not.toContain(row.tokenHash);
    expect((await list(phone)).filter((s) => s.current).map((s) => s.userAgent)).toEqual([CHROME]);
  });

  it('leaves out sessions past the idle or absolute limit, and keeps no header longer than 512 characters', async () => {
    const agent = await browserLogin('agent.nn', `${FIREFOX} ${'x'.repeat(600)}`);
    const idle = await browserLogin('agent.nn');
    const old = await browserLogin('agent.nn');
    const db = ctx.database.db;
    const [idleId, oldId] = [(await list(idle)).find((s) => s.current)!.id, (await list(old)).find((s) => s.current)!.id];
    await db.update(sessions).set({ lastSeenAt: new Date(Date.now() - sessionPolicy.idleMs - 60_000) }).where(eq(sessions.publicId, idleId));
    await db.update(sessions).set({ createdAt: new Date(Date.now() - sessionPolicy.absoluteMs - 60_000) }).where(eq(sessions.publicId, oldId));
    const body = await list(agent);
    expect(body.map((s) => s.current)).toEqual([true]);
    expect(body[0]!.userAgent).toHaveLength(512);
  });

  it('names a login with an empty User-Agent header with null', async () => {
    const agent = await browserLogin('agent.nn', '');
    expect((await list(agent))[0]).toMatchObject({ userAgent: null, address: '127.0.0.1' });
  });
});

describe('POST /partner/rest/user/sessions/{id}/end', () => {
  it("ends another session of the agent after the password: that session's next call is 401", async () => {
    const laptop = await browserLogin('agent.nn', FIREFOX);
    const phone = await browserLogin('agent.nn', CHROME);
    const other = (await list(laptop)).find((s) => !s.current)!;
    const response = await laptop.post(endOne(other.id), { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    const refused = await phone.get('/partner/rest/user/info');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
    expect((await laptop.get('/partner/rest/user/info')).statusCode).toBe(200);
  });

  it("answers 404 for another agent's session, which stays open", async () => {
    const nn = await browserLogin('agent.nn');
    const da = await browserLogin('agent.da');
    const foreign = (await list(da))[0]!;
    const response = await nn.post(endOne(foreign.id), { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.SESSION_NOT_FOUND });
    expect((await da.get('/partner/rest/user/info')).statusCode).toBe(200);
  });

  it('answers 404 for the current session (that is logging out) and for one already ended', async () => {
    const laptop = await browserLogin('agent.nn');
    const phone = await browserLogin('agent.nn');
    const [current, other] = [(await list(laptop)).find((s) => s.current)!, (await list(laptop)).find((s) => !s.current)!];
    expect((await laptop.post(endOne(current.id), { password: DEMO_PASSWORD })).statusCode).toBe(404);
    expect((await laptop.post(endOne(other.id), { password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await laptop.post(endOne(other.id), { password: DEMO_PASSWORD })).statusCode).toBe(404);
    expect((await phone.get(LIST)).statusCode).toBe(401);
  });

  it('refuses a wrong password (422 at the field), counts it against the account and ends nothing', async () => {
    const laptop = await browserLogin('agent.nn');
    const phone = await browserLogin('agent.nn');
    const other = (await list(laptop)).find((s) => !s.current)!;
    const response = await laptop.post(endOne(other.id), { password: 'Zle#Haslo1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.SESSION_PASSWORD_INCORRECT, fieldErrors: { password: messages.SESSION_PASSWORD_INCORRECT } });
    expect((await phone.get('/partner/rest/user/info')).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.login, 'agent.nn'));
    expect(row!.failedLogins).toBe(1);
  });

  it('is locked with the account after five wrong passwords (423), the right one included', async () => {
    const laptop = await browserLogin('agent.nn');
    await browserLogin('agent.nn');
    const other = (await list(laptop)).find((s) => !s.current)!;
    for (let i = 0; i < 5; i++) expect((await laptop.post(endOne(other.id), { password: `Zle#Haslo${i}` })).statusCode).toBe(422);
    const locked = await laptop.post(endOne(other.id), { password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: messages.LOGIN_LOCKED });
    expect(await list(laptop)).toHaveLength(2);
  });

  it.each([
    ['no password', {}, 'password', messages.PASSWORD_REQUIRED],
    ['an empty password', { password: '' }, 'password', messages.PASSWORD_REQUIRED],
    ['a control character', { password: 'Demo#2026\u0000' }, 'password', messages.FORBIDDEN_CHARACTERS],
  ])('refuses %s (400) with the message at the field', async (_name, body, field, message) => {
    const laptop = await browserLogin('agent.nn');
    const id = (await list(laptop))[0]!.id;
    const response = await laptop.post(endOne(id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses an id that is not a session id (400)', async () => {
    const laptop = await browserLogin('agent.nn');
    const response = await laptop.post(endOne('abc'), { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.SESSION_NOT_FOUND);
  });
});

describe('POST /partner/rest/user/sessions/end-others', () => {
  it("ends every other session of the agent, not this one and no other agent's", async () => {
    const laptop = await browserLogin('agent.nn', FIREFOX);
    const phone = await browserLogin('agent.nn', CHROME);
    const tablet = await browserLogin('agent.nn', CHROME, '10.0.0.5');
    const da = await browserLogin('agent.da');
    const response = await laptop.post(END_OTHERS, { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await phone.get(LIST)).statusCode).toBe(401);
    expect((await tablet.get(LIST)).statusCode).toBe(401);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
    expect((await da.get(LIST)).statusCode).toBe(200);
    expect((await laptop.post(END_OTHERS, { password: DEMO_PASSWORD })).json()).toEqual({ ended: 0 });
  });

  it('refuses a wrong password (422) and bad input (400), ending nothing', async () => {
    const laptop = await browserLogin('agent.nn');
    const phone = await browserLogin('agent.nn');
    expect((await laptop.post(END_OTHERS, { password: 'Zle#Haslo1' })).statusCode).toBe(422);
    const bad = await laptop.post(END_OTHERS, { password: 'x'.repeat(129) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.password).toBe(messages.MAX_LENGTH_ERROR);
    expect((await phone.get(LIST)).statusCode).toBe(200);
  });
});

describe('session calls without a session or with an expired password', () => {
  it.each([
    ['GET', LIST],
    ['POST', endOne('0b9f3c1e-8f7a-4d2b-9c1e-2f3a4b5c6d7e')],
    ['POST', END_OTHERS],
  ])('%s %s answers 401 without a session', async (method, url) => {
    const client = createClient(ctx.app);
    const response = method === 'GET' ? await client.get(url) : await client.post(url, { password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
  });

  it.each([
    ['GET', LIST],
    ['POST', END_OTHERS],
  ])('%s %s answers 403 while the password is expired', async (method, url) => {
    await setPasswordAge(ctx.database.db, 'agent.basic', 120);
    try {
      const basic = await browserLogin('agent.basic');
      const response = method === 'GET' ? await basic.get(url) : await basic.post(url, { password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.PASSWORD_EXPIRED });
    } finally {
      await setPasswordAge(ctx.database.db, 'agent.basic', 17);
    }
  });
});
