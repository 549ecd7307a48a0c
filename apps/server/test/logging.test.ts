import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@panel/domain';
import { actionLogs, clientLogs, users } from '../src/db/schema/index';
import { logLimits } from '../src/modules/logging/service';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp();

describe('POST /ms-client-logger/partner', () => {
  it('stores a browser error with the last request id, also before login', async () => {
    const client = createClient(ctx.app, '10.1.0.1');
    const response = await client.post('/ms-client-logger/partner', {
      exceptionMessage: 'TypeError: nie można odczytać właściwości',
      exceptionStack: 'at Dashboard (dashboard.tsx:10)',
      additionalInformation: 'req-123',
    });
    expect(response.statusCode).toBe(204);
    const [row] = await ctx.database.db.select().from(clientLogs).where(eq(clientLogs.address, '10.1.0.1'));
    expect(row).toMatchObject({ exceptionMessage: 'TypeError: nie można odczytać właściwości', additionalInformation: 'req-123', userId: null });
  });

  it('links the entry to the logged-in user', async () => {
    const client = await loginAs(ctx.app, 'agent.nn', '10.1.0.2');
    await client.post('/ms-client-logger/partner', { exceptionMessage: 'błąd' });
    const [row] = await ctx.database.db.select().from(clientLogs).where(eq(clientLogs.address, '10.1.0.2'));
    expect(row!.userId).not.toBeNull();
  });

  it('refuses an oversized message (400) and an oversized body (413)', async () => {
    const client = createClient(ctx.app, '10.1.0.3');
    const long = await client.post('/ms-client-logger/partner', { exceptionMessage: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const huge = await client.post('/ms-client-logger/partner', { exceptionMessage: 'x', exceptionStack: 'y'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: messages.BODY_TOO_LARGE });
  });

  it('stores at most 30 entries a minute from one address (429 after)', async () => {
    const client = createClient(ctx.app, '10.1.0.4');
    for (let i = 0; i < 30; i++) {
      expect((await client.post('/ms-client-logger/partner', { exceptionMessage: `błąd ${i}` })).statusCode).toBe(204);
    }
    const refused = await client.post('/ms-client-logger/partner', { exceptionMessage: 'jeden za dużo' });
    expect(refused.statusCode).toBe(429);
    expect(await ctx.database.db.select().from(clientLogs).where(eq(clientLogs.address, '10.1.0.4'))).toHaveLength(30);
  });

  it('holds the limit under 50 concurrent entries from one address: 30 stored, the rest refused in Polish', async () => {
    const client = createClient(ctx.app, '10.1.0.5');
    await client.get('/healthz');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.post('/ms-client-logger/partner', { exceptionMessage: `błąd ${i}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(logLimits.clientLogsPerAddressPerMinute);
    expect(answers.filter((answer) => answer.statusCode !== 204).map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array.from({ length: 50 - logLimits.clientLogsPerAddressPerMinute }, () => [429, messages.TOO_MANY_REQUESTS]),
    );
    expect(await ctx.database.db.select().from(clientLogs).where(eq(clientLogs.address, '10.1.0.5'))).toHaveLength(
      logLimits.clientLogsPerAddressPerMinute,
    );
  });

  it('needs the CSRF header (403)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/ms-client-logger/partner', payload: { exceptionMessage: 'x' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /partner/rest/action-log', () => {
  it('stores the action for the user', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const response = await client.post('/partner/rest/action-log', { action: 'pp_agent_dashboard' });
    expect(response.statusCode).toBe(204);
    const rows = await ctx.database.db.select().from(actionLogs).where(eq(actionLogs.action, 'pp_agent_dashboard'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown action name (400)', async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const response = await client.post('/partner/rest/action-log', { action: 'drop table' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('action');
  });

  it('needs a session (401)', async () => {
    const client = createClient(ctx.app);
    expect((await client.post('/partner/rest/action-log', { action: 'pp_agent_files' })).statusCode).toBe(401);
  });

  it('stores at most 120 actions a minute per user', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    for (let i = 0; i < 120; i++) await client.post('/partner/rest/action-log', { action: 'pp_agent_files' });
    expect((await client.post('/partner/rest/action-log', { action: 'pp_agent_files' })).statusCode).toBe(429);
  });

  it('holds the limit under 150 concurrent actions of one user: 120 stored, the rest refused in Polish', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => client.post('/partner/rest/action-log', { action: 'pp_agent_documents' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 204)).toHaveLength(logLimits.actionsPerUserPerMinute);
    expect(answers.filter((answer) => answer.statusCode !== 204).map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      Array.from({ length: 150 - logLimits.actionsPerUserPerMinute }, () => [429, messages.TOO_MANY_REQUESTS]),
    );
    const [agent] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'agent.da'));
    expect(await ctx.database.db.select().from(actionLogs).where(eq(actionLogs.userId, agent!.id))).toHaveLength(
      logLimits.actionsPerUserPerMinute,
    );
  });
});
