import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type QuickSearchHit } from '@panel/domain';
import { agents, customers, policies, vehicles } from '../src/db/schema/index';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.5 });

async function policyOf(custCode: string, where?: SQL) {
  const [row] = await ctx.database.db
    .select({ policy: policies, customer: customers, vehicle: vehicles })
    .from(policies)
    .innerJoin(agents, eq(agents.id, policies.agentId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(agents.custCode, custCode), where))
    .orderBy(policies.id)
    .limit(1);
  if (!row) throw new Error(`no policy for ${custCode}`);
  return row;
}

async function quickSearch(login: string, q: string): Promise<QuickSearchHit[]> {
  const client = await loginAs(ctx.app, login);
  const response = await client.get(`/partner/rest/policies/quick-search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return response.json().hits;
}

describe('GET /partner/rest/policies/quick-search', () => {
  it('finds a policy by its whole number, and numbers by their start (at most 10)', async () => {
    const { policy, customer } = await policyOf('DA100234', eq(policies.kind, 'RENEWAL'));
    expect((await quickSearch('agent.da', policy.policyNo))[0]).toEqual({
      policyNo: policy.policyNo,
      tableType: 'RENEWAL',
      type: policy.productLine,
      customerName: customer.displayName,
      matchedBy: 'policyNo',
      matchedValue: policy.policyNo,
    });
    const byPrefix = await quickSearch('agent.da', policy.policyNo.slice(0, 3));
    expect(byPrefix).toHaveLength(10);
    for (const hit of byPrefix) expect(hit.policyNo.startsWith(policy.policyNo.slice(0, 3))).toBe(true);
  });

  it('finds by the whole plate, typed in lower case with a space; the start of a plate is not enough', async () => {
    const { policy, vehicle } = await policyOf('NCD300512', isNotNull(policies.vehicleId));
    const plate = vehicle!.regNo;
    const typed = `${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`;
    expect(await quickSearch('dealer.ncd', typed)).toContainEqual(
      expect.objectContaining({ policyNo: policy.policyNo, matchedBy: 'regNo', matchedValue: plate }),
    );
    const byStart = await quickSearch('dealer.ncd', plate.slice(0, plate.length - 1));
    expect(byStart.filter((hit) => hit.matchedBy === 'regNo')).toEqual([]);
  });

  it('finds by VIN', async () => {
    const { policy, vehicle } = await policyOf('DA100234', isNotNull(policies.vehicleId));
    expect(await quickSearch('agent.da', vehicle!.vin)).toContainEqual(
      expect.objectContaining({ policyNo: policy.policyNo, matchedBy: 'vin', matchedValue: vehicle!.vin }),
    );
  });

  it('finds by PESEL, NIP (also with dashes) and REGON', async () => {
    const person = await policyOf('NN200871', isNotNull(customers.pesel));
    expect(await quickSearch('agent.nn', person.customer.pesel!)).toContainEqual(
      expect.objectContaining({ policyNo: person.policy.policyNo, matchedBy: 'pesel', matchedValue: person.customer.pesel }),
    );
    const company = await policyOf('NN200871', isNotNull(customers.nip));
    const nip = company.customer.nip!;
    const dashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
    expect(await quickSearch('agent.nn', dashed)).toContainEqual(
      expect.objectContaining({ policyNo: company.policy.policyNo, matchedBy: 'nip', matchedValue: nip }),
    );
    expect(await quickSearch('agent.nn', company.customer.regon!)).toContainEqual(
      expect.objectContaining({ policyNo: company.policy.policyNo, matchedBy: 'regon' }),
    );
  });

  it('finds by part of the customer name, whatever the case, Polish letters included', async () => {
    const { customer } = await policyOf('NN200871', sql`${customers.lastName} ~ '[ąćęłńóśźż]'`);
    const letter = customer.lastName!.search(/[ąćęłńóśźż]/);
    const part = customer.lastName!.slice(Math.max(0, letter - 2), letter + 2);
    const lower = await quickSearch('agent.nn', part.toLowerCase());
    expect(lower.length).toBeGreaterThan(0);
    expect(lower.length).toBeLessThanOrEqual(10);
    for (const hit of lower) {
      expect(hit.matchedBy).toBe('customerName');
      expect(hit.customerName.toLowerCase()).toContain(part.toLowerCase());
    }
    expect(await quickSearch('agent.nn', part.toUpperCase())).toEqual(lower);
  });

  it("never finds another agent's policies", async () => {
    const { policy, customer, vehicle } = await policyOf('DA100234', and(isNotNull(policies.vehicleId), isNotNull(customers.pesel)));
    for (const q of [policy.policyNo, vehicle!.regNo, vehicle!.vin, customer.pesel!]) {
      expect(await quickSearch('agent.basic', q)).toEqual([]);
    }
  });

  it.each([
    ['q=a', messages.QUICK_SEARCH_MIN_LENGTH],
    ['q=%20%20x%20', messages.QUICK_SEARCH_MIN_LENGTH],
    ['', messages.QUICK_SEARCH_MIN_LENGTH],
    [`q=${'a'.repeat(101)}`, messages.MAX_LENGTH_ERROR],
  ])('refuses %s with 400 and a Polish message', async (query, message) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/partner/rest/policies/quick-search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.q).toBe(message);
  });

  it('answers no hits for two letters: a name needs three', async () => {
    expect(await quickSearch('agent.da', 'zz')).toEqual([]);
  });

  it('needs a session (401)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/policies/quick-search?q=1100')).statusCode).toBe(401);
  });
});
