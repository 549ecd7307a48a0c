import { type DocumentAvailability } from '@panel/domain';
import { request } from '../http';

/** GET /ms-doc/availability/{documentHash} */
export function getAvailability(documentHash: string, signal?: AbortSignal) {
  return request<DocumentAvailability>(`/ms-doc/availability/${documentHash}`, { responseType: 'json', signal });
}
