import { SERVICING_HISTORY_LIMIT, type ServicingActionKind, type ServicingHistoryEntry } from '@panel/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
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

/**
 * The latest actions on the policy whose id is `policyId` (a column of the enclosing query), newest first, as one JSON
 * array: the policy's details read it in the same statement as the policy. Timestamps come as JSON text.
 */
export function recentServicingActions(policyId: AnyPgColumn) {
  return sql<ServicingHistoryEntry[]>`(
    select coalesce(json_agg(json_build_object(
      'action', recent.action, 'result', recent.result, 'detail', recent.detail, 'userName', recent.user_name, 'createdAt', recent.created_at
    ) order by recent.created_at desc, recent.id desc), '[]'::json)
    from (
      select ${servicingActions.id} as id, ${servicingActions.action} as action, ${servicingActions.result} as result,
        ${servicingActions.detail} as detail, ${users.name} as user_name, ${servicingActions.createdAt} as created_at
      from ${servicingActions} inner join ${users} on ${users.id} = ${servicingActions.userId}
      where ${servicingActions.policyId} = ${policyId}
      order by ${servicingActions.createdAt} desc, ${servicingActions.id} desc
      limit ${sql.raw(String(SERVICING_HISTORY_LIMIT))}
    ) recent
  )`;
}

/** The history as the details answer it: each time in ISO 8601 UTC, as every other time of the API. */
export function servicingHistory(recent: ServicingHistoryEntry[]): ServicingHistoryEntry[] {
  return recent.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt).toISOString() }));
}
