import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, UDP_SOURCE_SYSTEM, type UdpInit } from '@panel/domain';
import { contactDataConfirmations, panelSettings, users } from '../src/db/schema/index';
import { setPasswordAge } from '../src/db/seed/demo';
import { UDP_ENABLED_SETTING } from '../src/modules/udp/service';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });

const CONFIG = '/partner/rest/udp/config';
const INIT = '/partner/rest/udp/init';
const answer = { sourceSystem: UDP_SOURCE_SYSTEM, email: 'ewa.nowak@ubezpieczenia-nowak.example.pl', phone: '512345678' };

async function userRow(login: string) {
  return (await ctx.database.db.query.users.findFirst({ where: eq(users.login, login) }))!;
}

describe('GET /partner/rest/udp/config', () => {
  it('answers the popup on, where its status is read and where the data can be changed', async () => {
    const response = await (await loginAs(ctx.app, 'agent.nn')).get(CONFIG);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ udpSourceUrl: INIT, udpFormUrl: '/user/info', enabled: true });
  });

  it("is off while the panel setting says 'false'", async () => {
    const db = ctx.database.db;
    await db.insert(panelSettings).values({ key: UDP_ENABLED_SETTING, value: 'false' });
    try {
      expect((await (await loginAs(ctx.app, 'agent.nn')).get(CONFIG)).json()).toMatchObject({ enabled: false });
    } finally {
      await db.delete(panelSettings).where(eq(panelSettings.key, UDP_ENABLED_SETTING));
    }
  });
});

describe('GET /partner/rest/udp/init', () => {
  it('answers when an agent confirmed the contact data', async () => {
    const { id } = await userRow('agent.da');
    const [row] = await ctx.database.db.select().from(contactDataConfirmations).where(eq(contactDataConfirmations.userId, id));
    const body: UdpInit = (await (await loginAs(ctx.app, 'agent.da')).get(INIT)).json();
    expect(body).toEqual({ sourceSystem: UDP_SOURCE_SYSTEM, confirmed: true, confirmedAt: row!.confirmedAt.toISOString() });
  });

  it('answers not confirmed for an agent who never answered', async () => {
    const response = await (await loginAs(ctx.app, 'dealer.ncd')).get(INIT);
    expect(response.statusCode).toBe(200);
    // dealer.ncd confirmed in the seed; the row is taken away to see the unanswered state of another agent.
    const { id } = await userRow('dealer.ncd');
    const [kept] = await ctx.database.db.delete(contactDataConfirmations).where(eq(contactDataConfirmations.userId, id)).returning();
    try {
      expect((await (await loginAs(ctx.app, 'dealer.ncd')).get(INIT)).json()).toEqual({ sourceSystem: UDP_SOURCE_SYSTEM, confirmed: false, confirmedAt: null });
    } finally {
      await ctx.database.db.insert(contactDataConfirmations).values(kept!);
    }
  });
});

describe('POST /partner/rest/udp/init', () => {
  it("stores the agent's answer: the account takes the data and the status reads confirmed, for this agent only", async () => {
    const basic = await loginAs(ctx.app, 'agent.basic');
    expect((await basic.get(INIT)).json()).toMatchObject({ confirmed: false });
    const before = Date.now();
    const response = await basic.post(INIT, answer);
    expect(response.statusCode).toBe(200);
    const body: UdpInit = response.json();
    expect(body).toMatchObject({ sourceSystem: UDP_SOURCE_SYSTEM, confirmed: true });
    expect(Date.parse(body.confirmedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await basic.get(INIT)).json()).toEqual(body);

    const user = await userRow('agent.basic');
    expect({ email: user.email, phone: user.phone }).toEqual({ email: answer.email, phone: answer.phone });
    const [row] = await ctx.database.db.select().from(contactDataConfirmations).where(eq(contactDataConfirmations.userId, user.id));
    expect(row).toMatchObject({ sourceSystem: UDP_SOURCE_SYSTEM, email: answer.email, phone: answer.phone });
    expect((await basic.get('/partner/rest/user/info')).json()).toMatchObject({ email: answer.email, phone: answer.phone });

    const other = await userRow('agent.nn');
    expect(other.email).not.toBe(answer.email);
  });

  it('a repeated answer keeps one confirmation with the latest data', async () => {
    const basic = await loginAs(ctx.app, 'agent.basic');
    await basic.post(INIT, answer, { 'idempotency-key': '6f1c2a9e-4b7d-4e1a-9c3f-1a2b3c4d5e6f' });
    await basic.post(INIT, { ...answer, phone: '698765432' });
    const { id } = await userRow('agent.basic');
    const rows = await ctx.database.db.select().from(contactDataConfirmations).where(eq(contactDataConfirmations.userId, id));
    expect(rows.map((row) => row.phone)).toEqual(['698765432']);
  });

  it.each([
    [{ ...answer, email: '' }, 'email', messages.REQUIRED_VALIDATION_ERROR],
    [{ ...answer, email: 'ewa.nowak' }, 'email', messages.EMAIL_VALIDATION_MESSAGE],
    [{ ...answer, email: `${'e'.repeat(250)}@x.pl` }, 'email', messages.MAX_LENGTH_ERROR],
    [{ ...answer, phone: '' }, 'phone', messages.PHONE_REQUIRED],
    [{ ...answer, phone: '12345' }, 'phone', messages.PHONE_VALIDATION_ERROR],
    [{ ...answer, sourceSystem: 'POS' }, 'sourceSystem', messages.FORMAT_MISMATCH_ERROR],
  ])('refuses bad input with the message at the field (400): %j', async (body, field, message) => {
    const nn = await loginAs(ctx.app, 'agent.nn');
    const before = await userRow('agent.nn');
    const response = await nn.post(INIT, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    const after = await userRow('agent.nn');
    expect({ email: after.email, phone: after.phone }).toEqual({ email: before.email, phone: before.phone });
  });
});

describe('udp calls without a session', () => {
  it.each([
    ['GET', CONFIG],
    ['GET', INIT],
    ['POST', INIT],
  ])('%s %s answers 401', async (method, url) => {
    const client = createClient(ctx.app);
    const response = method === 'GET' ? await client.get(url) : await client.post(url, answer);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.UNAUTHORIZED_ERROR });
  });
});

describe('udp calls with an expired password', () => {
  it.each([
    ['GET', CONFIG],
    ['GET', INIT],
    ['POST', INIT],
  ])('%s %s answers 403 until the password is changed', async (method, url) => {
    const days = Math.round((Date.now() - (await userRow('dealer.ncd')).passwordChangedAt.getTime()) / 86_400_000);
    await setPasswordAge(ctx.database.db, 'dealer.ncd', 120);
    try {
      const dealer = await loginAs(ctx.app, 'dealer.ncd');
      const response = method === 'GET' ? await dealer.get(url) : await dealer.post(url, answer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.PASSWORD_EXPIRED });
    } finally {
      await setPasswordAge(ctx.database.db, 'dealer.ncd', days);
    }
  });
});
