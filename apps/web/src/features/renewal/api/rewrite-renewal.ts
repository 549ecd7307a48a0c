import { IDEMPOTENCY_KEY_HEADER, type RenewalRewrite, type RenewalRewriteResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { recordBusiness } from '../../../lib/tracking';
import { RENEWAL_HANDLED_STATUSES } from './verify-renewal';

/** POST /partner/rest/renewal: takes the renewal over and answers the URL to continue in (000 §7). */
export function rewriteRenewal({ payload, idempotencyKey }: { payload: RenewalRewrite; idempotencyKey: string }) {
  return request<RenewalRewriteResponse>('/partner/rest/renewal', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: RENEWAL_HANDLED_STATUSES,
    loader: true,
  });
}

/** On success the browser leaves for the renewal calculator, so no cached list needs refreshing. */
export function useRewriteRenewal() {
  return useMutation({
    mutationFn: rewriteRenewal,
    onSuccess: () => recordBusiness('renewal', true),
    onError: () => recordBusiness('renewal', false),
  });
}
