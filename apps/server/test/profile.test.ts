import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPasswordChangeReminderDue, messages, PASSWORD_MAX_AGE_DAYS } from '@panel/domain';
import { buildApp, type App } from '../src/app';
import { loginFailures, passwordHistory, users } from '../src/db/schema/index';
import { DEMO_PASSWORD, setPasswordAge } from '../src/db/seed/demo';
import type { SessionUser } from '../src/lib/session-user';
import { hashPassword } from '../src/lib/credentials';
import { changePassword } from '../src/modules/profile/service';
import { capturedLog, createClient, loginAs, type Client, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });

const CHANGE = '/partner/rest/user/changePassword';
const DAYS = '/partner/rest/user/daysToPassExpiration';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function encode(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

function change(client: Client, currentPassword: string, newPassword: string, headers: Record<string, string> = {}) {
  return client.post(CHANGE, encode({ currentPassword, newPassword, newPassword2: newPassword }), { ...form, ...headers });
}

async function login(login: string, password: string, address?: string) {
  const client = createClient(ctx.app, address);
  const response = await client.post('/partner/rest/auth/login', { login, password });
  return { client, status: response.statusCode };
}

async function userRow(login: string) {
  const row = await ctx.database.db.query.users.findFirst({ where: eq(users.login, login) });
  return row!;
}

async function historyCount(login: string) {
  const { id } = await userRow(login);
  return (await ctx.database.db.select().from(passwordHistory).where(eq(passwordHistory.userId, id))).length;
}

const demoLogins = ['agent.da', 'agent.nn', 'dealer.ncd', 'agent.basic'];
/** The change dates the seed gave the demo users. */
const seededChangeDates = new Map<string, Date>();

/** Every test starts from the demo password, no history, no failures and the seeded change date. */
async function resetAccount(login: string) {
  const { id } = await userRow(login);
  const db = ctx.database.db;
  await db.delete(passwordHistory).where(eq(passwordHistory.userId, id));
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD), passwordChangedAt: seededChangeDates.get(login)!, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, id));
  await db.delete(loginFailures).where(eq(loginFailures.login, login));
}

beforeAll(async () => {
  for (const login of demoLogins) seededChangeDates.set(login, (await userRow(login)).passwordChangedAt);
});

beforeEach(async () => {
  for (const login of demoLogins) await resetAccount(login);
});

