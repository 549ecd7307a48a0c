import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, SERVICING_HISTORY_LIMIT, type PolicyListRow } from '@panel/domain';
import { agents, policies, servicingActions, users } from '../src/db/schema/index';
import { listPolicies } from '../src/modules/policies/repository';
import { vehicleSaleDemoNumber } from '../src/db/seed/vehicle-sale';
import { listDocuments, setHash, waitForGeneration } from './documents-helpers';
import { createClient, loginAs, useTestApp } from './helper';
import { pdfText } from './pdf-text';

const ctx = useTestApp({ policiesScale: 0.5 });

async function policyOf(custCode: string, where = eq(policies.kind, 'CONCLUDED')) {
  const [row] = await ctx.database.db
    .select({ policy: policies })
    .from(policies)
    .innerJoin(agents, eq(agents.id, policies.agentId))
    .where(and(eq(agents.custCode, custCode), where))
    .limit(1);
  if (!row) throw new Error(`no policy for ${custCode}`);
  return row.policy;
}

describe('GET /partner/rest/policies/list', () => {
  it.each(['CONCLUDED', 'RENEWAL', 'QUOTATION'] as const)('answers one page of the %s list with its total', async (tableType) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/partner/rest/policies/list?tableType=${tableType}&pageSize=10`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ tableType, page: 1, pageSize: 10, totalCapped: false });
    expect(body.policies).toHaveLength(10);
    expect(body.total).toBeGreaterThan(10);
    const kinds = await ctx.database.db
      .selectDistinct({ kind: policies.kind })
      .from(policies)
      .where(eq(policies.policyNo, body.policies[0].policyNo));
    expect(kinds).toEqual([{ kind: tableType }]);
  });

  it('sorts by policy date, newest first, by default', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const rows: PolicyListRow[] = (await client.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=50')).json().policies;
    const dates = rows.map((row) => row.policyDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by price ascending on request', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const rows: PolicyListRow[] = (
      await client.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=50&sort=price&order=asc')
    ).json().policies;
    const prices = rows.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts by customer name, and by type with the newest first within a type', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const byName: PolicyListRow[] = (
      await client.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=50&sort=customerName&order=asc')
    ).json().policies;
    const names = byName.map((row) => row.customerName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byType: PolicyListRow[] = (
      await client.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=100&sort=type&order=desc')
    ).json().policies;
    const keys = byType.map((row) => `${row.type} ${row.policyDate}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(new Set(byType.map((row) => row.type)).size).toBeGreaterThan(1);
  });

  it('counts rows only up to the limit and says so', async () => {
    const [agent] = await ctx.database.db.select().from(agents).where(eq(agents.custCode, 'DA100234'));
    const query = { tableType: 'CONCLUDED', page: 1, pageSize: 10, sort: 'policyDate', order: 'desc' } as const;
    const capped = await listPolicies(ctx.database.db, agent!.id, query, 25);
    expect(capped).toMatchObject({ total: 25, capped: true });
    expect(capped.rows).toHaveLength(10);
    const exact = await listPolicies(ctx.database.db, agent!.id, query, 10_000);
    expect(exact.total).toBeGreaterThan(25);
    expect(exact.capped).toBe(false);
  });

  it('pages without overlap', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const first = (await client.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=10&page=1')).json();
    const second = (await client.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=10&page=2')).json();
    const numbers = new Set([...first.policies, ...second.policies].map((row: PolicyListRow) => row.policyNo));
    expect(numbers.size).toBe(20);
    expect(second.total).toBe(first.total);
  });

  it('filters by product line; HP rows carry the policy term, others none', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const hp: PolicyListRow[] = (await client.get('/partner/rest/policies/list?tableType=CONCLUDED&type=HP&pageSize=50')).json().policies;
    expect(hp.length).toBeGreaterThan(0);
    for (const row of hp) {
      expect(row.type).toBe('HP');
      expect(row.policyTerm).toBeGreaterThanOrEqual(1);
    }
    const cp: PolicyListRow[] = (await client.get('/partner/rest/policies/list?tableType=CONCLUDED&type=CP&pageSize=10')).json().policies;
    for (const row of cp) expect(row.policyTerm).toBeNull();
  });

  it('finds by the start of the policy number and by part of the customer name', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyOf('DA100234');
    const byNumber = (await client.get(`/partner/rest/policies/list?tableType=CONCLUDED&q=${policy.policyNo}`)).json();
    expect(byNumber.policies.map((row: PolicyListRow) => row.policyNo)).toEqual([policy.policyNo]);
    const name = byNumber.policies[0].customerName as string;
    const part = name.split(' ').at(-1)!.slice(0, 5);
    const byName: PolicyListRow[] = (
      await client.get(`/partner/rest/policies/list?tableType=CONCLUDED&pageSize=100&q=${encodeURIComponent(part.toLowerCase())}`)
    ).json().policies;
    expect(byName.length).toBeGreaterThan(0);
    for (const row of byName) expect(row.customerName.toLowerCase()).toContain(part.toLowerCase());
  });

  it("never lists another agent's policies", async () => {
    const client = await loginAs(ctx.app, 'dealer.ncd');
    const body = (await client.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=100')).json();
    const other = await policyOf('DA100234');
    expect(body.policies.map((row: PolicyListRow) => row.type)).toEqual(body.policies.map(() => 'CP'));
    const search = (await client.get(`/partner/rest/policies/list?tableType=CONCLUDED&q=${other.policyNo}`)).json();
    expect(search).toMatchObject({ policies: [], total: 0 });
  });

  it.each([
    ['page=0', messages.PAGE_VALIDATION_ERROR],
    ['page=abc', messages.PAGE_VALIDATION_ERROR],
    ['page=100001', messages.PAGE_VALIDATION_ERROR],
    ['pageSize=1000', messages.PAGE_SIZE_VALIDATION_ERROR],
    ['pageSize=7', messages.PAGE_SIZE_VALIDATION_ERROR],
  ])('refuses %s with 400 and a Polish message', async (param, message) => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/partner/rest/policies/list?tableType=CONCLUDED&${param}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an unknown list or sort field (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.get('/partner/rest/policies/list?tableType=ALL')).statusCode).toBe(400);
    expect((await client.get('/partner/rest/policies/list?tableType=CONCLUDED&sort=password')).statusCode).toBe(400);
  });

  it('needs a session (401)', async () => {
    const response = await createClient(ctx.app).get('/partner/rest/policies/list?tableType=CONCLUDED');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /partner/rest/policies/details/{policyNo}', () => {
  it('answers a motor policy with the car, VIN and the payment details of an account-paid policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyOf('DA100234', and(eq(policies.kind, 'CONCLUDED'), eq(policies.productLine, 'CP'), isNotNull(policies.bankAccount))!);
    const details = (await client.get(`/partner/rest/policies/details/${policy.policyNo}`)).json();
    expect(details).toMatchObject({
      productLineId: 'CP',
      policyNo: policy.policyNo,
      quotationNo: null,
      bankAccount: policy.bankAccount,
      price: policy.price,
      tariffPrice: policy.price,
      paymentFrequency: policy.paymentFrequency,
      insurer: null,
    });
    expect(details.carInfo).toMatch(/\(\d{4}\)/);
    expect(details.carVin).toHaveLength(17);
  });

  it('names the fuel from its list of values in the details and the policy PDF, never by its code', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    // The vehicle-sale demo policies keep the policy system's fuel code 'P'.
    const policyNo = vehicleSaleDemoNumber(1, 10);
    const details = (await client.get(`/partner/rest/policies/details/${policyNo}`)).json();
    expect(details.carInfo).toMatch(/, Benzyna$/);
    const [schedule] = await listDocuments(client, await setHash(client, policyNo, 'POLICY'));
    await ctx.app.documentJobs.startWorker();
    const { documentHash } = (await client.post('/ms-doc', { hash: schedule!.hash })).json();
    expect(await waitForGeneration(client, documentHash)).toEqual({ ready: true, failed: false });
    const { text } = await pdfText((await client.get(`/ms-doc/pdf/${documentHash}`)).rawPayload);
    expect(text).toContain('kW, Benzyna');
    expect(text).not.toContain('kW, P');
  });

  it('answers a quotation by its quotation number, with the validity and no payment details', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyOf('DA100234', eq(policies.kind, 'QUOTATION'));
    const details = (await client.get(`/partner/rest/policies/details/${policy.policyNo}`)).json();
    expect(details).toMatchObject({ tableType: 'QUOTATION', policyNo: null, quotationNo: policy.policyNo, bankAccount: null, nextInstAmt: null });
    expect(new Date(details.offerValidTill).getTime()).toBe(policy.offerValidTill!.getTime());
  });

  it('answers an SME policy with its insurer', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyOf('DA100234', eq(policies.productLine, 'SM'));
    const details = (await client.get(`/partner/rest/policies/details/${policy.policyNo}`)).json();
    expect(details.insurer).toMatchObject({ partyType: 'COMPANY', firstName: null, surname: null });
    expect(details.insurer.companyName).toBe(details.insuringName);
    expect(details).toMatchObject({ insuringPesel: null, insuringNip: expect.stringMatching(/^\d{10}$/), insuringRegon: expect.stringMatching(/^\d{9}$/) });
  });

  it('answers a home policy with the kind of place', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyOf('DA100234', eq(policies.productLine, 'HP'));
    const details = (await client.get(`/partner/rest/policies/details/${policy.policyNo}`)).json();
    expect(['Dom', 'Mieszkanie']).toContain(details.insuringPlaceKind);
    expect(details.carInfo).toBeNull();
  });

  it('leaves out payment details of a cash-paid policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policy = await policyOf('DA100234', and(eq(policies.kind, 'CONCLUDED'), eq(policies.paymentType, 'CASH'))!);
    const details = (await client.get(`/partner/rest/policies/details/${policy.policyNo}`)).json();
    expect(details).toMatchObject({ paymentType: 'CASH', bankAccount: null, tariffPrice: null, nextInstDueDate: null });
  });

  it('answers the latest servicing actions, newest first, at most SERVICING_HISTORY_LIMIT, in UTC', async () => {
    const policy = await policyOf('DA100234', and(eq(policies.kind, 'CONCLUDED'), eq(policies.productLine, 'HP'))!);
    const [agentDa] = await ctx.database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.login, 'agent.da'));
    // Two more than the limit, the last two at one moment: the later id is the newer.
    const actions = Array.from({ length: SERVICING_HISTORY_LIMIT + 2 }, (_, index) => ({
      policyId: policy.id,
      userId: agentDa!.id,
      action: 'CASE' as const,
      result: `Sprawa ${index + 1}`,
      detail: index === 0 ? 'Pierwsza' : null,
      createdAt: new Date(Date.UTC(2026, 0, 10, 8, Math.min(index, SERVICING_HISTORY_LIMIT), 0, 250)),
    }));
    await ctx.database.db.insert(servicingActions).values(actions);
    const client = await loginAs(ctx.app, 'agent.da');
    const { servicingHistory } = (await client.get(`/partner/rest/policies/details/${policy.policyNo}`)).json();
    expect(servicingHistory).toHaveLength(SERVICING_HISTORY_LIMIT);
    expect(servicingHistory.map((entry: { result: string }) => entry.result)).toEqual(
      Array.from({ length: SERVICING_HISTORY_LIMIT }, (_, index) => `Sprawa ${SERVICING_HISTORY_LIMIT + 2 - index}`),
    );
    expect(servicingHistory[0]).toEqual({ action: 'CASE', result: `Sprawa ${SERVICING_HISTORY_LIMIT + 2}`, detail: null, userName: agentDa!.name, createdAt: '2026-01-10T08:20:00.250Z' });
  });

  it("answers 404 for another agent's policy, exactly as for a number that does not exist", async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    const other = await policyOf('DA100234');
    const foreign = await client.get(`/partner/rest/policies/details/${other.policyNo}`);
    const missing = await client.get('/partner/rest/policies/details/9999999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.NOT_FOUND });
    expect(missing.json()).toEqual(foreign.json());
  });

  it('refuses a malformed number (400) and needs a session (401)', async () => {
    const client = await loginAs(ctx.app, 'agent.nn');
    expect((await client.get('/partner/rest/policies/details/..%2F..%2Fetc')).statusCode).toBe(400);
    const other = await policyOf('NN200871', ne(policies.kind, 'QUOTATION'));
    expect((await createClient(ctx.app).get(`/partner/rest/policies/details/${other.policyNo}`)).statusCode).toBe(401);
  });
});
