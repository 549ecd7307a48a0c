import { z } from 'zod';
import { forecastItemSchema, weatherCoordSchema, type WeatherFindResponse, type WeatherForecastResponse } from '@panel/domain';
import { loadEnv } from '../../env';

export type ForecastLocation = { id: number } | { lat: number; lon: number };

export interface WeatherUpstream {
  /** Base address of an OpenWeather-compatible service, e.g. https://api.openweathermap.org/data/2.5 */
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** The service configured by OPENWEATHER_URL and OPENWEATHER_API_KEY; null when none is. */
export function weatherUpstreamFromEnv(source: NodeJS.ProcessEnv = process.env): WeatherUpstream | null {
  const env = loadEnv(source);
  return env.OPENWEATHER_URL ? { url: env.OPENWEATHER_URL, apiKey: env.OPENWEATHER_API_KEY, timeoutMs: 3000 } : null;
}

/** The service failed, timed out or answered something unusable. */
export class WeatherUnavailableError extends Error {}

/** The service knows no such city (OpenWeather answers 404): the request's fault, not the service's. */
export class WeatherCityUnknownError extends Error {}

const findAnswerSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), coord: weatherCoordSchema })),
});
const forecastAnswerSchema = z.object({
  city: z.object({ id: z.number().int(), name: z.string() }),
  list: z.array(forecastItemSchema),
});

async function fetchJson<T>(upstream: WeatherUpstream, endpoint: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
  const url = new URL(endpoint, upstream.url.endsWith('/') ? upstream.url : `${upstream.url}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (upstream.apiKey) url.searchParams.set('appid', upstream.apiKey);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(upstream.timeoutMs),
      headers: { accept: 'application/json' },
      // The configured address is the service: a redirect elsewhere is a failure, not a place to follow.
      redirect: 'error',
    });
  } catch (error) {
    throw new WeatherUnavailableError(`${endpoint}: ${(error as Error).name}`);
  }
  if (response.status === 404) throw new WeatherCityUnknownError(endpoint);
  if (!response.ok) throw new WeatherUnavailableError(`${endpoint}: HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new WeatherUnavailableError(`${endpoint}: unexpected answer`);
  return parsed.data;
}

export async function upstreamFind(upstream: WeatherUpstream, q: string): Promise<WeatherFindResponse> {
  const { list } = await fetchJson(upstream, 'find', { q, type: 'like', mode: 'json', lang: 'pl' }, findAnswerSchema);
  return { count: list.length, list: list.map(({ id, name, coord }) => ({ id, name, coord })), sample: false };
}

/**
 * The 3-hour forecast, trimmed to the first `days` days. The service's own cnt counts 3-hour items, so it is not
 * passed on: the widget's cnt=5 means five days (decision 030).
 */
export async function upstreamForecast(upstream: WeatherUpstream, location: ForecastLocation, days: number): Promise<WeatherForecastResponse> {
  const where: Record<string, string> = 'id' in location ? { id: String(location.id) } : { lat: String(location.lat), lon: String(location.lon) };
  const answer = await fetchJson(upstream, 'forecast', { ...where, mode: 'json', lang: 'pl', units: 'metric' }, forecastAnswerSchema);
  const dates = [...new Set(answer.list.map((item) => item.dt_txt.slice(0, 10)))].sort().slice(0, days);
  const list = answer.list
    .filter((item) => dates.includes(item.dt_txt.slice(0, 10)))
    .map(({ dt, dt_txt, main, weather }) => ({ dt, dt_txt, main: { temp: main.temp }, weather: weather.map(({ description, icon }) => ({ description, icon })) }));
  return { city: { id: answer.city.id, name: answer.city.name }, list, sample: false };
}
