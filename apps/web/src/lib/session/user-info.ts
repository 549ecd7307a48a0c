import { type UserInfo } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { bootRequest, SESSION_QUERY_KEY } from './boot-request';

export function getUserInfo(signal?: AbortSignal) {
  return request<UserInfo>('/partner/rest/user/info', { ...bootRequest, responseType: 'json', signal });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'user-info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: Infinity,
  });
}

export function useUserInfoQuery() {
  return useQuery(userInfoQueryOptions());
}
