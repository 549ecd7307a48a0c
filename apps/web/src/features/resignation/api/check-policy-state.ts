import { resignationCheckResponseSchema, type ResignationCheckRequest } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** POST /partner/rest/resignation/check-policy-state: the reasons with their ranges, the warnings and custNo. */
export function checkPolicyState(body: ResignationCheckRequest) {
  return request('/partner/rest/resignation/check-policy-state', {
    method: 'POST',
    body,
    schema: resignationCheckResponseSchema,
    handledStatuses: [400, 404],
    loader: true,
  });
}

export const useCheckPolicyState = () => useMutation({ mutationFn: checkPolicyState });