describe('profile calls without a session', () => {
  it.each([
    ['GET', DAYS],
    ['POST', CHANGE],
    ['POST', '/partner/rest/user/update-phone'],
    ['POST', '/partner/rest/user/update-agent-phone'],
  ])('%s %s answers 401', async (method, url) => {
    const client = createClient(ctx.app);
    const response = method === 'GET' ? await client.get(url) : await client.post(url, { phone: '501502503' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
  });
});

describe('GET /partner/rest/user/daysToPassExpiration', () => {
  it('counts the business days left until the password is 90 days old', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    await setPasswordAge(ctx.database.db, 'agent.nn', 0);
    expect((await client.get(DAYS)).json()).toBe(PASSWORD_MAX_AGE_DAYS);
    await setPasswordAge(ctx.database.db, 'agent.nn', 40);
    expect((await client.get(DAYS)).json()).toBe(PASSWORD_MAX_AGE_DAYS - 40);
  });

  it('leaves every demo account unexpired and without the reminder after seeding (changed 12 to 27 days ago)', async () => {
    for (const login of demoLogins) {
      const days: number = (await (await loginAs(ctx.app, login)).get(DAYS)).json();
      expect(isPasswordChangeReminderDue(days)).toBe(false);
      expect(days).toBeLessThan(PASSWORD_MAX_AGE_DAYS);
    }
  });
});

describe('POST /partner/rest/user/changePassword', () => {
  it('changes the password: SUCCESS, a new session id, other sessions ended, the new password logs in', async () => {
    const other = await loginAs(ctx.app, 'agent.nn', '10.1.0.2');
    const client = await loginAs(ctx.app, 'agent.nn', '10.1.0.1');
    const before = client.cookies.get('sid');
    const oldSession = createClient(ctx.app);
    oldSession.cookies.set('sid', before!);

    const response = await change(client, DEMO_PASSWORD, 'Nowe#Haslo2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'SUCCESS' });
    expect(client.cookies.get('sid')).toBeDefined();
    expect(client.cookies.get('sid')).not.toBe(before);

    expect((await client.get('/partner/rest/user/info')).statusCode).toBe(200);
    expect((await oldSession.get('/partner/rest/user/info')).statusCode).toBe(401);
    expect((await other.get('/partner/rest/user/info')).statusCode).toBe(401);
    expect((await client.get(DAYS)).json()).toBe(PASSWORD_MAX_AGE_DAYS);
    expect(await historyCount('agent.nn')).toBe(1);

    expect((await login('agent.nn', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('agent.nn', 'Nowe#Haslo2026')).status).toBe(204);
  });

  it('OLD_PASSWORD_INCORECT for a wrong current password, counted by the lockout: the fifth locks the account', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd', '10.2.0.1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await change(client, `Zle#Haslo${attempt}`, 'Nowe#Haslo2026');
      expect(response.json()).toEqual({ code: 'OLD_PASSWORD_INCORECT' });
    }
    const locked = await change(client, DEMO_PASSWORD, 'Nowe#Haslo2026');
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: messages.LOGIN_LOCKED });
    expect((await login('dealer.ncd', DEMO_PASSWORD, '10.2.0.2')).status).toBe(423);
    expect(await historyCount('dealer.ncd')).toBe(0);
  });

  it('a right current password clears the failed attempts', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd', '10.2.1.1');
    await change(client, 'Zle#Haslo1', 'Nowe#Haslo2026');
    expect((await userRow('dealer.ncd')).failedLogins).toBe(1);
    expect((await change(client, DEMO_PASSWORD, DEMO_PASSWORD)).json()).toEqual({ code: 'OLD_NEW_DIFFERENCE' });
    expect((await userRow('dealer.ncd')).failedLogins).toBe(0);
  });

  it('OLD_NEW_DIFFERENCE when the new password equals the current one', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await change(client, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(response.json()).toEqual({ code: 'OLD_NEW_DIFFERENCE' });
    expect(await historyCount('agent.da')).toBe(0);
  });

  it('PASSWORD_REPEATED for any of the four passwords before the current one; the fifth back may come again', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const sequence = [DEMO_PASSWORD, 'Haslo#0001', 'Haslo#0002', 'Haslo#0003', 'Haslo#0004', 'Haslo#0005'];
    for (let index = 1; index < sequence.length; index += 1) {
      expect((await change(client, sequence[index - 1]!, sequence[index]!)).json()).toEqual({ code: 'SUCCESS' });
    }
    for (const earlier of sequence.slice(2, 5)) {
      expect((await change(client, 'Haslo#0005', earlier)).json()).toEqual({ code: 'PASSWORD_REPEATED' });
    }
    expect((await change(client, 'Haslo#0005', 'Haslo#0001')).json()).toEqual({ code: 'PASSWORD_REPEATED' });
    expect((await change(client, 'Haslo#0005', DEMO_PASSWORD)).json()).toEqual({ code: 'SUCCESS' });
  });

  it('USER_NOT_FOUND when the user no longer exists', async () => {
    const gone = { sessionId: 'x', userId: 2_000_000_000, login: 'gone', agentId: 0, agentType: 'DA', roles: new Set(), passwordExpired: false, twoFactorRequired: false };
    const result = await changePassword(
      ctx.database.db,
      gone as SessionUser,
      { currentPassword: DEMO_PASSWORD, newPassword: 'Nowe#Haslo2026', newPassword2: 'Nowe#Haslo2026' },
      undefined,
      '127.0.0.1',
    );
    expect(result).toEqual({ code: 'USER_NOT_FOUND' });
  });

  it.each([
    [{ currentPassword: '', newPassword: '', newPassword2: '' }, { currentPassword: messages.PASSWORD_REQUIRED, newPassword: messages.PASSWORD_REQUIRED, newPassword2: messages.PASSWORD_REQUIRED }],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'krotkie', newPassword2: 'krotkie' }, { newPassword: messages.PASSWORD_LENGTH }],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'bezwielkiej#1', newPassword2: 'bezwielkiej#1' }, { newPassword: messages.PASSWORD_MUST_CONTAIN }],
    [{ currentPassword: DEMO_PASSWORD, newPassword: `Ab1#${'x'.repeat(27)}`, newPassword2: `Ab1#${'x'.repeat(27)}` }, { newPassword: messages.PASSWORD_LENGTH }],
    [{ currentPassword: DEMO_PASSWORD, newPassword: 'Nowe#Haslo2026', newPassword2: 'Nowe#Haslo2027' }, { newPassword2: messages.PASSWORDS_NOT_MATCH }],
  ])('refuses bad input with 400 and Polish messages at the fields: %j', async (fields, fieldErrors) => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const response = await client.post(CHANGE, encode(fields), form);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(await historyCount('agent.basic')).toBe(0);
  });

  it('refuses a body without the fields and an oversized body', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    expect((await client.post(CHANGE, '', form)).statusCode).toBe(400);
    const huge = await client.post(CHANGE, encode({ currentPassword: 'x'.repeat(10_000), newPassword: 'a', newPassword2: 'a' }), form);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: messages.BODY_TOO_LARGE });
  });

  it('a repeated request with the same idempotency key changes the password once', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const key = { 'idempotency-key': 'change-key-0001' };
    expect((await change(client, DEMO_PASSWORD, 'Nowe#Haslo2026', key)).json()).toEqual({ code: 'SUCCESS' });
    const changedAt = (await userRow('agent.nn')).passwordChangedAt;
    const again = await change(client, DEMO_PASSWORD, 'Nowe#Haslo2026', key);
    expect(again.json()).toEqual({ code: 'SUCCESS' });
    expect(await historyCount('agent.nn')).toBe(1);
    expect((await userRow('agent.nn')).passwordChangedAt).toEqual(changedAt);
    const reused = await change(client, DEMO_PASSWORD, 'Inne#Haslo2026', key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: messages.IDEMPOTENCY_KEY_REUSED });
  });

  it('a double click (two concurrent requests, one key) changes it once', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const key = { 'idempotency-key': 'double-click-0001' };
    const answers = await Promise.all([change(client, DEMO_PASSWORD, 'Nowe#Haslo2026', key), change(client, DEMO_PASSWORD, 'Nowe#Haslo2026', key)]);
    // The second one either replays SUCCESS or arrives after the first gave the session a new id (401).
    expect(answers.map((answer) => answer.statusCode).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 200 && (statuses[1] === 200 || statuses[1] === 401),
    );
    expect(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json())).toSatisfy((bodies: unknown[]) =>
      bodies.every((body) => JSON.stringify(body) === '{"code":"SUCCESS"}'),
    );
    expect(await historyCount('agent.nn')).toBe(1);
    expect((await login('agent.nn', 'Nowe#Haslo2026')).status).toBe(204);
  });

  it('needs the CSRF token', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.post(CHANGE, encode({ currentPassword: DEMO_PASSWORD, newPassword: 'Nowe#Haslo2026', newPassword2: 'Nowe#Haslo2026' }), {
      ...form,
      'x-xsrf-token': 'forged',
    });
    expect(response.statusCode).toBe(403);
    expect(await historyCount('agent.nn')).toBe(0);
  });
});

