import { type CaseType } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/case/config: the case types, by sortNo. */
export function getCaseConfig(signal?: AbortSignal) {
  return request<CaseType[]>('/partner/rest/case/config', { responseType: 'json', signal });
}

export const caseConfigQueryOptions = () =>
  queryOptions({ queryKey: ['case', 'config'], queryFn: ({ signal }) => getCaseConfig(signal), staleTime: Infinity });

export function useCaseConfig() {
  return useQuery(caseConfigQueryOptions());
}
