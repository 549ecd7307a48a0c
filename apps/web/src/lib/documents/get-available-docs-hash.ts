import { type DocumentPlace, type DocumentSetHash } from '@panel/domain';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';

/** GET /partner/rest/document/get-available-docs-hash/{policyId}/{place}: a policy that is not found is shown in place. */
export function getAvailableDocsHash(policyId: string, place: DocumentPlace, signal?: AbortSignal) {
  const url = `/partner/rest/document/get-available-docs-hash/${encodeURIComponent(policyId)}/${place}`;
  return request<DocumentSetHash>(url, { responseType: 'json', handledStatuses: [400, 404], signal });
}

export const availableDocsHashQueryOptions = (policyId: string, place: DocumentPlace) =>
  queryOptions({
    queryKey: ['documents', 'set', policyId, place],
    queryFn: ({ signal }) => getAvailableDocsHash(policyId, place, signal),
    retry: false,
  });
