import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { agents, customers, policies, users } from '../src/db/schema/index';
import { capturedLog, createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.05 });
const { lines, stream } = capturedLog();
const logText = () => JSON.stringify(lines);
let app: App;

/** A customer of agent.nn with a PESEL and one with a NIP, each with a policy of that product line. */
async function customerWith(identifier: 'pesel' | 'nip') {
  const [row] = await ctx.database.db
    .select({ customer: customers, productLine: policies.productLine })
    .from(policies)
    .innerJoin(agents, eq(agents.id, policies.agentId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(and(eq(agents.custCode, 'NN200871'), isNotNull(customers[identifier])))
    .orderBy(policies.id)
    .limit(1);
  return row!;
}

beforeAll(async () => {
  app = await buildApp({ database: ctx.database, log: { level: 'info', stream } });
  const agent = await ctx.database.db.query.agents.findFirst({ where: eq(agents.custCode, 'NN200871') });
  // Two database errors whose values are personal data: a duplicate key (PostgreSQL names the value in `detail`)
  // and a bad cast (the value is in the message).
  app.post('/partner/rest/test/duplicate-user', async () => {
    const user = { agentId: agent!.id, login: '80010112345', passwordHash: 'x', name: 'Zenobia Testowa-Prywatna' };
    await ctx.database.db.insert(users).values(user);
    await ctx.database.db.insert(users).values(user);
  });
  app.get('/partner/rest/test/bad-cast', async () => {
    await ctx.database.db.execute(sql`select ${'Zenobia 80010112345'}::int`);
  });
});
afterAll(() => app.close());
beforeEach(() => {
  lines.length = 0;
});

describe('the server log', () => {
  it('holds no PESEL or NIP of a header search, only the path of its address', async () => {
    const person = await customerWith('pesel');
    const firm = await customerWith('nip');
    const client = await loginAs(app, 'agent.nn');
    for (const q of [person.customer.pesel!, firm.customer.nip!]) {
      const response = await client.get(`/partner/rest/policies/quick-search?q=${q}`);
      expect(response.json().hits.length).toBeGreaterThan(0);
    }
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => (line.req as { url: string }).url)).toContain(
      '/partner/rest/policies/quick-search?[REDACTED]',
    );
    expect(logText()).not.toContain(person.customer.pesel!);
    expect(logText()).not.toContain(firm.customer.nip!);
  });

  it('holds no name or NIP of a policies search', async () => {
    const person = await customerWith('pesel');
    const firm = await customerWith('nip');
    const client = await loginAs(app, 'agent.nn');
    const wide = 'dateFrom=2000-01-01&dateTo=2100-12-31';
    const searchType = { CP: 'CP', HP: 'HP', SM: 'FIRM', MF: 'FL' } as const;
    for (const [{ productLine }, owner] of [
      [person, person.customer.lastName!],
      [firm, firm.customer.nip!],
    ] as const) {
      const query = `policyType=${searchType[productLine]}&${wide}&owner=${encodeURIComponent(owner)}`;
      const response = await client.get(`/partner/rest/policies/search?${query}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(logText()).not.toContain(person.customer.lastName!);
    expect(logText()).not.toContain(firm.customer.nip!);
  });

  it('keeps only the path in the address of a refusal', async () => {
    const { customer } = await customerWith('pesel');
    await createClient(app).get(`/partner/rest/policies/quick-search?q=${customer.pesel}`);
    expect(lines.find((line) => line.msg === 'authentication refused')).toMatchObject({
      url: '/partner/rest/policies/quick-search?[REDACTED]',
    });
    expect(logText()).not.toContain(customer.pesel!);
  });

  it('redacts identifier and contact fields wherever a log entry names them', () => {
    app.log.info({ pesel: '80010112345', customer: { nip: '5260250274', email: 'jan@example.pl', name: 'Jan Nowak' } }, 'test');
    expect(lines.at(-1)).toMatchObject({ pesel: '[REDACTED]', customer: { nip: '[REDACTED]', email: '[REDACTED]', name: '[REDACTED]' } });
  });

  it('logs a database error with its statement and SQLSTATE, without the values', async () => {
    const client = await loginAs(app, 'agent.nn');
    expect((await client.post('/partner/rest/test/duplicate-user', {})).statusCode).toBe(500);
    expect((await client.get('/partner/rest/test/bad-cast')).statusCode).toBe(500);
    const errors = lines.filter((line) => line.msg === 'unhandled error').map((line) => line.err as Record<string, unknown>);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({
      message: expect.stringMatching(/^Failed query: insert into "users"/),
      cause: { type: 'DatabaseError', code: '23505', constraint: 'users_login_idx' },
    });
    expect(errors[1]).toMatchObject({ cause: { type: 'DatabaseError', code: expect.stringMatching(/^22/) } });
    expect(logText()).not.toContain('80010112345');
    expect(logText()).not.toContain('Zenobia');
  });
});
