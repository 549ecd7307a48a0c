import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { housekeepingRuns } from '../../db/schema/index';

export async function recordRun(db: Db, job: string, period: Date, finishedAt: Date) {
  await db
    .insert(housekeepingRuns)
    .values({ job, period, finishedAt })
    .onConflictDoUpdate({ target: housekeepingRuns.job, set: { period: sql`excluded.period`, finishedAt: sql`excluded.finished_at` } });
}

export function lastRuns(db: Db) {
  return db.select().from(housekeepingRuns).orderBy(asc(housekeepingRuns.job));
}
