import { type Reminder } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function getReminders() {
  return request<Reminder[]>('/partner/rest/reminders', { responseType: 'json' });
}

export const remindersQueryOptions = () => queryOptions({ queryKey: ['reminders'], queryFn: getReminders });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
