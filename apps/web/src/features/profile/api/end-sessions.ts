import { type EndSessions, type EndSessionsResult } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { sessionsQueryOptions } from './get-sessions';

/** Refusals the password dialog shows at its field or above it. */
export const END_SESSIONS_REFUSALS = [400, 404, 422, 423, 429];

/** What to end: one other session by its id, or every other one. */
export type SessionsToEnd = { id: string } | 'others';

/**
 * POST /partner/rest/user/sessions/{id}/end and /sessions/end-others, with the password again (decision 123). Ending is
 * repeatable by nature: a retry of an ended session answers 404, which the list then shows as gone.
 */
export function endSessions(which: SessionsToEnd, payload: EndSessions) {
  const url = which === 'others' ? '/partner/rest/user/sessions/end-others' : `/partner/rest/user/sessions/${encodeURIComponent(which.id)}/end`;
  return request<EndSessionsResult>(url, { method: 'POST', body: payload, responseType: 'json', loader: true, handledStatuses: END_SESSIONS_REFUSALS });
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ which, payload }: { which: SessionsToEnd; payload: EndSessions }) => endSessions(which, payload),
    onSettled: () => queryClient.invalidateQueries(sessionsQueryOptions()),
  });
}
