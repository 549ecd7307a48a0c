import { DAY_MS, type BusinessProcess, type BusinessRecord, type TrackingAction } from '@panel/domain';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from './router';
import { logClientError } from './client-logger';
import { request } from './http';

// Runs on every page: the commit and what it sets off load on first use, after the page is shown (decision 100).
function commit(action: TrackingAction, page: string, search: string, done?: () => void): void {
  import('../features/tracking/commit-tracking')
    .then(({ commitTracking }) => commitTracking({ action, page, search }, done))
    .catch(logClientError);
}

/** Reports an action of the action service to the tracking configuration service; `done` runs 500 ms after the answer. */
export function trackAction(action: Exclude<TrackingAction, 'PAGE_VIEW'>, done?: () => void): void {
  commit(action, window.location.pathname, window.location.search, done);
}

/** Reports a page view on every change of the path (not of the query: a popup opened by `?init=` is no new page). */
export function useTrackPageViews(): void {
  const { pathname, search } = useLocation();
  const trackPageView = useEffectEvent(() => commit('PAGE_VIEW', pathname, search));
  useEffect(() => trackPageView(), [pathname]);
}

const MAX_BUSINESS_DURATION_MS = DAY_MS;
const businessStarts = new Map<BusinessProcess, Date>();

/** Marks where a run of a business process starts: when its dialog or page is shown (`shown`). */
export function useBusinessStart(process: BusinessProcess, shown = true): void {
  useEffect(() => {
    if (shown) businessStarts.set(process, new Date());
  }, [process, shown]);
}

/**
 * Records how a run of a business process ended (001 §7 POST /ms-lds/business/{id}): its start, how long it took and
 * whether it succeeded. A success ends the run; after a failure the agent may try again within the same run. A failed
 * call is only logged.
 */
export function recordBusiness(process: BusinessProcess, success: boolean): void {
  const startedAt = businessStarts.get(process) ?? new Date();
  if (success) businessStarts.delete(process);
  const body: BusinessRecord = {
    startDate: startedAt.toISOString(),
    duration: Math.min(Math.max(Date.now() - startedAt.getTime(), 0), MAX_BUSINESS_DURATION_MS),
    success,
  };
  request(`/ms-lds/business/${process}`, { method: 'POST', body }).catch(logClientError);
}
