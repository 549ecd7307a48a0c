import { isValidPostcode, type CitiesResponse } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/address/cities/{zip}: the cities a postcode serves. */
export function getCities(zip: string, signal?: AbortSignal) {
  return request<CitiesResponse>(`/partner/rest/address/cities/${encodeURIComponent(zip)}`, { responseType: 'json', signal });
}

/** Asked only for a complete NN-NNN postcode. */
export const citiesQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: ['mta', 'cities', zip],
    queryFn: ({ signal }) => getCities(zip, signal),
    enabled: isValidPostcode(zip),
    staleTime: Infinity,
  });

export function useCities(zip: string) {
  return useQuery(citiesQueryOptions(zip));
}
