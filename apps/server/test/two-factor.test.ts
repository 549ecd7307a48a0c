import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, TWO_FACTOR_RECOVERY_CODE_COUNT } from '@panel/domain';
import { buildApp, type App } from '../src/app';
import { loginChallenges, loginFailures, twoFactorRecoveryCodes, twoFactorSecrets, users } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { decryptSecret, encryptSecret, KEY_FILE, loadTwoFactorKey } from '../src/modules/two-factor/key';
import { createClient, loginAs, type Client, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });

const LOGIN = '/partner/rest/auth/login';
const CODE = '/partner/rest/auth/login/code';
const STATUS = '/partner/rest/user/two-factor';
const SETUP = '/partner/rest/user/two-factor/setup';
const CONFIRM = '/partner/rest/user/two-factor/confirm';

// The clock is pinned to the middle of a 30-second step and moved by the tests: a code's step never changes under them.
let clock = 0;
function pin(ms: number) {
  clock = ms;
  vi.setSystemTime(clock);
}
const later = (ms: number) => pin(clock + ms);

const codeAt = (secret: string, timestamp = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  pin(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
});
afterAll(() => {
  vi.useRealTimers();
});

async function userId(login: string) {
  const row = await ctx.database.db.query.users.findFirst({ where: eq(users.login, login) });
  return row!.id;
}

async function resetFailures(login: string) {
  const db = ctx.database.db;
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.login, login));
  await db.delete(loginFailures).where(eq(loginFailures.login, login));
}

