import { type RenewalVerify, type RenewalVerifyResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** Every failure shows in the dialog: field errors at the fields, the rest in its error popup (000 §8 Renewal). */
export const RENEWAL_HANDLED_STATUSES = [0, 400, 404, 409, 500, 502, 503, 504];

/** POST /partner/rest/renewal/verify */
export function verifyRenewal(payload: RenewalVerify) {
  return request<RenewalVerifyResponse>('/partner/rest/renewal/verify', {
    method: 'POST',
    body: payload,
    responseType: 'json',
    handledStatuses: RENEWAL_HANDLED_STATUSES,
    loader: true,
  });
}

export function useVerifyRenewal() {
  return useMutation({ mutationFn: verifyRenewal });
}
