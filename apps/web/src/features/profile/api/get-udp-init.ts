import { type UdpInit } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/**
 * GET /partner/rest/udp/init (000 §7): has the agent confirmed the contact data. A failure only leaves the popup out; an ended session
 * is left to the calls of the screen, so this check never reloads the page.
 */
export function getUdpInit(signal?: AbortSignal) {
  return request<UdpInit>('/partner/rest/udp/init', { responseType: 'json', signal, handledStatuses: [401, 403, 404, 500, 502, 503] });
}

export const udpInitQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'udp', 'init'], queryFn: ({ signal }) => getUdpInit(signal), staleTime: Infinity, retry: false });

export function useUdpInit(enabled: boolean) {
  return useQuery({ ...udpInitQueryOptions(), enabled });
}
