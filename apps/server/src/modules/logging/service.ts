import { messages, type actionLogSchema, type clientLogSchema, type z } from '@panel/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { SessionUser } from '../auth/service';
import * as repo from './repository';

/** A broken page must not flood the database: at most this many entries per minute. */
export const logLimits = { clientLogsPerAddressPerMinute: 30, actionsPerUserPerMinute: 120 };

const minuteAgo = (now: Date) => new Date(now.getTime() - 60_000);

export async function saveClientLog(
  db: Db,
  entry: z.output<typeof clientLogSchema>,
  address: string,
  user: SessionUser | null,
  now = new Date(),
) {
  if ((await repo.countClientLogsSince(db, address, minuteAgo(now))) >= logLimits.clientLogsPerAddressPerMinute) {
    throw new HttpError(429, messages.TOO_MANY_REQUESTS);
  }
  await repo.insertClientLog(db, { ...entry, address, userId: user?.userId ?? null, at: now });
}

export async function saveAction(db: Db, entry: z.output<typeof actionLogSchema>, user: SessionUser, now = new Date()) {
  if ((await repo.countActionLogsSince(db, user.userId, minuteAgo(now))) >= logLimits.actionsPerUserPerMinute) {
    throw new HttpError(429, messages.TOO_MANY_REQUESTS);
  }
  await repo.insertActionLog(db, { ...entry, userId: user.userId, at: now });
}
