import { remindersResponseSchema } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function getReminders() {
  return request('/partner/rest/reminders', { schema: remindersResponseSchema });
}

export const remindersQueryOptions = () => queryOptions({ queryKey: ['reminders'], queryFn: getReminders });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
