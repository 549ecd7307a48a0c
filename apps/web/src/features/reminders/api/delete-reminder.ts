import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { remindersQueryOptions } from './get-reminders';

/** DELETE /partner/rest/reminders/{id}. */
export function deleteReminder(id: number) {
  return request(`/partner/rest/reminders/${id}`, { method: 'DELETE' });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSettled: () => queryClient.invalidateQueries(remindersQueryOptions()),
  });
}
