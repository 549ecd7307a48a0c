import { type UdpConfig } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/**
 * GET /partner/rest/udp/config (000 §3): is the contact data popup on. A failure only leaves the popup out; an ended session
 * is left to the calls of the screen, so this check never reloads the page.
 */
export function getUdpConfig(signal?: AbortSignal) {
  return request<UdpConfig>('/partner/rest/udp/config', { responseType: 'json', signal, handledStatuses: [401, 403, 404, 500, 502, 503] });
}

export const udpConfigQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'udp', 'config'], queryFn: ({ signal }) => getUdpConfig(signal), staleTime: Infinity, retry: false });

export function useUdpConfig() {
  return useQuery(udpConfigQueryOptions());
}
