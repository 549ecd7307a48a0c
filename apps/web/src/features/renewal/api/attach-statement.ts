import { IDEMPOTENCY_KEY_HEADER, type RenewalAttachment, type RenewalAttachmentResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { RENEWAL_HANDLED_STATUSES } from './verify-renewal';

/** POST /partner/rest/renewal/attachment: the signed statement, before the rewrite (000 §7). */
export function attachStatement({ payload, idempotencyKey }: { payload: RenewalAttachment; idempotencyKey: string }) {
  return request<RenewalAttachmentResponse>('/partner/rest/renewal/attachment', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: RENEWAL_HANDLED_STATUSES,
    loader: true,
  });
}

export function useAttachStatement() {
  return useMutation({ mutationFn: attachStatement });
}
