import { describe, expect, it } from 'vitest';
import { isoDateInPoland, messages, weatherForecastResponseSchema, type WeatherForecastResponse } from '@panel/domain';
import { sampleForecast } from '../src/modules/weather/sample';
import { weatherUpstreamFromEnv } from '../src/modules/weather/upstream';
import { createClient, loginAs, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });
const descriptions = new Set([
  'bezchmurnie', 'niewielkie zachmurzenie', 'zachmurzenie umiarkowane', 'zachmurzenie duże',
  'słabe opady deszczu', 'umiarkowane opady deszczu', 'burza', 'słabe opady śniegu', 'mgła',
]);
const mean = (forecast: WeatherForecastResponse) => forecast.list.reduce((sum, item) => sum + item.main.temp, 0) / forecast.list.length;

describe('built-in weather provider (no OPENWEATHER_URL)', () => {
  it('finds cities of the fixed Polish list by prefix, marked as sample data', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/openweather/find?q=${encodeURIComponent('Wa,Poland')}&type=like&mode=json&lang=pl`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      list: [
        { id: 1, name: 'Warszawa', coord: { lat: 52.23, lon: 21.01 } },
        { id: 32, name: 'Wałbrzych', coord: { lat: 50.77, lon: 16.28 } },
      ],
      sample: true,
    });
    expect((await client.get(`/openweather/find?q=${encodeURIComponent('łó,Poland')}`)).json().list.map((c: { name: string }) => c.name)).toEqual(['Łódź']);
    expect((await client.get(`/openweather/find?q=${encodeURIComponent('Paryż,Poland')}`)).json()).toEqual({ count: 0, list: [], sample: true });
  });

  it('forecasts 3-hour slots for 5 days from today, in Polish, with plausible temperatures', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get('/openweather/forecast?id=2&mode=json&lang=pl&units=metric&cnt=5');
    expect(response.statusCode).toBe(200);
    const forecast = weatherForecastResponseSchema.parse(response.json());
    expect(forecast.city).toEqual({ id: 2, name: 'Kraków' });
    expect(forecast.sample).toBe(true);
    expect(forecast.list).toHaveLength(40);
    expect(forecast.list[0]!.dt_txt).toBe(`${isoDateInPoland(new Date())} 00:00:00`);
    expect(new Set(forecast.list.map((item) => item.dt_txt.slice(11)))).toEqual(
      new Set(['00:00:00', '03:00:00', '06:00:00', '09:00:00', '12:00:00', '15:00:00', '18:00:00', '21:00:00']),
    );
    for (const item of forecast.list) {
      expect(descriptions.has(item.weather[0]!.description), item.weather[0]!.description).toBe(true);
      expect(item.weather[0]!.icon).toMatch(/^(01|02|03|04|09|10|11|13|50)[dn]$/);
      expect(item.main.temp).toBeGreaterThan(-30);
      expect(item.main.temp).toBeLessThan(40);
      expect(item.dt * 1000).toBe(Date.parse(`${item.dt_txt.replace(' ', 'T')}Z`));
    }
    const byCoordinates = await client.get('/openweather/forecast?lat=50.07&lon=19.93&cnt=2');
    expect(byCoordinates.json()).toEqual({ ...forecast, list: forecast.list.slice(0, 16) });
  });

  it('is deterministic per city and day, and follows the season', () => {
    const monday = sampleForecast({ id: 1 }, 5, new Date('2026-07-06T10:00:00Z'))!;
    const tuesday = sampleForecast({ id: 1 }, 5, new Date('2026-07-07T22:30:00+02:00'))!;
    expect(sampleForecast({ id: 1 }, 5, new Date('2026-07-06T20:00:00Z'))).toEqual(monday);
    expect(tuesday.list.slice(0, 32)).toEqual(monday.list.slice(8));
    expect(sampleForecast({ id: 2 }, 5, new Date('2026-07-06T10:00:00Z'))!.list).not.toEqual(monday.list);
    const january = sampleForecast({ id: 1 }, 5, new Date('2026-01-12T10:00:00Z'))!;
    expect(mean(monday) - mean(january)).toBeGreaterThan(10);
    expect(january.list.some((item) => item.weather[0]!.description === 'burza')).toBe(false);
  });

  it('answers the no-data message for an id not on the list: 404, a client’s mistake is never a 5xx', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/openweather/forecast?id=9999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.WEATHER_NO_DATA);
  });

  it('refuses bad input with a Polish message (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const cases: [string, string][] = [
      ['/openweather/find?q=W,Poland', messages.WEATHER_QUERY_INVALID],
      ['/openweather/find', messages.WEATHER_QUERY_INVALID],
      ['/openweather/find?q=Krak%C3%B3w', messages.WEATHER_QUERY_INVALID],
      [`/openweather/find?q=${encodeURIComponent('<b>Kraków</b>,Poland')}`, messages.WEATHER_QUERY_INVALID],
      ['/openweather/find?q=Krak%C3%B3w,Poland&type=accurate', messages.MALFORMED_REQUEST],
      ['/openweather/forecast', messages.WEATHER_LOCATION_REQUIRED],
      ['/openweather/forecast?lat=50.06', messages.WEATHER_LOCATION_REQUIRED],
      ['/openweather/forecast?lat=abc&lon=19', messages.WEATHER_LOCATION_REQUIRED],
      ['/openweather/forecast?lat=95&lon=19', messages.WEATHER_LOCATION_REQUIRED],
      ['/openweather/forecast?id=1&cnt=9', messages.WEATHER_DAYS_INVALID],
      ['/openweather/forecast?id=1&units=imperial', messages.MALFORMED_REQUEST],
    ];
    for (const [url, message] of cases) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
  });

  it('needs a session (401): the weather service is not an open proxy', async () => {
    const anonymous = createClient(ctx.app);
    expect((await anonymous.get('/openweather/find?q=Krak%C3%B3w,Poland')).statusCode).toBe(401);
    expect((await anonymous.get('/openweather/forecast?id=1')).statusCode).toBe(401);
  });
});

describe('weather configuration', () => {
  it('uses the built-in provider without OPENWEATHER_URL, the service with it, and refuses a bad address at start', () => {
    expect(weatherUpstreamFromEnv({})).toBeNull();
    expect(weatherUpstreamFromEnv({ OPENWEATHER_URL: 'https://api.openweathermap.org/data/2.5', OPENWEATHER_API_KEY: 'k' })).toEqual({
      url: 'https://api.openweathermap.org/data/2.5',
      apiKey: 'k',
      timeoutMs: 3000,
    });
    expect(() => weatherUpstreamFromEnv({ OPENWEATHER_URL: 'ftp://pogoda.example.pl' })).toThrow(/OPENWEATHER_URL/);
    expect(() => weatherUpstreamFromEnv({ OPENWEATHER_URL: 'https://pogoda.example.pl', OPENWEATHER_API_KEY: '' })).toThrow(/OPENWEATHER_API_KEY/);
  });
});
