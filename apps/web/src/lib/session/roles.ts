import { roles, type Role } from '@panel/domain';
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

/**
 * The development roles (000 §6; decision 124): used when the roles call fails, only in a development build (`vite`
 * dev server, tests) and only when VITE_DEV_ROLES lists them; a production build never reads them.
 */
export function developmentRoles(): Role[] | undefined {
  if (!import.meta.env.DEV || !import.meta.env.VITE_DEV_ROLES) return undefined;
  const listed = new Set(import.meta.env.VITE_DEV_ROLES.split(',').map((role) => role.trim()));
  return roles.filter((role) => listed.has(role));
}
