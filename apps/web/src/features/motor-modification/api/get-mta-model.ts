import { cpMtaLoadApiResponseSchema, type CpMtaLoadResponse, type CpMtaLoadApiResponse } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Refusals shown on the page as the policy change error (001 §8): not changeable, not found, another agent's. */
const MTA_LOAD_REFUSALS = [400, 403, 404, 409, 422];

/** GET /partner/rest/mta/cp/load/{policyNo}: the modification model of a concluded motor policy. */
export async function getMtaModel(policyNo: string, signal?: AbortSignal): Promise<CpMtaLoadResponse> {
  const answer = await request<CpMtaLoadApiResponse>(`/partner/rest/mta/cp/load/${encodeURIComponent(policyNo)}`, {
    responseType: 'json',
    handledStatuses: MTA_LOAD_REFUSALS,
    signal,
  });
  return cpMtaLoadApiResponseSchema.decode(answer);
}

/** Loaded afresh on every visit: the policy may have been changed since (a new version). */
export function useMtaModel(policyNo: string) {
  return useQuery(
    queryOptions({ queryKey: ['mta', 'model', policyNo], queryFn: ({ signal }) => getMtaModel(policyNo, signal), gcTime: 0, staleTime: Infinity }),
  );
}
