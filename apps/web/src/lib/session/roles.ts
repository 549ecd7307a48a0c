import { type Role } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { bootRequest, SESSION_QUERY_KEY } from './boot-request';

export function getRoles(signal?: AbortSignal) {
  return request<Role[]>('/partner/rest/user/roles', { ...bootRequest, responseType: 'json', signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'roles'],
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: Infinity,
  });
}

export function useRolesQuery() {
  return useQuery(rolesQueryOptions());
}
