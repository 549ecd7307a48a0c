import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agents, handoffTokenUses, userFeatures, users } from '../../db/schema/index';

/** What a hand-off token says of its user: the name and the agency (and nothing more of the user's data). */
export async function findTokenClaims(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ name: users.name, custCode: agents.custCode, agentType: agents.agentType, rauNo: agents.rauNo })
    .from(users)
    .innerJoin(agents, eq(agents.id, users.agentId))
    .where(eq(users.id, userId));
  return row;
}

export async function hasFeature(db: DbOrTx, userId: number, feature: string) {
  const [row] = await db
    .select({ feature: userFeatures.feature })
    .from(userFeatures)
    .where(and(eq(userFeatures.userId, userId), eq(userFeatures.feature, feature)));
  return row !== undefined;
}

/** Records the token's first use; false when it was used before. */
export async function useToken(db: DbOrTx, jti: string, audience: string, expiresAt: Date) {
  const rows = await db.insert(handoffTokenUses).values({ jti, audience, expiresAt }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/** Used tokens past their expiry can no longer be replayed anyway. */
export async function forgetExpired(db: DbOrTx, now: Date) {
  await db.delete(handoffTokenUses).where(lt(handoffTokenUses.expiresAt, now));
}