describe('an expired password', () => {
  it('logs in, refuses every other call with PASSWORD_EXPIRED until the password is changed', async () => {
    await setPasswordAge(ctx.database.db, 'agent.basic', PASSWORD_MAX_AGE_DAYS);
    const client = await loginAs(ctx.app, 'agent.basic');
    for (const url of ['/partner/rest/officeAddress', '/partner/rest/discounts', '/partner/rest/contacts']) {
      const refused = await client.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.PASSWORD_EXPIRED });
    }
    const phone = await client.post('/partner/rest/user/update-phone', { phone: '501502503' });
    expect(phone.statusCode).toBe(403);
    expect((await client.get('/partner/rest/user/info')).json()).toMatchObject({ login: 'agent.basic', passwordExpired: true });
    expect((await client.get('/partner/rest/user/roles')).statusCode).toBe(200);
    expect((await client.get('/rest/features/')).statusCode).toBe(200);
    expect((await client.get(DAYS)).json()).toBe(0);

    expect((await change(client, DEMO_PASSWORD, 'Nowe#Haslo2026')).json()).toEqual({ code: 'SUCCESS' });
    expect((await client.get('/partner/rest/officeAddress')).statusCode).toBe(200);
    expect((await client.get('/partner/rest/user/info')).json()).toMatchObject({ passwordExpired: false });
    expect((await client.get(DAYS)).json()).toBe(PASSWORD_MAX_AGE_DAYS);
  });

  it('a day before it expires, everything still works', async () => {
    await setPasswordAge(ctx.database.db, 'agent.basic', PASSWORD_MAX_AGE_DAYS - 1);
    const client = await loginAs(ctx.app, 'agent.basic');
    expect((await client.get('/partner/rest/officeAddress')).statusCode).toBe(200);
    expect((await client.get(DAYS)).json()).toBe(1);
  });
});

