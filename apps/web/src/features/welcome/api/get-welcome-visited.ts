import { type WelcomeVisited } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/welcome/visited: whether this session has seen /welcome. */
export function getWelcomeVisited(signal?: AbortSignal) {
  return request<WelcomeVisited>('/partner/rest/welcome/visited', { responseType: 'json', signal });
}

export const welcomeVisitedQueryOptions = () =>
  queryOptions({ queryKey: ['welcome', 'visited'], queryFn: ({ signal }) => getWelcomeVisited(signal), staleTime: Infinity });

export function useWelcomeVisited() {
  return useQuery(welcomeVisitedQueryOptions());
}
