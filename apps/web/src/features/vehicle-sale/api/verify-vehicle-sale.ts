import { type VehicleSaleVerifyResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export interface VehicleSaleVerifyPayload {
  policyNumber: string;
  vin: string;
  sellingDate: string;
}

/** Refusals the form shows itself: field errors (400) and the 99982 "not found" popup (404). */
export const VEHICLE_SALE_REFUSALS = [400, 404, 409];

/** POST /partner/rest/uks/verify: whether the policy is a POS policy. */
export function verifyVehicleSale(payload: VehicleSaleVerifyPayload) {
  return request<VehicleSaleVerifyResponse>('/partner/rest/uks/verify', {
    method: 'POST',
    body: payload,
    responseType: 'json',
    handledStatuses: VEHICLE_SALE_REFUSALS,
    loader: true,
  });
}

export function useVerifyVehicleSale() {
  return useMutation({ mutationFn: verifyVehicleSale });
}