describe('phone edits', () => {
  it('update-phone stores the user\'s own phone, shown after the next login', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.post('/partner/rest/user/update-phone', { phone: '501502503' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: '501502503' });
    const next = await loginAs(ctx.app, 'agent.nn');
    expect((await next.get('/partner/rest/user/info')).json()).toMatchObject({ phone: '501502503', agentPhone: '426002000' });
    const other = await loginAs(ctx.app, 'agent.da');
    expect((await other.get('/partner/rest/user/info')).json()).toMatchObject({ phone: '601234567' });
  });

  it('update-agent-phone stores the agency\'s phone, shown after the next login', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const response = await client.post('/partner/rest/user/update-agent-phone', { phone: '587654321' });
    expect(response.statusCode).toBe(200);
    const next = await loginAs(ctx.app, 'dealer.ncd');
    expect((await next.get('/partner/rest/user/info')).json()).toMatchObject({ agentPhone: '587654321' });
    const other = await loginAs(ctx.app, 'agent.da');
    expect((await other.get('/partner/rest/user/info')).json()).toMatchObject({ agentPhone: '226001000' });
  });

  it.each(['/partner/rest/user/update-phone', '/partner/rest/user/update-agent-phone'])(
    '%s refuses an empty or malformed phone with the Polish message at the field',
    async (url) => {
      const client = await loginAs(ctx.app, 'agent.basic');
      for (const [phone, message] of [
        ['', messages.PHONE_REQUIRED],
        ['12345', messages.PHONE_VALIDATION_ERROR],
        ['5015025034', messages.PHONE_VALIDATION_ERROR],
        ['50150250a', messages.PHONE_VALIDATION_ERROR],
      ]) {
        const response = await client.post(url, { phone });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, fieldErrors: { phone: message } });
      }
      expect((await client.post(url, {})).json().fieldErrors).toEqual({ phone: messages.PHONE_REQUIRED });
    },
  );
});

describe('the password change is logged, never the passwords', () => {
  const { lines, stream } = capturedLog();
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ database: ctx.database, log: { level: 'info', stream } });
  });
  afterAll(() => app.close());

  it('logs a change and a refusal with the login and address', async () => {
    const client = createClient(app, '10.9.9.1');
    await client.post('/partner/rest/auth/login', { login: 'agent.da', password: DEMO_PASSWORD });
    await change(client, 'Zle#Haslo1', 'Nowe#Haslo2026');
    await change(client, DEMO_PASSWORD, 'Nowe#Haslo2026');
    expect(lines.find((line) => line.msg === 'password change refused')).toMatchObject({
      login: 'agent.da',
      address: '10.9.9.1',
      code: 'OLD_PASSWORD_INCORECT',
    });
    expect(lines.find((line) => line.msg === 'password changed')).toMatchObject({ login: 'agent.da', address: '10.9.9.1' });
    const logged = JSON.stringify(lines);
    for (const secret of [DEMO_PASSWORD, 'Zle#Haslo1', 'Nowe#Haslo2026']) {
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain(encodeURIComponent(secret));
    }
  });
});
