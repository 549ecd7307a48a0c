import { IDEMPOTENCY_KEY_HEADER, type ComplaintForm, type ComplaintSaveResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { recordBusiness } from '../../../lib/tracking';

const COMPLAINT_REFUSALS = [400, 409];

/** POST /partner/rest/complaint/save; the key (the form's draft id) makes a doubled click create one complaint. */
export function saveComplaint({ payload, idempotencyKey }: { payload: ComplaintForm; idempotencyKey: string }) {
  return request<ComplaintSaveResponse>('/partner/rest/complaint/save', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: COMPLAINT_REFUSALS,
    loader: true,
  });
}

export function useSaveComplaint() {
  return useMutation({
    mutationFn: saveComplaint,
    onSuccess: () => recordBusiness('complaint', true),
    onError: () => recordBusiness('complaint', false),
  });
}
