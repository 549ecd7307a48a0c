import { and, eq, gte, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chartMonths, isoDateInPoland, messages } from '@panel/domain';
import { policies } from '../src/db/schema/index';
import { addPolicy, demoIds } from './dashboard-data';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.5 });

/** The expected counts, computed here from the rows rather than in SQL. */
async function expectedCounts(agentId: number, productLine: 'CP' | 'HP') {
  const today = isoDateInPoland(new Date());
  const months = chartMonths(today);
  const rows = await ctx.database.db
    .select({ policyDate: policies.policyDate, packageCode: policies.packageCode })
    .from(policies)
    .where(
      and(
        eq(policies.agentId, agentId),
        eq(policies.kind, 'CONCLUDED'),
        eq(policies.productLine, productLine),
        gte(policies.policyDate, `${months[0]}-01`),
        lte(policies.policyDate, today),
      ),
    );
  const count = (packageCode?: string) =>
    months.map((month) => rows.filter((row) => row.policyDate.startsWith(month) && (!packageCode || row.packageCode === packageCode)).length);
  return { months, oc: count('001'), ac: count('002'), all: count() };
}

describe('GET /partner/rest/cpChartPolicies', () => {
  it("counts the agent's concluded motor policies of the last 12 months: OC (001) and AC (002)", async () => {
    const { agentId } = await demoIds(ctx, 'agent.da');
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/cpChartPolicies');
    expect(response.statusCode).toBe(200);
    const expected = await expectedCounts(agentId, 'CP');
    expect(response.json()).toEqual({ months: expected.months, ocCounts: expected.oc, acCounts: expected.ac });
    expect(expected.oc.concat(expected.ac).reduce((a, b) => a + b)).toBeGreaterThan(0);
  });

  it('leaves out quotations, renewals, other product lines, older policies and other agents', async () => {
    const da = await demoIds(ctx, 'agent.da');
    const nn = await demoIds(ctx, 'agent.nn');
    const client = await loginAs(ctx.app, 'agent.da');
    const before = (await client.get('/partner/rest/cpChartPolicies')).json();
    const today = isoDateInPoland(new Date());
    await addPolicy(ctx, da.agentId, { productLine: 'CP', kind: 'QUOTATION', packageCode: '001', policyDate: today });
    await addPolicy(ctx, da.agentId, { productLine: 'CP', kind: 'RENEWAL', packageCode: '002', policyDate: today });
    await addPolicy(ctx, da.agentId, { productLine: 'HP', kind: 'CONCLUDED', packageCode: null, policyDate: today });
    await addPolicy(ctx, da.agentId, { productLine: 'CP', kind: 'CONCLUDED', packageCode: '001', policyDate: `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01` });
    await addPolicy(ctx, nn.agentId, { productLine: 'CP', kind: 'CONCLUDED', packageCode: '001', policyDate: today });
    expect((await client.get('/partner/rest/cpChartPolicies')).json()).toEqual(before);

    await addPolicy(ctx, da.agentId, { productLine: 'CP', kind: 'CONCLUDED', packageCode: '002', policyDate: today });
    const after = (await client.get('/partner/rest/cpChartPolicies')).json();
    expect(after.acCounts.at(-1)).toBe(before.acCounts.at(-1) + 1);
    expect(after.ocCounts).toEqual(before.ocCounts);
  });

  it('needs a session (401) and ROLE_AGENT_CP_ENABLED (403)', async () => {
    const anonymous = await createClient(ctx.app).get('/partner/rest/cpChartPolicies');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.UNAUTHORIZED_ERROR);
    const basic = await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/cpChartPolicies');
    expect(basic.statusCode).toBe(403);
    expect(basic.json().message).toBe(messages.FORBIDDEN_ERROR);
    expect((await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/cpChartPolicies')).statusCode).toBe(200);
  });
});

describe('GET /partner/rest/hpChartPolicies', () => {
  it("counts the agent's concluded home policies of the last 12 months, never another agent's", async () => {
    const da = await demoIds(ctx, 'agent.nn');
    const client = await loginAs(ctx.app, 'agent.nn');
    const response = await client.get('/partner/rest/hpChartPolicies');
    expect(response.statusCode).toBe(200);
    const expected = await expectedCounts(da.agentId, 'HP');
    expect(response.json()).toEqual({ months: expected.months, hpCounts: expected.all });

    const other = await demoIds(ctx, 'agent.da');
    await addPolicy(ctx, other.agentId, { productLine: 'HP', kind: 'CONCLUDED', packageCode: null, policyDate: isoDateInPoland(new Date()) });
    expect((await client.get('/partner/rest/hpChartPolicies')).json().hpCounts).toEqual(expected.all);
  });

  it('needs a session (401) and ROLE_AGENT_HP_ENABLED (403): the dealer sells motor only', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/hpChartPolicies')).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/hpChartPolicies')).statusCode).toBe(403);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/hpChartPolicies')).statusCode).toBe(403);
  });
});
