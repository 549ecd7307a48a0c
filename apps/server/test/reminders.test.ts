import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, messages, REMINDERS_MAX_COUNT, type Reminder } from '@panel/domain';
import { reminders, users } from '../src/db/schema/index';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp();
const URL = '/partner/rest/reminders';

async function userId(login: string) {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row!.id;
}

async function rowsOf(login: string) {
  return ctx.database.db.select().from(reminders).where(eq(reminders.userId, await userId(login)));
}

async function firstReminderOf(login: string) {
  const [row] = await rowsOf(login);
  return row!;
}

const payload = (message = 'Zadzwonić do klienta', reminderDate = '2030-03-01T09:30:00+01:00') => ({ reminderDate, message });

describe('GET /partner/rest/reminders', () => {
  it("lists the user's own reminders, soonest first, with UTC dates", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(URL);
    expect(response.statusCode).toBe(200);
    const list: Reminder[] = response.json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    const own = await rowsOf('agent.da');
    expect(new Set(list.map((r) => r.id))).toEqual(new Set(own.map((r) => r.id)));
    const dates = list.map((r) => r.reminderDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(dates[0]!).getTime()).toBeLessThan(Date.now());
  });

  it("never shows another user's reminders", async () => {
    const nn = await loginAs(ctx.app, 'agent.nn');
    const ids = (await nn.get(URL)).json().map((r: Reminder) => r.id);
    const daIds = (await rowsOf('agent.da')).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id: number) => daIds.includes(id))).toEqual([]);
  });
});

describe('POST /partner/rest/reminders', () => {
  it('creates a reminder and answers it with its id; surrounding spaces are dropped', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const response = await client.post(URL, payload('  Odebrać dokumenty  '));
    expect(response.statusCode).toBe(201);
    const created: Reminder = response.json();
    expect(created).toEqual({ id: expect.any(Number), message: 'Odebrać dokumenty', reminderDate: '2030-03-01T08:30:00.000Z' });
    const [row] = await ctx.database.db.select().from(reminders).where(eq(reminders.id, created.id));
    expect(row).toMatchObject({ userId: await userId('dealer.ncd'), message: 'Odebrać dokumenty', idempotencyKey: null });
    expect(row!.reminderDate.toISOString()).toBe('2030-03-01T08:30:00.000Z');
  });

  it.each([
    ['ab', messages.MIN_TEXT_ERROR],
    ['a'.repeat(141), messages.MAX_TEXT_ERROR],
    ['<script>alert(1)</script>', messages.INSANE_TEXT_ERROR],
    ['kliknij javascript:void(0)', messages.INSANE_TEXT_ERROR],
    ['   ', messages.REQUIRED_VALIDATION_ERROR],
  ])('refuses the message %j with its Polish message and stores nothing', async (message, expected) => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const before = (await rowsOf('dealer.ncd')).length;
    const response = await client.post(URL, payload(message));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expected, fieldErrors: { message: expected } });
    expect(await rowsOf('dealer.ncd')).toHaveLength(before);
  });

  it('refuses a date without its time zone and a missing date', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const local = await client.post(URL, payload('Spotkanie', '2030-03-01T09:30:00'));
    expect(local.statusCode).toBe(400);
    expect(local.json().fieldErrors).toEqual({ reminderDate: messages.DATE_INVALID_ERROR });
    const missing = await client.post(URL, { message: 'Spotkanie' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors)).toEqual(['reminderDate']);
  });

  it('accepts 140 characters exactly', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const response = await client.post(URL, payload('ż'.repeat(140)));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('ż'.repeat(140));
  });

  it('creates one reminder when the same idempotency key is sent twice', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const before = (await rowsOf('agent.nn')).length;
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'klik-podwojny-0001' };
    const first = await client.post(URL, payload('Podwójne kliknięcie'), headers);
    const second = await client.post(URL, payload('Podwójne kliknięcie'), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await rowsOf('agent.nn');
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((r) => r.idempotencyKey === 'klik-podwojny-0001')).toHaveLength(1);
  });

  it('creates one reminder for concurrent calls with the same key', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'rownolegle-0002' };
    const answers = await Promise.all([1, 2, 3].map(() => client.post(URL, payload('Równoległe wywołania'), headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, await userId('agent.nn')), eq(reminders.idempotencyKey, 'rownolegle-0002')));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with other data (422) and keeps the first reminder', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'inne-dane-0003' };
    expect((await client.post(URL, payload('Pierwsza treść'), headers)).statusCode).toBe(201);
    const other = await client.post(URL, payload('Druga treść'), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(messages.IDEMPOTENCY_KEY_REUSED);
    const rows = (await rowsOf('agent.nn')).filter((r) => r.idempotencyKey === 'inne-dane-0003');
    expect(rows.map((r) => r.message)).toEqual(['Pierwsza treść']);
  });

  it('keeps keys apart per user: the same key creates a reminder for each', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'wspolny-klucz-0004' };
    const nn = await loginAs(ctx.app, 'agent.nn');
    const basic = await loginAs(ctx.app, 'agent.basic');
    const a = await nn.post(URL, payload('Klucz użytkownika A'), headers);
    const b = await basic.post(URL, payload('Klucz użytkownika A'), headers);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
  });

  it('refuses a malformed idempotency key', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.post(URL, payload(), { [IDEMPOTENCY_KEY_HEADER]: 'zły klucz' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.IDEMPOTENCY_KEY_INVALID);
  });

  it(`refuses more than ${REMINDERS_MAX_COUNT} reminders per user`, async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const id = await userId('agent.basic');
    const existing = (await rowsOf('agent.basic')).length;
    await ctx.database.db.insert(reminders).values(
      Array.from({ length: REMINDERS_MAX_COUNT - existing }, (_, i) => ({
        userId: id,
        message: `Przypomnienie ${i}`,
        reminderDate: new Date(Date.UTC(2031, 0, 1 + i)),
      })),
    );
    const response = await client.post(URL, payload('Sto pierwsze'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.REMINDERS_LIMIT);
    expect(await rowsOf('agent.basic')).toHaveLength(REMINDERS_MAX_COUNT);
    expect((await client.get(URL)).json()).toHaveLength(REMINDERS_MAX_COUNT);
  });

  it(`holds the limit under 50 concurrent creations: ${REMINDERS_MAX_COUNT} stored, the rest refused in Polish`, async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const id = await userId('agent.da');
    const room = 20;
    const existing = (await rowsOf('agent.da')).length;
    await ctx.database.db.insert(reminders).values(
      Array.from({ length: REMINDERS_MAX_COUNT - room - existing }, (_, i) => ({
        userId: id,
        message: `Przypomnienie ${i}`,
        reminderDate: new Date(Date.UTC(2032, 0, 1 + i)),
      })),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => client.post(URL, payload(`Równolegle ${i}`))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(room);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array.from({ length: 50 - room }, () => [409, messages.REMINDERS_LIMIT]),
    );
    expect(await rowsOf('agent.da')).toHaveLength(REMINDERS_MAX_COUNT);
  });
});

