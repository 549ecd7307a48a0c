import { QUICK_SEARCH_MIN_LENGTH, type QuickSearchResponse } from '@panel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/policies/quick-search: the header search box. */
export function quickSearch(q: string, signal?: AbortSignal) {
  return request<QuickSearchResponse>(`/partner/rest/policies/quick-search?${new URLSearchParams({ q }).toString()}`, {
    responseType: 'json',
    signal,
  });
}

export const quickSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['policies', 'quick-search', q], queryFn: ({ signal }) => quickSearch(q, signal), staleTime: 30_000 });

/** Asks only from two characters on; the previous hits stay while the next ones load. */
export function useQuickSearch(q: string) {
  return useQuery({
    ...quickSearchQueryOptions(q),
    enabled: q.length >= QUICK_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
