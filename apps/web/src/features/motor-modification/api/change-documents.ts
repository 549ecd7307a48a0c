import {
  IDEMPOTENCY_KEY_HEADER,
  MTA_DOCUMENTS_PLACE,
  type DocumentItem,
  type DocumentSetHash,
  type DocumentsPrint,
  type DocumentsPrintResponse,
} from '@panel/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { getAvailableDocs } from '../../../lib/documents/get-available-docs';
import { request } from '../../../lib/http';

/**
 * The documents of a saved change: the set at print place MTA for the new version (GET
 * /partner/rest/document/get-available-docs-hash/{policyId}/MTA/{printArgs}), then its list (GET /ms-doc/available-docs/{hash}).
 */
async function getChangeDocuments(policyNo: string, printArgs: string, signal?: AbortSignal): Promise<DocumentItem[]> {
  const url = `/partner/rest/document/get-available-docs-hash/${encodeURIComponent(policyNo)}/${MTA_DOCUMENTS_PLACE}/${encodeURIComponent(printArgs)}`;
  const { hash } = await request<DocumentSetHash>(url, { responseType: 'json', signal });
  return getAvailableDocs(hash, signal);
}

export const changeDocumentsQueryOptions = (policyNo: string, printArgs: string) =>
  queryOptions({
    queryKey: ['mta', 'documents', policyNo, printArgs],
    queryFn: ({ signal }) => getChangeDocuments(policyNo, printArgs, signal),
    staleTime: Infinity,
  });

/** GET /ms-doc/get-pid-file-names/CP/{policyId}: the information files, downloaded from /doc/komunikacja/{file}. */
export const pidFileNamesQueryOptions = (policyNo: string) =>
  queryOptions({
    queryKey: ['mta', 'pid-files', policyNo],
    queryFn: ({ signal }) =>
      request<string[]>(`/ms-doc/get-pid-file-names/CP/${encodeURIComponent(policyNo)}`, { responseType: 'json', signal }),
    staleTime: Infinity,
  });

/** POST /ms-doc/print: e-mails the change documents to the client; one key per address typed sends it once. */
export function printDocuments({ payload, idempotencyKey }: { payload: DocumentsPrint; idempotencyKey: string }) {
  return request<DocumentsPrintResponse>('/ms-doc/print', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: [400, 404, 422],
    loader: true,
  });
}

export const usePrintDocuments = () => useMutation({ mutationFn: printDocuments });
