import { type ReminderPayload, type Reminder } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { REMINDER_REFUSALS } from './create-reminder';
import { remindersQueryOptions } from './get-reminders';

/** PUT /partner/rest/reminders/{id}. */
export function updateReminder({ id, payload }: { id: number; payload: ReminderPayload }) {
  return request<Reminder>(`/partner/rest/reminders/${id}`, {
    method: 'PUT',
    body: { id, ...payload },
    responseType: 'json',
    handledStatuses: REMINDER_REFUSALS,
  });
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: () => queryClient.invalidateQueries(remindersQueryOptions()),
  });
}
