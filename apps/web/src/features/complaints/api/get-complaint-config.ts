import { type ComplaintType } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/complaint/config: the complaint types, by sortNo. */
export function getComplaintConfig(signal?: AbortSignal) {
  return request<ComplaintType[]>('/partner/rest/complaint/config', { responseType: 'json', signal });
}

export const complaintConfigQueryOptions = () =>
  queryOptions({ queryKey: ['complaint', 'config'], queryFn: ({ signal }) => getComplaintConfig(signal), staleTime: Infinity });

export function useComplaintConfig() {
  return useQuery(complaintConfigQueryOptions());
}
