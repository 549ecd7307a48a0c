import { messages, REMINDERS_MAX_COUNT, type Reminder, type ReminderPayload, type ReminderUpdate } from '@panel/domain';
import type { Db } from '../../db/client';
import { lockCountedRecords } from '../../db/count-lock';
import { fieldError, HttpError, notFound } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

const toReminder = (row: repo.ReminderRow): Reminder => ({
  id: row.id,
  message: row.message,
  reminderDate: row.reminderDate.toISOString(),
});

export async function listReminders(db: Db, user: SessionUser): Promise<Reminder[]> {
  return (await repo.listReminders(db, user.userId, REMINDERS_MAX_COUNT)).map(toReminder);
}

/**
 * Creates a reminder, at most REMINDERS_MAX_COUNT per user: the count and the insert run under the lock on the user's
 * reminders, so parallel calls cannot pass the limit together. With an idempotency key, a repeated call (a double
 * click, a retry after a lost answer) gets the reminder the first call created; the same key with other data is refused.
 */
export async function createReminder(
  db: Db,
  user: SessionUser,
  payload: ReminderPayload,
  idempotencyKey: string | undefined,
): Promise<Reminder> {
  const reminderDate = new Date(payload.reminderDate);
  const once = idempotency({
    key: idempotencyKey,
    payload: [payload.message, reminderDate.toISOString()],
    find: (tx, k) => repo.findByIdempotencyKey(tx, user.userId, k),
    storedHash: (row) => row.idempotencyHash,
    answer: toReminder,
    reusedStatus: 422,
  });
  return db.transaction(async (tx) => {
    await lockCountedRecords(tx, 'reminders', user.userId);
    const earlier = await once.replay(tx);
    if (earlier) return earlier;
    if ((await repo.countReminders(tx, user.userId)) >= REMINDERS_MAX_COUNT) {
      throw new HttpError(409, messages.REMINDERS_LIMIT);
    }
    const created = await repo.insertReminder(tx, {
      userId: user.userId,
      message: payload.message,
      reminderDate,
      ...once.stored,
    });
    return toReminder(created);
  });
}

export async function updateReminder(db: Db, user: SessionUser, id: number, payload: ReminderUpdate): Promise<Reminder> {
  if (payload.id !== undefined && payload.id !== id) {
    throw fieldError('id', messages.REMINDER_ID_MISMATCH);
  }
  const updated = await repo.updateReminder(db, user.userId, id, {
    message: payload.message,
    reminderDate: new Date(payload.reminderDate),
  });
  if (!updated) throw notFound();
  return toReminder(updated);
}

export async function deleteReminder(db: Db, user: SessionUser, id: number): Promise<void> {
  if (!(await repo.deleteReminder(db, user.userId, id))) throw notFound();
}
