import type { TwoFactorSetup } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/**
 * POST /partner/rest/user/two-factor/setup: the secret waiting for its first code. The server answers the same secret
 * until it is confirmed, so the dialog reads it like data, once per opening (gcTime 0: the secret is not kept).
 */
export function startTwoFactorSetup() {
  return request<TwoFactorSetup>('/partner/rest/user/two-factor/setup', {
    method: 'POST',
    responseType: 'json',
    handledStatuses: [409, 500, 502, 503],
  });
}

export const twoFactorSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'two-factor-setup'],
    queryFn: startTwoFactorSetup,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useTwoFactorSetup() {
  return useQuery(twoFactorSetupQueryOptions());
}
