import type { CpMtaModel, RecalculateResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** POST /partner/rest/mta/cp/recalculate: checks the change and prices it; nothing is stored. */
export function recalculate(model: CpMtaModel) {
  return request<RecalculateResponse>('/partner/rest/mta/cp/recalculate', {
    method: 'POST',
    body: model,
    responseType: 'json',
    handledStatuses: [400, 409, 422],
    loader: true,
  });
}

export const useRecalculate = () => useMutation({ mutationFn: recalculate });
