import type { LovItem, LovKey } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/lovs/get/{policyNo}/{lovsKey}: a list of values of the modification. */
export const lovQueryOptions = (policyNo: string, key: LovKey) =>
  queryOptions({
    queryKey: ['mta', 'lov', policyNo, key],
    queryFn: ({ signal }) =>
      request<LovItem[]>(`/partner/rest/lovs/get/${encodeURIComponent(policyNo)}/${key}`, { responseType: 'json', signal }),
    staleTime: Infinity,
  });

export const useLov = (policyNo: string, key: LovKey) => useQuery(lovQueryOptions(policyNo, key));
