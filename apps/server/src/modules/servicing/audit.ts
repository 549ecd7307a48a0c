import { SERVICING_HISTORY_LIMIT, type ServicingActionKind, type ServicingHistoryEntry } from '@panel/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { servicingActions, users } from '../../db/schema/index';

export interface ServicingEntry {
  policyId: number;
  userId: number;
  action: ServicingActionKind;
  /** A short Polish text, e.g. 'Umowa rozwiązana z dniem 2026-12-31'. */
  result: string;
  detail?: string | null;
}

/** Records a servicing action; call it inside the transaction that makes the change, so both land or neither. */
export async function recordServicingAction(tx: DbOrTx, entry: ServicingEntry): Promise<void> {
  await tx.insert(servicingActions).values({ ...entry, detail: entry.detail ?? null });
}

/** The latest actions on one policy, newest first. The caller has already checked the policy is the agent's. */
export async function servicingHistory(db: DbOrTx, policyId: number): Promise<ServicingHistoryEntry[]> {
  const rows = await db
    .select({
      action: servicingActions.action,
      result: servicingActions.result,
      detail: servicingActions.detail,
      userName: users.name,
      createdAt: servicingActions.createdAt,
    })
    .from(servicingActions)
    .innerJoin(users, eq(users.id, servicingActions.userId))
    .where(eq(servicingActions.policyId, policyId))
    .orderBy(desc(servicingActions.createdAt), desc(servicingActions.id))
    .limit(SERVICING_HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
