import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDateInPoland, messages, type CalculatorLink } from '@panel/domain';
import { calculatorLinks, panelSettings, policies } from '../src/db/schema/index';
import { addPolicy, demoIds } from './dashboard-data';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp();
const DAY_MS = 86_400_000;

describe('GET /partner/rest/calculators', () => {
  it("lists the calculators the user's roles allow, in display order", async () => {
    const all = ((await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/calculators')).json() as CalculatorLink[]).map((c) => c.code);
    expect(all).toEqual(['CP', 'CP_RENEW', 'HP', 'SM', 'SM_OC', 'FLEET', 'NNW_SCHOOL', 'NNW_GROUP', 'FARM']);
    const typical = ((await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/calculators')).json() as CalculatorLink[]).map((c) => c.code);
    expect(typical).toEqual(['CP', 'CP_RENEW', 'HP', 'SM', 'SM_OC', 'NNW_SCHOOL', 'NNW_GROUP', 'FARM']);
    const dealer = ((await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/calculators')).json() as CalculatorLink[]).map((c) => c.code);
    expect(dealer).toEqual(['CP', 'CP_RENEW', 'NNW_SCHOOL']);
    const basic = ((await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/calculators')).json() as CalculatorLink[]).map((c) => c.code);
    expect(basic).toEqual(['NNW_SCHOOL']);
  });

  it('answers the configured label and address', async () => {
    const [row] = await ctx.database.db.select().from(calculatorLinks).where(eq(calculatorLinks.code, 'HP'));
    const body: CalculatorLink[] = (await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/calculators')).json();
    expect(body.find((c) => c.code === 'HP')).toEqual({ code: 'HP', label: row!.label, url: row!.url });
  });

  it('needs a session (401)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/calculators')).statusCode).toBe(401);
  });
});

describe('GET /partner/rest/quotations/hhCalculationExpiryDate', () => {
  it("answers the earliest expiry of the agent's still-valid home quotations", async () => {
    const { agentId } = await demoIds(ctx, 'agent.nn');
    const now = Date.now();
    await addPolicy(ctx, agentId, { productLine: 'HP', kind: 'QUOTATION', offerValidTill: new Date(now + 3 * DAY_MS) });
    await addPolicy(ctx, agentId, { productLine: 'HP', kind: 'QUOTATION', offerValidTill: new Date(now - DAY_MS) });
    await addPolicy(ctx, agentId, { productLine: 'CP', kind: 'QUOTATION', offerValidTill: new Date(now + DAY_MS) });
    const [earliest] = await ctx.database.db
      .select({ validTill: policies.offerValidTill })
      .from(policies)
      .where(and(eq(policies.agentId, agentId), eq(policies.kind, 'QUOTATION'), eq(policies.productLine, 'HP'), gt(policies.offerValidTill, new Date(now))))
      .orderBy(policies.offerValidTill)
      .limit(1);
    const response = await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/quotations/hhCalculationExpiryDate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ date: isoDateInPoland(earliest!.validTill!) });
    expect(earliest!.validTill!.getTime()).toBeLessThanOrEqual(now + 3 * DAY_MS);
  });

  it("answers null when no home calculation is valid, whatever other agents have", async () => {
    const { agentId } = await demoIds(ctx, 'agent.da');
    await ctx.database.db
      .update(policies)
      .set({ offerValidTill: new Date(Date.now() - DAY_MS) })
      .where(and(eq(policies.agentId, agentId), eq(policies.kind, 'QUOTATION'), eq(policies.productLine, 'HP')));
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/quotations/hhCalculationExpiryDate');
    expect(response.json()).toEqual({ date: null });
  });

  it('needs a session (401) and ROLE_AGENT_HP_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/quotations/hhCalculationExpiryDate')).statusCode).toBe(401);
    const dealer = await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/quotations/hhCalculationExpiryDate');
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().message).toBe(messages.FORBIDDEN_ERROR);
  });
});

describe('GET /partner/rest/quotations/newMotorReleaseDate', () => {
  it('answers the configured date', async () => {
    const [setting] = await ctx.database.db.select().from(panelSettings).where(eq(panelSettings.key, 'NEW_MOTOR_RELEASE_DATE'));
    const response = await (await loginAs(ctx.app, 'dealer.ncd')).get('/partner/rest/quotations/newMotorReleaseDate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ date: setting!.value });
  });

  it('answers null when the setting is missing or not a date', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    await ctx.database.db.update(panelSettings).set({ value: '2026-02-30' }).where(eq(panelSettings.key, 'NEW_MOTOR_RELEASE_DATE'));
    expect((await client.get('/partner/rest/quotations/newMotorReleaseDate')).json()).toEqual({ date: null });
    await ctx.database.db.delete(panelSettings).where(eq(panelSettings.key, 'NEW_MOTOR_RELEASE_DATE'));
    expect((await client.get('/partner/rest/quotations/newMotorReleaseDate')).json()).toEqual({ date: null });
  });

  it('needs a session (401) and ROLE_AGENT_CP_ENABLED (403)', async () => {
    expect((await createClient(ctx.app).get('/partner/rest/quotations/newMotorReleaseDate')).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/quotations/newMotorReleaseDate')).statusCode).toBe(403);
  });
});
