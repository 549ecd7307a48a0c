import { cpMtaModelApiSchema, recalculateApiResponseSchema, type CpMtaModel, type RecalculateResponse, type RecalculateApiResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { inPanelSpelling } from './seed-spelling';

/** POST /partner/rest/mta/cp/recalculate: checks the change and prices it; nothing is stored. */
export async function recalculate(model: CpMtaModel): Promise<RecalculateResponse> {
  const answer = await inPanelSpelling(
    request<RecalculateApiResponse>('/partner/rest/mta/cp/recalculate', {
      method: 'POST',
      body: cpMtaModelApiSchema.encode(model),
      responseType: 'json',
      handledStatuses: [400, 409, 422],
      loader: true,
    }),
  );
  return recalculateApiResponseSchema.decode(answer);
}

export const useRecalculate = () => useMutation({ mutationFn: recalculate });
