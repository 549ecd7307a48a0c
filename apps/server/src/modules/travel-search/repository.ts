import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { policies, vehicles } from '../../db/schema/index';

/** The agent's concluded motor policy of the vehicle with these plates, the active and latest first. */
export async function findPolicyByPlates(db: DbOrTx, agentId: number, regNo: string) {
  const [row] = await db
    .select({ policyNo: policies.policyNo, vin: vehicles.vin })
    .from(policies)
    .innerJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(policies.agentId, agentId), eq(policies.kind, 'CONCLUDED'), eq(vehicles.regNo, regNo), isNotNull(policies.vehicleId)))
    .orderBy(desc(eq(policies.status, 'ACTIVE')), desc(policies.startDate))
    .limit(1);
  return row;
}
