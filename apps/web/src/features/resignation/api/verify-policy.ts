import { type ResignationVerifyRequest, type ResignationVerifyResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** POST /partner/rest/resignation/verify: a policy in migration answers the outside form to go to. */
export function verifyPolicy(body: ResignationVerifyRequest) {
  return request<ResignationVerifyResponse>('/partner/rest/resignation/verify', {
    method: 'POST',
    body,
    responseType: 'json',
    handledStatuses: [400, 404],
    loader: true,
  });
}

export const useVerifyPolicy = () => useMutation({ mutationFn: verifyPolicy });
