import type { Bank } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/mta/cp/bank/list: the banks (head offices) a cession search starts from. */
export function getBankList(signal?: AbortSignal) {
  return request<Bank[]>('/partner/rest/mta/cp/bank/list', { responseType: 'json', signal });
}

export const bankListQueryOptions = () =>
  queryOptions({ queryKey: ['mta', 'banks'], queryFn: ({ signal }) => getBankList(signal), staleTime: Infinity });

export function useBankList() {
  return useQuery(bankListQueryOptions());
}
