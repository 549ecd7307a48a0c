import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actionLogs, clientLogs } from '../../db/schema/index';

export async function countClientLogsSince(db: DbOrTx, address: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(clientLogs)
    .where(and(eq(clientLogs.address, address), gt(clientLogs.at, since)));
  return row?.n ?? 0;
}

export async function insertClientLog(db: DbOrTx, values: typeof clientLogs.$inferInsert) {
  await db.insert(clientLogs).values(values);
}

export async function countActionLogsSince(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(actionLogs)
    .where(and(eq(actionLogs.userId, userId), gt(actionLogs.at, since)));
  return row?.n ?? 0;
}

export async function insertActionLog(db: DbOrTx, values: typeof actionLogs.$inferInsert) {
  await db.insert(actionLogs).values(values);
}

/** Deletes the client log entries recorded before `before`; answers how many went. */
export async function deleteClientLogsBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db.delete(clientLogs).where(lt(clientLogs.at, before)).returning({ id: clientLogs.id });
  return deleted.length;
}

/** Deletes the actions recorded before `before`; answers how many went. */
export async function deleteActionLogsBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db.delete(actionLogs).where(lt(actionLogs.at, before)).returning({ id: actionLogs.id });
  return deleted.length;
}
