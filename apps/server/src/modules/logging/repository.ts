import { and, count, eq, gt } from 'drizzle-orm';
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
