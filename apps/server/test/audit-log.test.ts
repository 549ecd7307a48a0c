import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { users } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { capturedLog, createClient, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });

describe('security audit log', () => {
  const { lines, stream } = capturedLog();
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ database: ctx.database, log: { level: 'info', stream } });
  });
  afterAll(() => app.close());

  it('logs failed and successful logins with login and address, never the password', async () => {
    const client = createClient(app, '10.9.0.1');
    await client.post('/partner/rest/auth/login', { login: 'agent.nn', password: 'Sekretne#Haslo1' });
    await client.post('/partner/rest/auth/login', { login: 'agent.nn', password: DEMO_PASSWORD });
    const refused = lines.find((line) => line.msg === 'login refused');
    const succeeded = lines.find((line) => line.msg === 'login succeeded');
    expect(refused).toMatchObject({ login: 'agent.nn', address: '10.9.0.1', status: 401 });
    expect(succeeded).toMatchObject({ login: 'agent.nn', address: '10.9.0.1' });
    expect(JSON.stringify(lines)).not.toContain('Sekretne#Haslo1');
    expect(JSON.stringify(lines)).not.toContain(DEMO_PASSWORD);
  });

  it('logs a logout with the user and address', async () => {
    const client = createClient(app, '10.9.0.3');
    await client.post('/partner/rest/auth/login', { login: 'agent.basic', password: DEMO_PASSWORD });
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'agent.basic'));
    expect((await client.post('/partner/rest/user/logout')).statusCode).toBe(204);
    expect(lines.find((line) => line.msg === 'logout')).toMatchObject({ userId: user!.id, address: '10.9.0.3' });
  });

  it('logs refusals for a missing session and a bad CSRF token', async () => {
    const client = createClient(app, '10.9.0.2');
    await client.get('/partner/rest/user/info');
    await client.post('/partner/rest/user/logout', undefined, { 'x-xsrf-token': 'forged' });
    expect(lines.some((line) => line.msg === 'authentication refused' && line.reason === 'no-session')).toBe(true);
    expect(lines.some((line) => line.msg === 'csrf refused')).toBe(true);
  });
});
