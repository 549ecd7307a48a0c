import type { TrackingAction } from '@panel/domain';
import { logClientError } from '../../lib/client-logger';
import { HttpError } from '../../lib/http';
import { commitTrackingConfiguration } from './api/commit-tracking-configuration';
import { applyTrackingConfiguration } from './apply-configuration';
import { recordCampaignVisit } from './campaign-history';

/** 001 §9: the optional completion callback runs this long after the answer, whether the call succeeded or not. */
export const COMPLETION_DELAY_MS = 500;

interface Visit {
  action: TrackingAction;
  /** The panel path, e.g. /cpmta/1100000044. */
  page: string;
  /** The query of the address: its campaign parameters join the history. */
  search: string;
}

/** Commits a page view or action (001 §4): applies the answer, or only logs the failure ('lds call failed:' + status). */
export async function commitTracking({ action, page, search }: Visit, done?: () => void): Promise<void> {
  try {
    const configuration = await commitTrackingConfiguration({ page, action, campaignHistory: recordCampaignVisit(search) });
    applyTrackingConfiguration(configuration, action);
  } catch (error) {
    logClientError(`lds call failed:${error instanceof HttpError ? error.status : 0}`);
  } finally {
    if (done) setTimeout(done, COMPLETION_DELAY_MS);
  }
}
