import { HOUR_MS, weatherFindQuery, type WeatherFindResponse } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';


/** GET /openweather/find?q={city},Poland&type=like&mode=json&lang=pl (001 §7); outside the global error box. */
export function findCity(city: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ q: weatherFindQuery(city), type: 'like', mode: 'json', lang: 'pl' });
  return request<WeatherFindResponse>(`/openweather/find?${query.toString()}`, { responseType: 'json', signal });
}

export const findCityQueryOptions = (city: string) =>
  queryOptions({ queryKey: ['weather', 'find', city], queryFn: ({ signal }) => findCity(city, signal), staleTime: HOUR_MS });

export function useFindCity(city: string) {
  return useQuery(findCityQueryOptions(city));
}
