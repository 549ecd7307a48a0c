import { type OfficeAddress } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/officeAddress (000 §3 Office address). A failure is shown as '-' in the box, not as an error. */
export function getOfficeAddress(signal?: AbortSignal) {
  return request<OfficeAddress>('/partner/rest/officeAddress', { responseType: 'json', signal, handledStatuses: [403, 404, 500, 502, 503] });
}

export const officeAddressQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'office-address'], queryFn: ({ signal }) => getOfficeAddress(signal), retry: false });

export function useOfficeAddress() {
  return useQuery(officeAddressQueryOptions());
}
