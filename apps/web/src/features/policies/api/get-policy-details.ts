import { type PolicyDetails } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/policies/details/{policyNo}; a number the agent does not hold is shown in the popup (404). */
export function getPolicyDetails(policyNo: string, signal?: AbortSignal) {
  return request<PolicyDetails>(`/partner/rest/policies/details/${encodeURIComponent(policyNo)}`, {
    responseType: 'json',
    handledStatuses: [404],
    signal,
  });
}

export const policyDetailsQueryOptions = (policyNo: string) =>
  queryOptions({ queryKey: ['policies', 'details', policyNo], queryFn: ({ signal }) => getPolicyDetails(policyNo, signal) });

export function usePolicyDetails(policyNo: string) {
  return useQuery(policyDetailsQueryOptions(policyNo));
}
