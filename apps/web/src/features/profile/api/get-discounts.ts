import { type Discount } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/discounts: the agent's discount budget, for the profile's discounts block (000 §2). */
export function getDiscounts(signal?: AbortSignal) {
  return request<Discount[]>('/partner/rest/discounts', { responseType: 'json', signal });
}

export const profileDiscountsQueryOptions = () =>
  queryOptions({ queryKey: ['discounts'], queryFn: ({ signal }) => getDiscounts(signal) });

export function useProfileDiscounts() {
  return useQuery(profileDiscountsQueryOptions());
}
