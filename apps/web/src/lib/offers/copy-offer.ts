import { IDEMPOTENCY_KEY_HEADER, type VehicleSaleCopy, type VehicleSaleCopyResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/**
 * POST /partner/rest/uks/copy: a new quotation with its auth code, for the buyer (vehicle-sale thank-you popup) or for
 * the policy's current owner (ownership and travel search).
 */
export function copyOffer({ payload, idempotencyKey }: { payload: VehicleSaleCopy; idempotencyKey: string }) {
  return request<VehicleSaleCopyResponse>('/partner/rest/uks/copy', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: [404, 409],
    loader: true,
  });
}

export function useCopyOffer() {
  return useMutation({ mutationFn: copyOffer });
}
