import type { TrackingCommit, TrackingConfiguration } from '@panel/domain';
import { request } from '../../../lib/http';

/** POST /ms-lds/commit: the configuration for the page; outside the global error box (lib/http.ts). */
export function commitTrackingConfiguration(body: TrackingCommit) {
  return request<TrackingConfiguration>('/ms-lds/commit', { method: 'POST', body, responseType: 'json' });
}
