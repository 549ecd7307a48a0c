import { eq } from 'drizzle-orm';
import { policies, users } from '../src/db/schema/index';
import type { TestContext } from './helper';

/** Ids of a demo account's agent and user. */
export async function demoIds(ctx: TestContext, login: string) {
  const [row] = await ctx.database.db
    .select({ agentId: users.agentId, userId: users.id })
    .from(users)
    .where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row;
}

let sequence = 0;

/** A copy of one of the agent's policies with other values: a policy the test knows the numbers of. */
export async function addPolicy(ctx: TestContext, agentId: number, values: Partial<typeof policies.$inferInsert>) {
  const [source] = await ctx.database.db.select().from(policies).where(eq(policies.agentId, agentId)).limit(1);
  if (!source) throw new Error(`agent ${agentId} has no policy to copy`);
  const { id: _id, createdAt: _createdAt, ...copy } = source;
  sequence += 1;
  const [inserted] = await ctx.database.db
    .insert(policies)
    .values({ ...copy, policyNo: `9${agentId}${String(sequence).padStart(8, '0')}`, ...values })
    .returning();
  return inserted!;
}
