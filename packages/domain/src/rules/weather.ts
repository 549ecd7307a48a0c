import { wallTimeInPoland } from '../calendar';

export const CITY_SEARCH_MIN_LENGTH = 2;
export const DEFAULT_WEATHER_CITY = 'Warszawa';
export const WEATHER_CITY_STORAGE_KEY = 'weather.city';
export const MAX_FORECAST_DAYS = 5;

/** City search (weather and address autocomplete) starts from 2 characters. */
export function canSearchCity(query: string): boolean {
  return query.trim().length >= CITY_SEARCH_MIN_LENGTH;
}

/** Cities of the list whose name starts with the query, ignoring case; nothing below 2 characters. */
export function searchCities<T extends { name: string }>(cities: readonly T[], query: string): T[] {
  if (!canSearchCity(query)) return [];
  const prefix = query.trim().toLocaleLowerCase('pl-PL');
  return cities.filter((city) => city.name.toLocaleLowerCase('pl-PL').startsWith(prefix));
}

/** The country part of the find query (001 §7: q={city},Poland). */
export const WEATHER_COUNTRY = 'Poland';
/** Hour slots of the forecast (001 §9): every 3 hours from 00:00 to 21:00. */
export const WEATHER_HOURS = ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'] as const;
export type WeatherHour = (typeof WEATHER_HOURS)[number];

export function weatherFindQuery(city: string): string {
  return `${city.trim()},${WEATHER_COUNTRY}`;
}

/** The slot the hour picker starts on: the one the time in Poland falls into. */
export function currentWeatherHour(now: Date): WeatherHour {
  return WEATHER_HOURS[Math.floor(wallTimeInPoland(now).hour / 3)] ?? '00:00';
}

export interface ForecastSlot {
  dt_txt: string;
  main: { temp: number };
  weather: { description: string; icon: string }[];
}

export interface ForecastDay<T extends ForecastSlot> {
  /** yyyy-MM-dd */
  date: string;
  /** Items by hour slot ('12:00'); a slot the service did not give is missing. */
  slots: Partial<Record<WeatherHour, T>>;
}

/** Groups forecast items ('yyyy-MM-dd HH:mm:ss') into at most 5 days, in date order. */
export function forecastDays<T extends ForecastSlot>(items: readonly T[]): ForecastDay<T>[] {
  const days = new Map<string, ForecastDay<T>>();
  for (const item of [...items].sort((a, b) => a.dt_txt.localeCompare(b.dt_txt))) {
    const date = item.dt_txt.slice(0, 10);
    const hour = item.dt_txt.slice(11, 16) as WeatherHour;
    if (!(WEATHER_HOURS as readonly string[]).includes(hour)) continue;
    const day = days.get(date) ?? { date, slots: {} };
    day.slots[hour] = item;
    days.set(date, day);
  }
  return [...days.values()].slice(0, MAX_FORECAST_DAYS);
}

const weekdays = ['niedz.', 'pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.'] as const;

/** 'pon. 23.11' for '2026-11-23'. */
export function forecastDayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${date.slice(8, 10)}.${date.slice(5, 7)}`;
}
