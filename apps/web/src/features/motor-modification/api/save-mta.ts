import { IDEMPOTENCY_KEY_HEADER, cpMtaModelApiSchema, type CpMtaModel, type MtaSaveResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { recordBusiness } from '../../../lib/tracking';
import { inPanelSpelling } from './seed-spelling';

/** Without cash available a cash policy is accepted as a transfer (001 §4). */
const savedPaymentType = ({ paymentType, cashAvailable }: CpMtaModel['payment']) =>
  paymentType === 'CASH' && !cashAvailable ? 'TRANSFER' : paymentType;

/** POST /partner/rest/mta/cp/save/{paymentType}: creates the policy's new version; one key per change saves it once. */
export function saveMta({ model, idempotencyKey }: { model: CpMtaModel; idempotencyKey: string }) {
  return inPanelSpelling(
    request<MtaSaveResponse>(`/partner/rest/mta/cp/save/${savedPaymentType(model.payment)}`, {
      method: 'POST',
      body: cpMtaModelApiSchema.encode(model),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      responseType: 'json',
      handledStatuses: [400, 409, 422],
      loader: true,
    }),
  );
}

export const useSaveMta = () =>
  useMutation({ mutationFn: saveMta, onSuccess: () => recordBusiness('cpmta', true), onError: () => recordBusiness('cpmta', false) });
