import { type TravelSearch, type OwnershipSearchResult } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/uks/policy/{number}/{vin}; no hit is a 404 the popup shows itself. */
export function searchPolicy({ policyNumber, vin }: TravelSearch, signal?: AbortSignal) {
  return request<OwnershipSearchResult>(`/partner/rest/uks/policy/${encodeURIComponent(policyNumber)}/${encodeURIComponent(vin)}`, {
    responseType: 'json',
    handledStatuses: [400, 404],
    loader: true,
    signal,
  });
}

export const searchPolicyQueryOptions = (criteria: TravelSearch | null) =>
  queryOptions({
    queryKey: ['uks', 'policy', criteria?.policyNumber, criteria?.vin],
    queryFn: ({ signal }) => searchPolicy(criteria!, signal),
    enabled: criteria !== null,
    retry: false,
  });

export function useSearchPolicy(criteria: TravelSearch | null) {
  return useQuery(searchPolicyQueryOptions(criteria));
}