/** Enrols a user through the profile calls; answers the secret and the recovery codes. */
async function enrol(client: Client) {
  const setup = await client.post(SETUP);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await client.post(CONFIRM, { code: codeAt(secret) });
  expect(confirmed.statusCode).toBe(200);
  later(30_000);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step of a login with two-factor login on: 202, a challenge cookie and no session. */
async function passwordStep(login: string, address?: string) {
  const client = createClient(ctx.app, address);
  const response = await client.post(LOGIN, { login, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(202);
  expect(response.json()).toEqual({ secondStep: 'TWO_FACTOR_CODE' });
  expect(client.cookies.has('tfa')).toBe(true);
  expect(client.cookies.has('sid')).toBe(false);
  return client;
}

describe('two-factor calls without a session', () => {
  it.each([
    ['GET', STATUS],
    ['POST', SETUP],
    ['POST', CONFIRM],
  ])('%s %s answers 401', async (method, url) => {
    const client = createClient(ctx.app);
    const response = method === 'GET' ? await client.get(url) : await client.post(url, { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
  });

  it('the code step without a challenge answers 401 TWO_FACTOR_LOGIN_EXPIRED', async () => {
    const response = await createClient(ctx.app).post(CODE, { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.TWO_FACTOR_LOGIN_EXPIRED });
  });
});

describe('enrolment in Mój profil', () => {
  it('refuses a confirmation before the setup (409) and a code that is not 6 digits (400 at the field)', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const early = await client.post(CONFIRM, { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.TWO_FACTOR_SETUP_MISSING });
    for (const [body, message] of [
      [{ code: '12a456' }, messages.TWO_FACTOR_CODE_FORMAT],
      [{ code: '' }, messages.REQUIRED_VALIDATION_ERROR],
      [{}, messages.REQUIRED_VALIDATION_ERROR],
    ] as const) {
      const response = await client.post(CONFIRM, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ code: message });
    }
  });

  it('sets up a secret (the same one when asked again), refuses a wrong first code, turns on with a right one', async () => {
    const other = await loginAs(ctx.app, 'agent.nn', '10.9.0.2');
    const client = await loginAs(ctx.app, 'agent.nn', '10.9.0.1');
    expect((await client.get(STATUS)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await client.post(SETUP);
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Panel%20Agenta:agent.nn?issuer=Panel%20Agenta&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect((await client.post(SETUP)).json()).toEqual({ secret, uri });

    const stored = await ctx.database.db.query.twoFactorSecrets.findFirst({ where: eq(twoFactorSecrets.userId, await userId('agent.nn')) });
    expect(stored!.encryptedSecret).not.toContain(secret);
    expect(stored!.enabledAt).toBeNull();

    const wrongCode = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await client.post(CONFIRM, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.TWO_FACTOR_CODE_INVALID, fieldErrors: { code: messages.TWO_FACTOR_CODE_INVALID } });

    const before = client.cookies.get('sid');
    const confirmed = await client.post(CONFIRM, { code: codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(TWO_FACTOR_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(TWO_FACTOR_RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const hashes = await ctx.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, await userId('agent.nn')));
    expect(hashes.map((row) => row.codeHash.startsWith('$argon2id$'))).toEqual(Array(TWO_FACTOR_RECOVERY_CODE_COUNT).fill(true));

    // A new session id; the user's other, single-factor sessions end.
    expect(client.cookies.get('sid')).not.toBe(before);
    expect((await client.get(STATUS)).json()).toEqual({ enabled: true, recoveryCodesLeft: TWO_FACTOR_RECOVERY_CODE_COUNT });
    expect((await other.get('/partner/rest/user/info')).statusCode).toBe(401);

    const again = await client.post(SETUP);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.TWO_FACTOR_ALREADY_ENABLED });
    expect((await client.post(CONFIRM, { code: codeAt(secret) })).statusCode).toBe(409);
  });
});

describe('a login with two-factor login on', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrol(await loginAs(ctx.app, 'agent.da')));
  });
  beforeEach(async () => {
    await resetFailures('agent.da');
    // Past every step an earlier test took.
    later(90_000);
  });

  it('a wrong password answers as for any account: 401 LOGIN_FAILED, no challenge', async () => {
    const client = createClient(ctx.app);
    const response = await client.post(LOGIN, { login: 'agent.da', password: 'Zle#Haslo1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.LOGIN_FAILED });
    expect(client.cookies.has('tfa')).toBe(false);
  });

  it('a right password asks for the code; half logged in, nothing but the code step and logout answers', async () => {
    const client = await passwordStep('agent.da');
    for (const url of ['/partner/rest/user/info', '/partner/rest/user/roles', STATUS, '/partner/rest/officeAddress']) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
    }
    for (const url of [SETUP, '/partner/rest/user/update-phone']) expect((await client.post(url, { phone: '501502503' })).statusCode).toBe(401);

    const response = await client.post(CODE, { code: codeAt(secret) });
    expect(response.statusCode).toBe(204);
    expect(client.cookies.has('tfa')).toBe(false);
    expect((await client.get('/partner/rest/user/info')).json()).toMatchObject({ login: 'agent.da', twoFactorRequired: false });
    // The challenge was used up.
    const client2 = createClient(ctx.app);
    const challenges = await ctx.database.db.select().from(loginChallenges).where(eq(loginChallenges.userId, await userId('agent.da')));
    expect(challenges).toEqual([]);
    expect((await client2.post(CODE, { code: codeAt(secret) })).statusCode).toBe(401);
  });

  it('accepts the code of the step before and after, not two steps away; a used step is refused, also within its window', async () => {
    const first = await passwordStep('agent.da');
    const twoStepsAgo = await first.post(CODE, { code: codeAt(secret, clock - 60_000) });
    expect(twoStepsAgo.statusCode).toBe(401);
    expect(twoStepsAgo.json()).toEqual({ message: messages.TWO_FACTOR_CODE_INVALID });
    expect((await first.post(CODE, { code: codeAt(secret, clock - 30_000) })).statusCode).toBe(204);

    await resetFailures('agent.da');
    const reused = await passwordStep('agent.da');
    const refused = await reused.post(CODE, { code: codeAt(secret, clock - 30_000) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: messages.TWO_FACTOR_CODE_INVALID });
    expect((await reused.post(CODE, { code: codeAt(secret, clock + 30_000) })).statusCode).toBe(204);

    // The current step is earlier than the step already taken: refused too.
    await resetFailures('agent.da');
    const older = await passwordStep('agent.da');
    expect((await older.post(CODE, { code: codeAt(secret) })).statusCode).toBe(401);
  });

  it('a recovery code logs in once, typed in any case and with spaces', async () => {
    const code = recoveryCodes[0]!;
    const client = await passwordStep('agent.da');
    expect((await client.post(CODE, { code: ` ${code.toLowerCase().replace('-', ' ')} ` })).statusCode).toBe(204);
    expect((await client.get(STATUS)).json()).toEqual({ enabled: true, recoveryCodesLeft: TWO_FACTOR_RECOVERY_CODE_COUNT - 1 });

    const again = await passwordStep('agent.da');
    const refused = await again.post(CODE, { code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: messages.TWO_FACTOR_CODE_INVALID });
  });

  it('wrong codes count in the lockout with the password step: the fourth wrong code locks the account (423)', async () => {
    const client = await passwordStep('agent.da', '10.9.1.1');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await client.post(CODE, { code: attempt === 4 ? 'ZZZZZ-ZZZZZ' : '000000' });
      expect(response.statusCode).toBe(401);
    }
    const locked = await client.post(CODE, { code: codeAt(secret) });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({ message: messages.LOGIN_LOCKED });
    const relogin = await createClient(ctx.app, '10.9.1.2').post(LOGIN, { login: 'agent.da', password: DEMO_PASSWORD });
    expect(relogin.statusCode).toBe(423);
  });

  it('a right password forgives no failed code; a right code forgives them all and the password step', async () => {
    const first = await passwordStep('agent.da', '10.9.2.1');
    expect((await first.post(CODE, { code: '000000' })).statusCode).toBe(401);
    const second = await passwordStep('agent.da', '10.9.2.1');
    expect((await ctx.database.db.query.users.findFirst({ where: eq(users.login, 'agent.da') }))!.failedLogins).toBe(3);
    expect((await second.post(CODE, { code: codeAt(secret) })).statusCode).toBe(204);
    expect((await ctx.database.db.query.users.findFirst({ where: eq(users.login, 'agent.da') }))!.failedLogins).toBe(0);
    const left = await ctx.database.db.select().from(loginFailures).where(eq(loginFailures.address, '10.9.2.1'));
    expect(left).toHaveLength(2);
  });

  it('a challenge lasts 5 minutes; logout ends it', async () => {
    const slow = await passwordStep('agent.da');
    later(5 * 60_000 + 1_000);
    const expired = await slow.post(CODE, { code: codeAt(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: messages.TWO_FACTOR_LOGIN_EXPIRED });

    later(30_000);
    const leaving = await passwordStep('agent.da');
    const challenge = leaving.cookies.get('tfa')!;
    expect((await leaving.post('/partner/rest/user/logout')).statusCode).toBe(204);
    expect(leaving.cookies.has('tfa')).toBe(false);
    const replay = createClient(ctx.app);
    replay.cookies.set('tfa', challenge);
    const refused = await replay.post(CODE, { code: codeAt(secret) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: messages.TWO_FACTOR_LOGIN_EXPIRED });
  });

  it('refuses bad input of the code step with 400 at the field', async () => {
    const client = await passwordStep('agent.da');
    for (const [body, message] of [
      [{}, messages.REQUIRED_VALIDATION_ERROR],
      [{ code: '  ' }, messages.REQUIRED_VALIDATION_ERROR],
      [{ code: '1'.repeat(33) }, messages.MAX_LENGTH_ERROR],
      [{ code: '12\u000034' }, messages.FORBIDDEN_CHARACTERS],
    ] as const) {
      const response = await client.post(CODE, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ code: message });
    }
  });
});

