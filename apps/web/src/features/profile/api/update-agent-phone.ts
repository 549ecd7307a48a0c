import { IDEMPOTENCY_KEY_HEADER, type PhoneChange } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { SESSION_QUERY_KEY } from '../../../lib/session/boot-request';

/** POST /partner/rest/user/update-agent-phone, phone as JSON: the agency's phone (decision 121). */
export function updateAgentPhone(payload: PhoneChange, idempotencyKey: string) {
  return request<PhoneChange>('/partner/rest/user/update-agent-phone', {
    method: 'POST',
    body: payload,
    responseType: 'json',
    loader: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    handledStatuses: [400],
  });
}

export function useUpdateAgentPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: PhoneChange; idempotencyKey: string }) =>
      updateAgentPhone(payload, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
