import { type DocConfig } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /doc/config.json: the static list of the documents page. */
export function getDocConfig(signal?: AbortSignal) {
  return request<DocConfig>('/doc/config.json', { responseType: 'json', signal });
}

export const docConfigQueryOptions = () =>
  queryOptions({ queryKey: ['documents', 'config'], queryFn: ({ signal }) => getDocConfig(signal), staleTime: 5 * 60_000 });

export function useDocConfig() {
  return useQuery(docConfigQueryOptions());
}
