import { SERVICING_HISTORY_LIMIT, type ServicingActionKind, type ServicingHistoryEntry } from '@panel/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { servicingActions, users } from '../db/schema/index';

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

const historyStatement = prepared((db) =>
  db
    .select({
      action: servicingActions.action,
      result: servicingActions.result,
      detail: servicingActions.detail,
      userName: users.name,
      createdAt: servicingActions.createdAt,
    })
    .from(servicingActions)
    .innerJoin(users, eq(users.id, servicingActions.userId))
    .where(eq(servicingActions.policyId, sql.placeholder('policyId')))
    .orderBy(desc(servicingActions.createdAt), desc(servicingActions.id))
    .limit(SERVICING_HISTORY_LIMIT)
    .prepare('servicing_history'),
);

/** The latest actions on one policy, newest first. The caller has already checked the policy is the agent's. */
export async function servicingHistory(db: Db, policyId: number): Promise<ServicingHistoryEntry[]> {
  const rows = await historyStatement(db).execute({ policyId });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
