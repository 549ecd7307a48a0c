import { IDEMPOTENCY_KEY_HEADER, type ResignationRegisterRequest, type ResignationRegisterResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { recordBusiness } from '../../../lib/tracking';

/** Refusals the wizard shows itself; a server failure opens its own error dialog (000 §8 Resignation). */
const HANDLED = [400, 403, 404, 409, 500, 502, 503];

/** POST /partner/rest/resignation/register; the wizard's draft id is the key, so a double click registers once. */
export function registerResignation({ payload, idempotencyKey }: { payload: ResignationRegisterRequest; idempotencyKey: string }) {
  return request<ResignationRegisterResponse>('/partner/rest/resignation/register', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: HANDLED,
    loader: true,
  });
}

export const useRegisterResignation = () =>
  useMutation({
    mutationFn: registerResignation,
    onSuccess: () => recordBusiness('resignation', true),
    onError: () => recordBusiness('resignation', false),
  });
