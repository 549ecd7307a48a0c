import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountsResponseSchema, messages, type Discount } from '@panel/domain';
import { discounts } from '../src/db/schema/index';
import { demoIds } from './dashboard-data';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp();

describe('GET /partner/rest/discounts', () => {
  it("answers exactly the agent's own discounts, by type, product line, renewal flag and package", async () => {
    const { agentId } = await demoIds(ctx, 'agent.da');
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/discounts');
    expect(response.statusCode).toBe(200);
    const body: Discount[] = discountsResponseSchema.parse(response.json());
    const stored = await ctx.database.db.select().from(discounts).where(eq(discounts.agentId, agentId));
    expect(body.map((d) => d.id).sort()).toEqual(stored.map((d) => d.id).sort());
    const keys = body.map((d) => `${d.type}|${d.productLineId}|${Number(d.renewal)}|${d.packageCode ?? ''}`);
    expect(keys).toEqual([...keys].sort());
    const row = stored.find((d) => d.id === body[0]!.id)!;
    expect(body[0]).toEqual({
      id: row.id,
      productLineId: row.productLineId,
      renewal: row.renewal === 1,
      packageCode: row.packageCode,
      type: row.type,
      numberAssigned: row.numberAssigned,
      amountLeft: row.amountLeft,
      amountTotal: row.amountTotal,
      discountExpiryDate: row.discountExpiryDate,
    });
  });

  it('gives motor discounts their package: 001 OC or 002 OC AC; others none', async () => {
    const body: Discount[] = (await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/discounts')).json();
    expect(body.filter((d) => d.productLineId === 'CP').map((d) => d.packageCode).sort()).toEqual(['001', '002']);
    for (const d of body.filter((d) => d.productLineId !== 'CP')) expect(d.packageCode).toBeNull();
    expect(new Set(body.map((d) => d.type))).toEqual(new Set(['AMT', 'PCT']));
  });

  it("never shows another agent's discounts", async () => {
    const nn = await demoIds(ctx, 'agent.nn');
    const [added] = await ctx.database.db
      .insert(discounts)
      .values({ agentId: nn.agentId, productLineId: 'HP', renewal: 0, packageCode: null, type: 'AMT', numberAssigned: 1, amountTotal: 100, amountLeft: 50, discountExpiryDate: '2027-01-01' })
      .returning();
    const ids = ((await (await loginAs(ctx.app, 'agent.da')).get('/partner/rest/discounts')).json() as Discount[]).map((d) => d.id);
    expect(ids).not.toContain(added!.id);
    const own = ((await (await loginAs(ctx.app, 'agent.nn')).get('/partner/rest/discounts')).json() as Discount[]).map((d) => d.id);
    expect(own).toContain(added!.id);
  });

  it('answers an empty list for an agent without discounts', async () => {
    const { agentId } = await demoIds(ctx, 'agent.basic');
    await ctx.database.db.delete(discounts).where(eq(discounts.agentId, agentId));
    const response = await (await loginAs(ctx.app, 'agent.basic')).get('/partner/rest/discounts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('needs a session (401)', async () => {
    const response = await createClient(ctx.app).get('/partner/rest/discounts');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.UNAUTHORIZED_ERROR);
  });
});
