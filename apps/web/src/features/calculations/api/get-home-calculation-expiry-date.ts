import { type QuotationDate } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/quotations/hhCalculationExpiryDate (needs ROLE_AGENT_HP_ENABLED). */
export function getHomeCalculationExpiryDate(signal?: AbortSignal) {
  return request<QuotationDate>('/partner/rest/quotations/hhCalculationExpiryDate', { responseType: 'json', signal });
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
