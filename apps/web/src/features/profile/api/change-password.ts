import { IDEMPOTENCY_KEY_HEADER, passwordChangeOutcome, type PasswordChange, type PasswordChangeResponse } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { SESSION_QUERY_KEY } from '../../../lib/session/boot-request';
import { daysToPassExpirationQueryOptions } from './get-days-to-pass-expiration';

/** POST /partner/rest/user/changePassword, form-encoded (000 §7); the answer is a code (000 §8). */
export function changePassword(fields: PasswordChange, idempotencyKey: string) {
  return request<PasswordChangeResponse>('/partner/rest/user/changePassword', {
    method: 'POST',
    form: fields,
    responseType: 'json',
    loader: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    // Every failure is shown in the box itself ('Błąd komunikacji z serwerem.', the lockout, field errors).
    handledStatuses: [400, 403, 409, 413, 422, 423, 429, 500, 502, 503],
  });
}

/** After a change the session knows the password is no longer expired, and the days left start again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, idempotencyKey }: { fields: PasswordChange; idempotencyKey: string }) =>
      changePassword(fields, idempotencyKey),
    onSuccess: async ({ code }) => {
      if (!passwordChangeOutcome(code).success) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: daysToPassExpirationQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
