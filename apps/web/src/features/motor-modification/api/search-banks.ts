import type { Bank, BankSearchQuery } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/mta/cp/bank/search?centralId=&city=&postCode=&street=&streetNo=&apartmentNo= (001 §7). */
export function searchBanks(query: BankSearchQuery, signal?: AbortSignal) {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  return request<Bank[]>(`/partner/rest/mta/cp/bank/search?${params.toString()}`, { responseType: 'json', signal, loader: true });
}

/** `null` until the first search is asked for. */
export const bankSearchQueryOptions = (query: BankSearchQuery | null) =>
  queryOptions({
    queryKey: ['mta', 'bank-search', query],
    queryFn: ({ signal }) => searchBanks(query!, signal),
    enabled: query !== null,
    staleTime: 60_000,
  });

export function useBankSearch(query: BankSearchQuery | null) {
  return useQuery(bankSearchQueryOptions(query));
}
