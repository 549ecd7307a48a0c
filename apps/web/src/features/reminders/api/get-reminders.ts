import { type Reminder } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logClientError } from '../../../lib/client-logger';
import { HttpError, request } from '../../../lib/http';

/** Failures of the reminder service are only logged (001 §8): no error box, no message in the widget. */
const SERVICE_FAILURES = [403, 404, 429, 500, 502, 503, 504];

export async function getReminders() {
  try {
    return await request<Reminder[]>('/partner/rest/reminders', { responseType: 'json', handledStatuses: SERVICE_FAILURES });
  } catch (error) {
    // A 401 is the session's end, which the panel handles, not a failure of the service.
    if (error instanceof HttpError && error.status !== 401) logClientError(`fail: ${error.message}`);
    throw error;
  }
}

export const remindersQueryOptions = () => queryOptions({ queryKey: ['reminders'], queryFn: getReminders });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
