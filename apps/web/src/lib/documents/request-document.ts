import { type DocumentRequestResponse } from '@panel/domain';
import { request } from '../http';

/** POST /ms-doc: asks for a document; `available` when it is ready at once, else poll its documentHash. */
export function requestDocument(hash: string, signal?: AbortSignal) {
  return request<DocumentRequestResponse>('/ms-doc', { method: 'POST', body: { hash }, responseType: 'json', signal });
}
