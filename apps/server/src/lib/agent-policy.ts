import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { policies } from '../db/schema/index';

/**
 * The id of the agent's policy with this number, for a record that names a policy (a case, a complaint); another
 * agent's policy is simply not found.
 */
export async function findAgentPolicyId(db: DbOrTx, agentId: number, policyNo: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.agentId, agentId), eq(policies.policyNo, policyNo)));
  return row?.id;
}
