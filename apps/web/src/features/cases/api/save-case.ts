import { IDEMPOTENCY_KEY_HEADER, type CaseForm, type CaseSaveResponse } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { recordBusiness } from '../../../lib/tracking';

/** Refusals the form shows itself. */
const CASE_REFUSALS = [400, 409];

/** POST /partner/rest/case/save; the key (the form's draft id) makes a doubled click create one case. */
export function saveCase({ payload, idempotencyKey }: { payload: CaseForm; idempotencyKey: string }) {
  return request<CaseSaveResponse>('/partner/rest/case/save', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: CASE_REFUSALS,
    loader: true,
  });
}

export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: () => {
      recordBusiness('case', true);
      return queryClient.invalidateQueries({ queryKey: ['case', 'list'] });
    },
    onError: () => recordBusiness('case', false),
  });
}
