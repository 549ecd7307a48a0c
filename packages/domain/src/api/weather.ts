import { z } from '../z';
import { messages } from '../messages';
import { MAX_FORECAST_DAYS, WEATHER_COUNTRY } from '../rules/weather';
import { text } from '../rules/text';

/** A city name of at least 2 letters followed by ',Poland' (001 §7 q={city},Poland). */
const findQueryPattern = new RegExp(`^\\p{L}[\\p{L} .'-]{0,58}\\p{L},${WEATHER_COUNTRY}$`, 'u');

/** GET /openweather/find?q={city},Poland&type=like&mode=json&lang=pl */
export const weatherFindQuerySchema = z.object({
  q: text({ error: messages.WEATHER_QUERY_INVALID }).trim().regex(findQueryPattern, { error: messages.WEATHER_QUERY_INVALID }),
  type: z.literal('like', { error: messages.MALFORMED_REQUEST }).default('like'),
  mode: z.literal('json', { error: messages.MALFORMED_REQUEST }).default('json'),
  lang: z.literal('pl', { error: messages.MALFORMED_REQUEST }).default('pl'),
});
export type WeatherFindQuery = z.input<typeof weatherFindQuerySchema>;

export const weatherCoordSchema = z.object({ lat: z.number(), lon: z.number() });

/** `sample` marks answers of the built-in provider (no weather service configured). */
export const weatherFindResponseSchema = z.object({
  count: z.number().int(),
  list: z.array(z.object({ id: z.number().int(), name: z.string(), coord: weatherCoordSchema })),
  sample: z.boolean(),
});
export type WeatherFindResponse = z.infer<typeof weatherFindResponseSchema>;

const optionalNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: messages.WEATHER_LOCATION_REQUIRED })
    .min(min, { error: messages.WEATHER_LOCATION_REQUIRED })
    .max(max, { error: messages.WEATHER_LOCATION_REQUIRED })
    .optional();

/** GET /openweather/forecast: by id, or lat and lon, plus mode=json, lang=pl, units=metric, cnt=5 (days). */
export const weatherForecastQuerySchema = z
  .object({
    id: z.coerce
      .number({ error: messages.WEATHER_LOCATION_REQUIRED })
      .int({ error: messages.WEATHER_LOCATION_REQUIRED })
      .min(1, { error: messages.WEATHER_LOCATION_REQUIRED })
      .max(2_147_483_647, { error: messages.WEATHER_LOCATION_REQUIRED })
      .optional(),
    lat: optionalNumber(-90, 90),
    lon: optionalNumber(-180, 180),
    mode: z.literal('json', { error: messages.MALFORMED_REQUEST }).default('json'),
    lang: z.literal('pl', { error: messages.MALFORMED_REQUEST }).default('pl'),
    units: z.literal('metric', { error: messages.MALFORMED_REQUEST }).default('metric'),
    cnt: z.coerce
      .number({ error: messages.WEATHER_DAYS_INVALID })
      .int({ error: messages.WEATHER_DAYS_INVALID })
      .min(1, { error: messages.WEATHER_DAYS_INVALID })
      .max(MAX_FORECAST_DAYS, { error: messages.WEATHER_DAYS_INVALID })
      .default(MAX_FORECAST_DAYS),
  })
  .refine((query) => query.id !== undefined || (query.lat !== undefined && query.lon !== undefined), {
    error: messages.WEATHER_LOCATION_REQUIRED,
    path: ['id'],
  });
export type WeatherForecastQuery = z.input<typeof weatherForecastQuerySchema>;

export const forecastItemSchema = z.object({
  dt: z.number().int(),
  /** 'yyyy-MM-dd HH:mm:ss' as the weather service gives it. */
  dt_txt: z.string(),
  main: z.object({ temp: z.number() }),
  weather: z.array(z.object({ description: z.string(), icon: z.string() })).min(1),
});
export type ForecastItem = z.infer<typeof forecastItemSchema>;

export const weatherForecastResponseSchema = z.object({
  city: z.object({ id: z.number().int(), name: z.string() }),
  list: z.array(forecastItemSchema),
  sample: z.boolean(),
});
export type WeatherForecastResponse = z.infer<typeof weatherForecastResponseSchema>;
