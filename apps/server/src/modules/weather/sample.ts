import {
  addDays,
  isoDateInPoland,
  searchCities,
  WEATHER_HOURS,
  weatherCities,
  type ForecastItem,
  type WeatherCity,
  type WeatherFindResponse,
  type WeatherForecastResponse,
} from '@panel/domain';
import type { ForecastLocation } from './upstream';

/**
 * The built-in provider used when no weather service is configured: sample data, deterministic per city and day,
 * with temperatures typical of Poland in that month and Polish descriptions like the service's (lang=pl).
 */

/** Mean daily temperature in Poland by month, January first (°C). */
const monthMeans = [-1.5, -0.5, 3, 8.5, 13.5, 17, 19, 18.5, 14, 9, 4, 0.5];

const conditions = {
  clear: { icon: '01', description: 'bezchmurnie' },
  few: { icon: '02', description: 'niewielkie zachmurzenie' },
  scattered: { icon: '03', description: 'zachmurzenie umiarkowane' },
  overcast: { icon: '04', description: 'zachmurzenie duże' },
  drizzle: { icon: '10', description: 'słabe opady deszczu' },
  rain: { icon: '09', description: 'umiarkowane opady deszczu' },
  storm: { icon: '11', description: 'burza' },
  snow: { icon: '13', description: 'słabe opady śniegu' },
  mist: { icon: '50', description: 'mgła' },
} as const;
type Condition = keyof typeof conditions;

const summerSky: Condition[] = ['clear', 'clear', 'few', 'few', 'scattered', 'overcast', 'drizzle', 'rain', 'storm'];
const winterSky: Condition[] = ['clear', 'few', 'scattered', 'overcast', 'overcast', 'overcast', 'drizzle', 'rain', 'mist'];

/** FNV-1a of the text, then a mulberry32 step per draw: the same city and day always give the same weather. */
function generatorFor(text: string) {
  let state = 0x811c9dc5;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dayForecast(city: WeatherCity, date: string): ForecastItem[] {
  const next = generatorFor(`${city.id}|${date}`);
  const month = Number(date.slice(5, 7)) - 1;
  // South of Poland is a little warmer, the north-east a little colder; each day varies by up to ±3 °C.
  const mean = monthMeans[month]! + (52 - city.lat) * 0.4 - (city.lon - 19) * 0.15 + (next() - 0.5) * 6;
  // Winter days swing less between night and afternoon than summer days.
  const amplitude = (month >= 3 && month <= 8 ? 3.5 : 2) + next() * 2.5;
  const sky = month >= 4 && month <= 8 ? summerSky : winterSky;
  const base = Math.floor(next() * sky.length);
  return WEATHER_HOURS.map((hour) => {
    const h = Number(hour.slice(0, 2));
    // Coldest around 03:00, warmest around 15:00.
    const temp = Math.round((mean + amplitude * Math.cos(((h - 15) / 24) * 2 * Math.PI)) * 10) / 10;
    const shift = next() < 0.3 ? 1 : 0;
    let condition = sky[Math.min(sky.length - 1, base + shift)]!;
    if ((condition === 'rain' || condition === 'drizzle') && temp <= 0.5) condition = 'snow';
    if (condition === 'storm' && temp < 15) condition = 'rain';
    const night = h < 6 || h >= 21 || (h === 18 && (month < 3 || month > 8));
    const { icon, description } = conditions[condition];
    return {
      dt: Date.parse(`${date}T${hour}:00Z`) / 1000,
      dt_txt: `${date} ${hour}:00`,
      main: { temp },
      weather: [{ description, icon: `${icon}${night ? 'n' : 'd'}` }],
    };
  });
}

function nearestCity(lat: number, lon: number): WeatherCity {
  const distance = (city: WeatherCity) => (city.lat - lat) ** 2 + ((city.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
  return weatherCities.reduce((best, city) => (distance(city) < distance(best) ? city : best));
}

export function sampleFind(city: string): WeatherFindResponse {
  const found = searchCities(weatherCities, city);
  return {
    count: found.length,
    list: found.map(({ id, name, lat, lon }) => ({ id, name, coord: { lat, lon } })),
    sample: true,
  };
}

/** Every 3-hour slot of `days` days from today (in Poland); null for an id not on the list. */
export function sampleForecast(location: ForecastLocation, days: number, now: Date): WeatherForecastResponse | null {
  const city = 'id' in location ? weatherCities.find((c) => c.id === location.id) : nearestCity(location.lat, location.lon);
  if (!city) return null;
  const today = isoDateInPoland(now);
  const list = Array.from({ length: days }, (_, i) => dayForecast(city, addDays(today, i))).flat();
  return { city: { id: city.id, name: city.name }, list, sample: true };
}
