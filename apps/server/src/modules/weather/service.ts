import type { FastifyBaseLogger } from 'fastify';
import {
  HOUR_MS,
  messages,
  weatherFindResponseSchema,
  weatherForecastResponseSchema,
  type WeatherFindResponse,
  type WeatherForecastResponse,
  type z,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import * as repo from './repository';
import { sampleFind, sampleForecast } from './sample';
import { upstreamFind, upstreamForecast, WeatherCityUnknownError, WeatherUnavailableError, type ForecastLocation, type WeatherUpstream } from './upstream';


/** 502 with the no-data message: the widget shows it, the global error box ignores weather calls. */
const noData = () => new HttpError(502, messages.WEATHER_NO_DATA);
/** The same message for a city id no provider knows: a client's mistake is never a 5xx. */
const unknownCity = () => new HttpError(404, messages.WEATHER_NO_DATA);

interface Context {
  db: Db;
  upstream: WeatherUpstream | null;
  log: FastifyBaseLogger;
  now?: Date;
}

/** An answer of the service from the cache of this hour, else fetched and cached (per city and hour). */
async function throughCache<T>(ctx: Context, key: string, schema: z.ZodType<T>, fetchAnswer: () => Promise<T>): Promise<T> {
  const hour = new Date(Math.floor((ctx.now ?? new Date()).getTime() / HOUR_MS) * HOUR_MS);
  const hit = schema.safeParse(await repo.cached(ctx.db, key, hour));
  if (hit.success) return hit.data;
  try {
    const answer = await fetchAnswer();
    await repo.store(ctx.db, key, hour, answer);
    return answer;
  } catch (error) {
    if (error instanceof WeatherCityUnknownError) throw unknownCity();
    if (!(error instanceof WeatherUnavailableError)) throw error;
    ctx.log.warn({ reason: error.message }, 'weather service unavailable');
    throw noData();
  }
}

export function findCity(ctx: Context, q: string): Promise<WeatherFindResponse> {
  const city = q.slice(0, q.lastIndexOf(','));
  if (!ctx.upstream) return Promise.resolve(sampleFind(city));
  const upstream = ctx.upstream;
  return throughCache(ctx, `find:${city.toLocaleLowerCase('pl-PL')}`, weatherFindResponseSchema, () => upstreamFind(upstream, q));
}

export async function forecast(ctx: Context, location: ForecastLocation, days: number): Promise<WeatherForecastResponse> {
  if (!ctx.upstream) {
    const answer = sampleForecast(location, days, ctx.now ?? new Date());
    if (!answer) throw unknownCity();
    return answer;
  }
  const upstream = ctx.upstream;
  const where = 'id' in location ? `id=${location.id}` : `${location.lat.toFixed(2)},${location.lon.toFixed(2)}`;
  return throughCache(ctx, `forecast:${where}:${days}`, weatherForecastResponseSchema, () => upstreamForecast(upstream, location, days));
}
