import { DAY_MS, messages, type actionLogSchema, type clientLogSchema, type z } from '@panel/domain';
import type { Db } from '../../db/client';
import { lockCountedRecords } from '../../db/count-lock';
import { HttpError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

/** A broken page must not flood the database: at most this many entries per minute, counted under a lock. */
export const logLimits = { clientLogsPerAddressPerMinute: 30, actionsPerUserPerMinute: 120 };

const minuteAgo = (now: Date) => new Date(now.getTime() - 60_000);

export async function saveClientLog(
  db: Db,
  entry: z.output<typeof clientLogSchema>,
  address: string,
  user: SessionUser | null,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockCountedRecords(tx, 'client-logs', address);
    if ((await repo.countClientLogsSince(tx, address, minuteAgo(now))) >= logLimits.clientLogsPerAddressPerMinute) {
      throw new HttpError(429, messages.TOO_MANY_REQUESTS);
    }
    await repo.insertClientLog(tx, { ...entry, address, userId: user?.userId ?? null, at: now });
  });
}

export async function saveAction(db: Db, entry: z.output<typeof actionLogSchema>, user: SessionUser, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockCountedRecords(tx, 'action-logs', user.userId);
    if ((await repo.countActionLogsSince(tx, user.userId, minuteAgo(now))) >= logLimits.actionsPerUserPerMinute) {
      throw new HttpError(429, messages.TOO_MANY_REQUESTS);
    }
    await repo.insertActionLog(tx, { ...entry, userId: user.userId, at: now });
  });
}

/** Browser errors matter while the release that caused them is investigated: a quarter (decision 118). */
export const CLIENT_LOG_RETENTION_MS = 90 * DAY_MS;
/** The use of the panel's functions is compared year on year, then it is of no use (decision 118). */
export const ACTION_LOG_RETENTION_MS = 365 * DAY_MS;

export function purgeOldClientLogs(db: Db, now = new Date()): Promise<number> {
  return repo.deleteClientLogsBefore(db, new Date(now.getTime() - CLIENT_LOG_RETENTION_MS));
}

export function purgeOldActionLogs(db: Db, now = new Date()): Promise<number> {
  return repo.deleteActionLogsBefore(db, new Date(now.getTime() - ACTION_LOG_RETENTION_MS));
}
