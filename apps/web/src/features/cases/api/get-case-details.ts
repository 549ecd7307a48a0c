import { type CaseDetails } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/case/details/{id}; a case the agent does not hold is named in the popup (404). */
export function getCaseDetails(id: number, signal?: AbortSignal) {
  return request<CaseDetails>(`/partner/rest/case/details/${id}`, { responseType: 'json', handledStatuses: [404], signal });
}

export const caseDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['case', 'details', id], queryFn: ({ signal }) => getCaseDetails(id, signal) });

export function useCaseDetails(id: number) {
  return useQuery(caseDetailsQueryOptions(id));
}
