import { documentAvailabilitySchema } from '@panel/domain';
import { request } from '../http';

/** GET /ms-doc/availability/{documentHash} */
export function getAvailability(documentHash: string, signal?: AbortSignal) {
  return request(`/ms-doc/availability/${documentHash}`, { schema: documentAvailabilitySchema, signal });
}
