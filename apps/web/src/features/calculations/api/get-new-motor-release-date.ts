import { type QuotationDate } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/quotations/newMotorReleaseDate (needs ROLE_AGENT_CP_ENABLED). */
export function getNewMotorReleaseDate(signal?: AbortSignal) {
  return request<QuotationDate>('/partner/rest/quotations/newMotorReleaseDate', { responseType: 'json', signal });
}

export const newMotorReleaseDateQueryOptions = (allowed: boolean) =>
  queryOptions({
    queryKey: ['quotations', 'newMotorReleaseDate'],
    queryFn: ({ signal }) => getNewMotorReleaseDate(signal),
    staleTime: Infinity,
    enabled: allowed,
  });

export function useNewMotorReleaseDate(allowed: boolean) {
  return useQuery(newMotorReleaseDateQueryOptions(allowed));
}
