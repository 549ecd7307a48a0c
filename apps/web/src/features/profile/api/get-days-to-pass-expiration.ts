import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/user/daysToPassExpiration: whole days left (decision 120). A failure is shown as '-'. */
export function getDaysToPassExpiration(signal?: AbortSignal) {
  return request<number>('/partner/rest/user/daysToPassExpiration', {
    responseType: 'json',
    signal,
    handledStatuses: [403, 404, 500, 502, 503],
  });
}

export const daysToPassExpirationQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'days-to-pass-expiration'],
    queryFn: ({ signal }) => getDaysToPassExpiration(signal),
    retry: false,
  });

export function useDaysToPassExpiration() {
  return useQuery(daysToPassExpirationQueryOptions());
}
