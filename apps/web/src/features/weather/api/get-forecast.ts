import { HOUR_MS, MAX_FORECAST_DAYS, type WeatherForecastResponse } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';


/** GET /openweather/forecast by city id, mode=json, lang=pl, units=metric, cnt=5 (001 §7). */
export function getForecast(cityId: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ id: String(cityId), mode: 'json', lang: 'pl', units: 'metric', cnt: String(MAX_FORECAST_DAYS) });
  return request<WeatherForecastResponse>(`/openweather/forecast?${query.toString()}`, { responseType: 'json', signal });
}

/** Waits for the city id of the find call. */
export const forecastQueryOptions = (cityId: number | undefined) =>
  queryOptions({
    queryKey: ['weather', 'forecast', cityId],
    queryFn: ({ signal }) => getForecast(cityId!, signal),
    enabled: cityId !== undefined,
    staleTime: HOUR_MS,
  });

export function useForecast(cityId: number | undefined) {
  return useQuery(forecastQueryOptions(cityId));
}
