import { type MyFiles } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/myfiles/list (needs ROLE_AGENT_FILES_ENABLED). */
export function getMyFiles(signal?: AbortSignal) {
  return request<MyFiles>('/partner/rest/myfiles/list', { responseType: 'json', signal });
}

export const myFilesQueryOptions = () => queryOptions({ queryKey: ['files'], queryFn: ({ signal }) => getMyFiles(signal) });

export function useMyFiles() {
  return useQuery(myFilesQueryOptions());
}
