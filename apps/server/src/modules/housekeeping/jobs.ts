import type { Db } from '../../db/client';
import { purgeExpiredSessions, purgeOldLoginFailures } from '../auth/service';
import { purgeOldActionLogs, purgeOldClientLogs } from '../logging/service';
import { applyDueTerminations } from '../resignation/service';
import { purgeAbandonedRewrites } from '../renewal/service';
import { purgeOldTrackingCommits } from '../tracking/service';
import { purgeOrphanUploads } from '../uploads/service';

export interface HousekeepingJob {
  name: string;
  run(db: Db, now: Date): Promise<unknown>;
}

/** What one instance does once an hour for all of them (decision 129); each job is idempotent. */
export const housekeepingJobs: HousekeepingJob[] = [
  { name: 'purge-expired-sessions', run: purgeExpiredSessions },
  { name: 'purge-orphan-uploads', run: purgeOrphanUploads },
  { name: 'purge-abandoned-rewrites', run: purgeAbandonedRewrites },
  { name: 'purge-old-tracking-commits', run: purgeOldTrackingCommits },
  { name: 'purge-old-client-logs', run: purgeOldClientLogs },
  { name: 'purge-old-action-logs', run: purgeOldActionLogs },
  { name: 'purge-old-login-failures', run: purgeOldLoginFailures },
  // Also ends, at the first run after a start, the policies whose termination day came while no server was running.
  { name: 'apply-due-terminations', run: applyDueTerminations },
];
