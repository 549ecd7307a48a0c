import { type SessionSummary } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/user/sessions: the agent's open sessions (decision 123). */
export function getSessions(signal?: AbortSignal) {
  return request<SessionSummary[]>('/partner/rest/user/sessions', { responseType: 'json', signal });
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: ['profile', 'sessions'], queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
