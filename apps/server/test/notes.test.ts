import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { notes, users } from '../src/db/schema/index';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp();
const URL = '/partner/rest/notes';

async function storedNote(login: string) {
  const [row] = await ctx.database.db
    .select({ text: notes.text })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .where(eq(users.login, login));
  return row?.text;
}

describe('GET /partner/rest/notes', () => {
  it("answers the user's note as text/plain", async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(await storedNote('agent.da'));
    expect(response.body).toContain('Do zrobienia');
  });

  it('answers an empty note to a user who never saved one', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const response = await client.get(URL);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('POST /partner/rest/notes', () => {
  it('saves a JSON string and the next read gives it back', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const text = 'Zadzwonić do Kowalskiej\n"cudzysłów" i <znaki>';
    const response = await client.post(URL, JSON.stringify(text), { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(204);
    expect(await storedNote('agent.nn')).toBe(text);
    expect((await client.get(URL)).body).toBe(text);
  });

  it('saves plain text; saving again replaces the one note of the user', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    expect((await client.post(URL, 'pierwsza', { 'content-type': 'text/plain' })).statusCode).toBe(204);
    expect((await client.post(URL, 'druga', { 'content-type': 'text/plain' })).statusCode).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(notes)
      .innerJoin(users, eq(users.id, notes.userId))
      .where(eq(users.login, 'agent.nn'));
    expect(rows.map((r) => r.notes.text)).toEqual(['druga']);
  });

  it('accepts 2000 characters and refuses 2001 with the seed message, keeping the saved note whole', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const full = 'ł'.repeat(2000);
    expect((await client.post(URL, JSON.stringify(full), { 'content-type': 'application/json' })).statusCode).toBe(204);
    const over = await client.post(URL, JSON.stringify(`${full}x`), { 'content-type': 'application/json' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: messages.NOTE_MAX_LENGTH_ERROR, fieldErrors: { _: messages.NOTE_MAX_LENGTH_ERROR } });
    expect(over.json().message).toBe('Maksymalna liczba znaków: 2000');
    expect(await storedNote('agent.basic')).toBe(full);
  });

  it('refuses a body that is not text (400) and one far over the limit (413) without reading it', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    const object = await client.post(URL, { text: 'x' });
    expect(object.statusCode).toBe(400);
    const huge = await client.post(URL, 'x'.repeat(64 * 1024), { 'content-type': 'text/plain' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(messages.BODY_TOO_LARGE);
  });

  it("keeps each user's note apart", async () => {
    const da = await loginAs(ctx.app, 'agent.da');
    const before = (await da.get(URL)).body;
    const nn = await loginAs(ctx.app, 'agent.nn');
    await nn.post(URL, 'notatka NN', { 'content-type': 'text/plain' });
    expect((await da.get(URL)).body).toBe(before);
  });
});

describe('without a session', () => {
  it('GET and POST are refused (401) and nothing is stored', async () => {
    const client = createClient(ctx.app);
    expect((await client.get(URL)).statusCode).toBe(401);
    const post = await client.post(URL, 'obca', { 'content-type': 'text/plain' });
    expect(post.statusCode).toBe(401);
    expect(post.json().message).toBe(messages.UNAUTHORIZED_ERROR);
    expect(await storedNote('dealer.ncd')).toBeUndefined();
  });
});
