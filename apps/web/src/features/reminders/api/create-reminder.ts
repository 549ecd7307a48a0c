import { IDEMPOTENCY_KEY_HEADER, type ReminderPayload, type Reminder } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { remindersQueryOptions } from './get-reminders';

/** Refusals the popup shows itself: bad input, the limit, a reused key. */
export const REMINDER_REFUSALS = [400, 404, 409, 422];

/** POST /partner/rest/reminders; the key makes a doubled click create one reminder. */
export function createReminder({ payload, idempotencyKey }: { payload: ReminderPayload; idempotencyKey: string }) {
  return request<Reminder>('/partner/rest/reminders', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: REMINDER_REFUSALS,
  });
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: () => queryClient.invalidateQueries(remindersQueryOptions()),
  });
}
