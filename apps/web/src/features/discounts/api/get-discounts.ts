import { type Discount } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/discounts: the agent's discount budget (000 §3 Discount). */
export function getDiscounts(signal?: AbortSignal) {
  return request<Discount[]>('/partner/rest/discounts', { responseType: 'json', signal });
}

export const discountsQueryOptions = () => queryOptions({ queryKey: ['discounts'], queryFn: ({ signal }) => getDiscounts(signal) });

export function useDiscounts() {
  return useQuery(discountsQueryOptions());
}
