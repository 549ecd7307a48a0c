import { type PolicyListQuery, type PolicyListResponse } from '@panel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { queryString } from './query-string';

/** GET /partner/rest/policies/list: one page of one list, filtered and sorted by the server. */
export function getPolicyList(query: PolicyListQuery, signal?: AbortSignal) {
  return request<PolicyListResponse>(`/partner/rest/policies/list?${queryString({ ...query })}`, { responseType: 'json', signal });
}

export const policyListQueryOptions = (query: PolicyListQuery) =>
  queryOptions({ queryKey: ['policies', 'list', query], queryFn: ({ signal }) => getPolicyList(query, signal) });

/** The page shown stays on screen while the next one loads. */
export function usePolicyList(query: PolicyListQuery) {
  return useQuery({ ...policyListQueryOptions(query), placeholderData: keepPreviousData });
}
