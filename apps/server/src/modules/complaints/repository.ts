import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { complaints, complaintTypes } from '../../db/schema/index';

export function listComplaintTypes(db: DbOrTx) {
  return db.select().from(complaintTypes).orderBy(complaintTypes.sortNo);
}

export async function findComplaintType(db: DbOrTx, code: string) {
  const [row] = await db.select().from(complaintTypes).where(eq(complaintTypes.code, code));
  return row;
}

const saved = { id: complaints.id, createdAt: complaints.createdAt, idempotencyHash: complaints.idempotencyHash };

/** Inserts the complaint; a row already holding the same key (a concurrent retry) wins and nothing is returned. */
export async function insertComplaint(db: DbOrTx, values: typeof complaints.$inferInsert) {
  const [row] = await db.insert(complaints).values(values).onConflictDoNothing().returning(saved);
  return row;
}

export async function findComplaintByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select(saved)
    .from(complaints)
    .where(and(eq(complaints.userId, userId), eq(complaints.idempotencyKey, key)));
  return row;
}
