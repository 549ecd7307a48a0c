import type { TrackingAction } from '@panel/domain';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { logClientError } from './client-logger';

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
