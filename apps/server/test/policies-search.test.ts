import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type PolicySearchRow } from '@panel/domain';
import { customers, policies } from '../src/db/schema/index';
import { policyOf } from './documents-helpers';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.5 });

const SEARCH = '/partner/rest/policies/search';
const WIDE = 'dateFrom=2000-01-01&dateTo=2100-12-31';

async function search(login: string, query: string) {
  const client = await loginAs(ctx.app, login);
  return client.get(`${SEARCH}?${query}`);
}

describe('GET /partner/rest/policies/search', () => {
  it('finds a policy by its number alone, on whichever list it is', async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234', eq(policies.kind, 'QUOTATION'));
    const response = await search('agent.da', `policyNumber=${policy.policyNo}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      policies: [{ policyNo: policy.policyNo, tableType: 'QUOTATION', type: policy.productLine }],
      total: 1,
      totalCapped: false,
    });
  });

  it('finds motor policies concluded between two dates', async () => {
    const response = await search('agent.da', 'policyType=CP&dateFrom=2000-01-01&dateTo=2100-12-31&pageSize=100');
    const rows: PolicySearchRow[] = response.json().policies;
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['CP']));
    expect(new Set(rows.map((row) => row.tableType)).size).toBeGreaterThan(1);
    const [middle] = rows.slice(Math.floor(rows.length / 2));
    const narrowed: PolicySearchRow[] = (
      await search('agent.da', `policyType=CP&dateFrom=${middle!.policyDate}&dateTo=${middle!.policyDate}&pageSize=100`)
    ).json().policies;
    expect(narrowed.map((row) => row.policyNo)).toContain(middle!.policyNo);
    for (const row of narrowed) expect(row.policyDate).toBe(middle!.policyDate);
  });

  it('FIRM finds small-business policies, FL fleet policies', async () => {
    const firm: PolicySearchRow[] = (await search('agent.da', `policyType=FIRM&${WIDE}&pageSize=100`)).json().policies;
    expect(firm.length).toBeGreaterThan(0);
    expect(new Set(firm.map((row) => row.type))).toEqual(new Set(['SM']));
    const fleet: PolicySearchRow[] = (await search('agent.da', `policyType=FL&${WIDE}&pageSize=100`)).json().policies;
    expect(fleet.length).toBeGreaterThan(0);
    expect(new Set(fleet.map((row) => row.type))).toEqual(new Set(['MF']));
  });

  it('narrows by the owner: part of the name, or a PESEL', async () => {
    const { customer } = await policyOf(ctx.database, 'NN200871', and(eq(policies.productLine, 'HP'), isNotNull(customers.pesel)));
    const byName: PolicySearchRow[] = (
      await search('agent.nn', `policyType=HP&${WIDE}&owner=${encodeURIComponent(customer.lastName!.toUpperCase())}&pageSize=100`)
    ).json().policies;
    expect(byName.length).toBeGreaterThan(0);
    for (const row of byName) expect(row.customerName.toUpperCase()).toContain(customer.lastName!.toUpperCase());
    const byPesel: PolicySearchRow[] = (await search('agent.nn', `policyType=HP&${WIDE}&owner=${customer.pesel}`)).json().policies;
    expect(byPesel.length).toBeGreaterThan(0);
    for (const row of byPesel) expect(row.customerName).toBe(customer.displayName);
  });

  it("answers an empty result for another agent's number", async () => {
    const { policy } = await policyOf(ctx.database, 'DA100234');
    const response = await search('agent.nn', `policyNumber=${policy.policyNo}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ policies: [], total: 0 });
  });

  it.each([
    ['agent.basic', 'CP'],
    ['agent.basic', 'FIRM'],
    ['dealer.ncd', 'FIRM'],
  ])('refuses %s a search of type %s (403)', async (login, type) => {
    const response = await search(login, `policyType=${type}&${WIDE}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.FORBIDDEN_ERROR);
  });

  it.each([
    ['agent.basic', 'HP'],
    ['agent.basic', 'FL'],
    ['dealer.ncd', 'CP'],
    ['agent.nn', 'FIRM'],
  ])('allows %s a search of type %s', async (login, type) => {
    expect((await search(login, `policyType=${type}&${WIDE}`)).statusCode).toBe(200);
  });

  it('needs a number or a type, and dates unless a number is given (400, Polish messages at the fields)', async () => {
    const response = await search('agent.da', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      policyType: messages.POLICYTYPE_VALIDATION_ERROR,
      dateFrom: messages.REQUIRED_VALIDATION_ERROR,
      dateTo: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it.each([
    ['policyType=HP&dateFrom=2025-02-01&dateTo=2025-01-31', 'dateTo', messages.DATES_VALIDATION_ERROR],
    ['policyType=HP&dateFrom=2025-02-30&dateTo=2025-03-01', 'dateFrom', messages.DATE_INVALID_ERROR],
    ['policyNumber=1&pageSize=7', 'pageSize', messages.PAGE_SIZE_VALIDATION_ERROR],
    [`policyNumber=${'1'.repeat(31)}`, 'policyNumber', messages.MAX_LENGTH_ERROR],
  ])('refuses %s (400)', async (query, field, message) => {
    const response = await search('agent.da', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses a type outside CP, HP, FIRM and FL (400)', async () => {
    const response = await search('agent.da', `policyType=SM&${WIDE}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['policyType']);
  });

  it('needs a session (401)', async () => {
    expect((await createClient(ctx.app).get(`${SEARCH}?policyNumber=1`)).statusCode).toBe(401);
  });
});
