import { type CaseListResponse } from '@panel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/case/list?page=: the agent's cases, newest first. */
export function getCases(page: number, signal?: AbortSignal) {
  return request<CaseListResponse>(`/partner/rest/case/list?page=${page}`, { responseType: 'json', signal });
}

export const casesQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['case', 'list', page], queryFn: ({ signal }) => getCases(page, signal), placeholderData: keepPreviousData });

export function useCases(page: number) {
  return useQuery(casesQueryOptions(page));
}
