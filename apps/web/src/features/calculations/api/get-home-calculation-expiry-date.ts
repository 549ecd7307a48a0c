import { quotationDateResponseSchema } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/quotations/hhCalculationExpiryDate (needs ROLE_AGENT_HP_ENABLED). */
export function getHomeCalculationExpiryDate(signal?: AbortSignal) {
  return request('/partner/rest/quotations/hhCalculationExpiryDate', { schema: quotationDateResponseSchema, signal });
}

export const homeCalculationExpiryDateQueryOptions = (allowed: boolean) =>
  queryOptions({
    queryKey: ['quotations', 'hhCalculationExpiryDate'],
    queryFn: ({ signal }) => getHomeCalculationExpiryDate(signal),
    enabled: allowed,
  });

export function useHomeCalculationExpiryDate(allowed: boolean) {
  return useQuery(homeCalculationExpiryDateQueryOptions(allowed));
}
