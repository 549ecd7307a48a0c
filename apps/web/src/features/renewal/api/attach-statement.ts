import { IDEMPOTENCY_KEY_HEADER, renewalAttachmentResponseSchema, type RenewalAttachment } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { RENEWAL_HANDLED_STATUSES } from './verify-renewal';

/** POST /partner/rest/renewal/attachment: the signed statement, before the rewrite (000 §7). */
export function attachStatement({ payload, idempotencyKey }: { payload: RenewalAttachment; idempotencyKey: string }) {
  return request('/partner/rest/renewal/attachment', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: renewalAttachmentResponseSchema,
    handledStatuses: RENEWAL_HANDLED_STATUSES,
    loader: true,
  });
}

export function useAttachStatement() {
  return useMutation({ mutationFn: attachStatement });
}
