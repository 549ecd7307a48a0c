import type { TwoFactorStatus } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/user/two-factor: on or off, and the recovery codes left (decision 125). */
export function getTwoFactorStatus(signal?: AbortSignal) {
  return request<TwoFactorStatus>('/partner/rest/user/two-factor', { responseType: 'json', signal, handledStatuses: [500, 502, 503] });
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'two-factor'],
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    retry: false,
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
