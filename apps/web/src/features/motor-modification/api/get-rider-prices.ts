import type { RidersPrices } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/mta/cp/getPrices/{policyNo}: the price matrix of the voluntary riders. */
export function getRiderPrices(policyNo: string, signal?: AbortSignal) {
  return request<RidersPrices>(`/partner/rest/mta/cp/getPrices/${encodeURIComponent(policyNo)}`, { responseType: 'json', signal, loader: true });
}

export const riderPricesQueryOptions = (policyNo: string) =>
  queryOptions({ queryKey: ['mta', 'prices', policyNo], queryFn: ({ signal }) => getRiderPrices(policyNo, signal) });

export function useRiderPrices(policyNo: string) {
  return useQuery(riderPricesQueryOptions(policyNo));
}
