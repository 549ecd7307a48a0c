import { type ResignationCheckRequest, type ResignationCheckResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** POST /partner/rest/resignation/check-policy-state: the reasons with their ranges, the warnings and custNo. */
export function checkPolicyState(body: ResignationCheckRequest) {
  return request<ResignationCheckResponse>('/partner/rest/resignation/check-policy-state', {
    method: 'POST',
    body,
    responseType: 'json',
    handledStatuses: [400, 404],
    loader: true,
  });
}

export const useCheckPolicyState = () => useMutation({ mutationFn: checkPolicyState });
