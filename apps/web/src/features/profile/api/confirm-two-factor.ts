import type { TwoFactorConfirm, TwoFactorConfirmResponse } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { SESSION_QUERY_KEY } from '../../../lib/session/boot-request';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

/** POST /partner/rest/user/two-factor/confirm: the first code turns two-factor login on and answers the recovery codes. */
export function confirmTwoFactor(body: TwoFactorConfirm) {
  return request<TwoFactorConfirmResponse>('/partner/rest/user/two-factor/confirm', {
    method: 'POST',
    body,
    responseType: 'json',
    loader: true,
    handledStatuses: [400, 409, 500, 502, 503],
  });
}

/** Afterwards the block shows it on, and a session REQUIRE_TWO_FACTOR held is let through. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]),
  });
}