describe('REQUIRE_TWO_FACTOR=true', () => {
  let required: App;
  beforeAll(async () => {
    required = await buildApp({ database: ctx.database, twoFactor: { key: randomBytes(32), required: true } });
  });
  afterAll(async () => {
    await required.close();
  });

  it('lets an agent without two-factor login only enrol, then everything; the next login asks for the code', async () => {
    const client = await loginAs(required, 'agent.basic');
    expect((await client.get('/partner/rest/user/info')).json()).toMatchObject({ login: 'agent.basic', twoFactorRequired: true });
    for (const url of ['/partner/rest/officeAddress', '/partner/rest/contacts', '/partner/rest/discounts']) {
      const refused = await client.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.TWO_FACTOR_REQUIRED });
    }
    expect((await client.post('/partner/rest/user/update-phone', { phone: '501502503' })).statusCode).toBe(403);
    expect((await client.get('/partner/rest/user/roles')).statusCode).toBe(200);
    expect((await client.get('/rest/features/')).statusCode).toBe(200);
    expect((await client.get(STATUS)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const { secret } = await enrol(client);
    expect((await client.get('/partner/rest/officeAddress')).statusCode).toBe(200);
    expect((await client.get('/partner/rest/user/info')).json()).toMatchObject({ twoFactorRequired: false });

    const next = createClient(required);
    expect((await next.post(LOGIN, { login: 'agent.basic', password: DEMO_PASSWORD })).statusCode).toBe(202);
    expect((await next.post(CODE, { code: codeAt(secret) })).statusCode).toBe(204);
    expect((await next.get('/partner/rest/officeAddress')).statusCode).toBe(200);
  });
});

describe('the key of the stored secrets', () => {
  it('encrypts with AES-256-GCM bound to the user: another user id or another key fails', () => {
    const key = randomBytes(32);
    const stored = encryptSecret(key, 7, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptSecret(key, 7, 'JBSWY3DPEHPK3PXP')).not.toBe(stored);
    expect(decryptSecret(key, 7, stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(key, 8, stored)).toThrow();
    expect(() => decryptSecret(randomBytes(32), 7, stored)).toThrow();
  });

  it('comes from TWO_FACTOR_KEY, is generated once into DATA_DIR for the embedded database, and is required with DATABASE_URL', () => {
    const key = randomBytes(32);
    expect(loadTwoFactorKey({ TWO_FACTOR_KEY: key.toString('base64'), DATABASE_URL: 'postgres://x/y', DATA_DIR: '/nonexistent' })).toEqual(key);
    expect(() => loadTwoFactorKey({ TWO_FACTOR_KEY: undefined, DATABASE_URL: 'postgres://x/y', DATA_DIR: '/nonexistent' })).toThrow(/TWO_FACTOR_KEY/);

    const dir = mkdtempSync(path.join(tmpdir(), 'two-factor-key-'));
    try {
      const dataDir = path.join(dir, 'data');
      const generated = loadTwoFactorKey({ TWO_FACTOR_KEY: undefined, DATABASE_URL: undefined, DATA_DIR: dataDir });
      expect(generated).toHaveLength(32);
      expect(loadTwoFactorKey({ TWO_FACTOR_KEY: undefined, DATABASE_URL: undefined, DATA_DIR: dataDir })).toEqual(generated);
      const file = path.join(dataDir, KEY_FILE);
      expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(generated);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
