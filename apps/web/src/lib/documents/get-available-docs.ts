import { type DocumentItem } from '@panel/domain';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';

/** GET /ms-doc/available-docs/{hash}: the documents of a set with their current status. */
export function getAvailableDocs(hash: string, signal?: AbortSignal) {
  return request<DocumentItem[]>(`/ms-doc/available-docs/${hash}`, { responseType: 'json', signal });
}

export const availableDocsQueryOptions = (hash: string) =>
  queryOptions({ queryKey: ['documents', 'list', hash], queryFn: ({ signal }) => getAvailableDocs(hash, signal) });
