import { type PoliciesSearchQuery, type PoliciesSearchResponse } from '@panel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { queryString } from './query-string';

/** Refusals the search form shows itself: bad input at the fields, a type the roles do not allow. */
export const SEARCH_REFUSALS = [400, 403];

/** GET /partner/rest/policies/search: the search model of 000 §3 with paging. */
export function searchPolicies(query: PoliciesSearchQuery, signal?: AbortSignal) {
  return request<PoliciesSearchResponse>(`/partner/rest/policies/search?${queryString({ ...query })}`, {
    responseType: 'json',
    handledStatuses: SEARCH_REFUSALS,
    signal,
  });
}

export const searchPoliciesQueryOptions = (query: PoliciesSearchQuery) =>
  queryOptions({ queryKey: ['policies', 'search', query], queryFn: ({ signal }) => searchPolicies(query, signal) });

/** Runs once a valid search has been submitted (`query` is null before). */
export function useSearchPolicies(query: PoliciesSearchQuery | null) {
  return useQuery({
    ...searchPoliciesQueryOptions(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
