import { IDEMPOTENCY_KEY_HEADER, type ContactData, type UdpInit } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { SESSION_QUERY_KEY } from '../../../lib/session/boot-request';

/** POST /partner/rest/udp/init: the agent's confirmed or corrected contact data (decision 122). */
export function confirmContactData(payload: ContactData, idempotencyKey: string) {
  return request<UdpInit>('/partner/rest/udp/init', {
    method: 'POST',
    body: payload,
    responseType: 'json',
    loader: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    handledStatuses: [400, 403, 500, 502, 503],
  });
}

export function useConfirmContactData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: ContactData; idempotencyKey: string }) => confirmContactData(payload, idempotencyKey),
    // The status query is left as it is: the popup stays open with its thanks until the agent closes it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