describe('PUT /partner/rest/reminders/{id}', () => {
  it('changes the date and message of an own reminder', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const own = await firstReminderOf('agent.da');
    const response = await client.put(`${URL}/${own.id}`, { id: own.id, ...payload('Nowa treść', '2031-07-15T12:00:00Z') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: own.id, message: 'Nowa treść', reminderDate: '2031-07-15T12:00:00.000Z' });
    const [row] = await ctx.database.db.select().from(reminders).where(eq(reminders.id, own.id));
    expect(row).toMatchObject({ message: 'Nowa treść', reminderDate: new Date('2031-07-15T12:00:00Z') });
  });

  it("answers 404 for another user's reminder and leaves it unchanged", async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const foreign = await firstReminderOf('agent.da');
    const response = await client.put(`${URL}/${foreign.id}`, payload('Przejęcie'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.NOT_FOUND);
    const [row] = await ctx.database.db.select().from(reminders).where(eq(reminders.id, foreign.id));
    expect(row!.message).toBe(foreign.message);
  });

  it('answers 404 for an id that does not exist', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.put(`${URL}/2147483647`, payload())).statusCode).toBe(404);
  });

  it('refuses a bad message, a malformed id and an id differing from the path (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const own = await firstReminderOf('agent.da');
    const bad = await client.put(`${URL}/${own.id}`, payload('<b>x</b>'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ message: messages.INSANE_TEXT_ERROR });
    expect((await client.put(`${URL}/abc`, payload())).statusCode).toBe(400);
    const mismatch = await client.put(`${URL}/${own.id}`, { id: own.id + 1, ...payload() });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(messages.REMINDER_ID_MISMATCH);
    const [row] = await ctx.database.db.select().from(reminders).where(eq(reminders.id, own.id));
    expect(row!.message).toBe(own.message);
  });
});

describe('DELETE /partner/rest/reminders/{id}', () => {
  it('deletes an own reminder; deleting it again is 404', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const own = await firstReminderOf('dealer.ncd');
    expect((await client.delete(`${URL}/${own.id}`)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(reminders).where(eq(reminders.id, own.id))).toEqual([]);
    expect((await client.delete(`${URL}/${own.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's reminder and keeps it", async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const foreign = await firstReminderOf('agent.da');
    expect((await client.delete(`${URL}/${foreign.id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(reminders).where(eq(reminders.id, foreign.id))).toHaveLength(1);
  });

  it('refuses a malformed id (400)', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    expect((await client.delete(`${URL}/0`)).statusCode).toBe(400);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', URL],
    ['POST', URL],
    ['PUT', `${URL}/1`],
    ['DELETE', `${URL}/1`],
  ] as const)('%s %s is refused (401)', async (method, url) => {
    const client = createClient(ctx.app);
    const response =
      method === 'GET'
        ? await client.get(url)
        : method === 'POST'
          ? await client.post(url, payload())
          : method === 'PUT'
            ? await client.put(url, payload())
            : await client.delete(url);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.UNAUTHORIZED_ERROR);
  });

  it('a state-changing call without the CSRF header is refused (403) and stores nothing', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const before = (await rowsOf('agent.basic')).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: [...client.cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
      payload: payload(),
    });
    expect(response.statusCode).toBe(403);
    expect(await rowsOf('agent.basic')).toHaveLength(before);
  });
});
