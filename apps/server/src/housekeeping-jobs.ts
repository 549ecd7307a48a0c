import { purgeExpiredSessions, purgeOldLoginFailures } from './modules/auth/service';
import type { HousekeepingJob } from './modules/housekeeping/scheduler';
import { purgeOldActionLogs, purgeOldClientLogs } from './modules/logging/service';
import { applyDueTerminations } from './modules/resignation/service';
import { purgeAbandonedRewrites } from './modules/renewal/service';
import { purgeOldTrackingCommits } from './modules/tracking/service';
import { purgeOrphanUploads } from './modules/uploads/service';

/** What one instance does once an hour for all of them (decision 129); each job is idempotent and its module's own. */
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
