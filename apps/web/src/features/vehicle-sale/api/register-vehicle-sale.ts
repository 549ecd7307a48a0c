import { IDEMPOTENCY_KEY_HEADER, type VehicleSaleRegister, type VehicleSaleRegisterResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { recordBusiness } from '../../../lib/tracking';
import { VEHICLE_SALE_REFUSALS } from './verify-vehicle-sale';

/** POST /partner/rest/uks/register; one key per attempt makes a doubled click register one sale. */
export function registerVehicleSale({ payload, idempotencyKey }: { payload: VehicleSaleRegister; idempotencyKey: string }) {
  return request<VehicleSaleRegisterResponse>('/partner/rest/uks/register', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: VEHICLE_SALE_REFUSALS,
    loader: true,
  });
}

export function useRegisterVehicleSale() {
  return useMutation({
    mutationFn: registerVehicleSale,
    onSuccess: () => recordBusiness('uks', true),
    onError: () => recordBusiness('uks', false),
  });
}
