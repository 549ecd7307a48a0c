import { and, eq, inArray, lt } from 'drizzle-orm';
import type { BusinessRecord, CampaignEntry } from '@panel/domain';
import type { DbOrTx } from '../../db/client';
import { trackingBusinessProcesses, trackingBusinessRecords, trackingCommits, trackingRules } from '../../db/schema/index';

export type TrackingRule = typeof trackingRules.$inferSelect;

/** The rules of an action for any of the given pages ('*' and the page's path prefixes). */
export function findRules(db: DbOrTx, action: string, pages: string[]): Promise<TrackingRule[]> {
  return db
    .select()
    .from(trackingRules)
    .where(and(eq(trackingRules.action, action), inArray(trackingRules.page, pages)));
}

export async function insertCommit(
  db: DbOrTx,
  commit: { userId: number; agentId: number; page: string; action: string; ruleId: number | null; campaignHistory: CampaignEntry[] },
): Promise<void> {
  await db.insert(trackingCommits).values(commit);
}

/** Deletes the commits recorded before `before`; answers how many went. */
export async function deleteCommitsBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db.delete(trackingCommits).where(lt(trackingCommits.at, before)).returning({ id: trackingCommits.id });
  return deleted.length;
}

export async function processExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: trackingBusinessProcesses.id }).from(trackingBusinessProcesses).where(eq(trackingBusinessProcesses.id, id));
  return row !== undefined;
}

export async function insertBusinessRecord(
  db: DbOrTx,
  record: BusinessRecord & { processId: string; agentId: number; userId: number },
): Promise<void> {
  await db.insert(trackingBusinessRecords).values({
    processId: record.processId,
    agentId: record.agentId,
    userId: record.userId,
    startDate: new Date(record.startDate),
    durationMs: record.duration,
    success: record.success,
  });
}
