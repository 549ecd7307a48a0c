import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reminders } from '../../db/schema/index';

const columns = { id: reminders.id, message: reminders.message, reminderDate: reminders.reminderDate };

export type ReminderRow = { id: number; message: string; reminderDate: Date };

export function listReminders(db: DbOrTx, userId: number, limit: number): Promise<ReminderRow[]> {
  return db
    .select(columns)
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.reminderDate), asc(reminders.id))
    .limit(limit);
}

export async function countReminders(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reminders).where(eq(reminders.userId, userId));
  return row?.n ?? 0;
}

export async function findByIdempotencyKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ ...columns, idempotencyHash: reminders.idempotencyHash })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.idempotencyKey, key)));
  return row;
}

export async function insertReminder(
  db: DbOrTx,
  values: { userId: number; message: string; reminderDate: Date; idempotencyKey: string | null; idempotencyHash: string | null },
): Promise<ReminderRow> {
  const [row] = await db.insert(reminders).values(values).returning(columns);
  return row!;
}

export async function updateReminder(
  db: DbOrTx,
  userId: number,
  id: number,
  values: { message: string; reminderDate: Date },
): Promise<ReminderRow | undefined> {
  const [row] = await db
    .update(reminders)
    .set(values)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning(columns);
  return row;
}

export async function deleteReminder(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return deleted.length > 0;
}
