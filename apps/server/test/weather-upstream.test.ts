import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '@panel/domain';
import { buildApp } from '../src/app';
import { weatherCache } from '../src/db/schema/index';
import { loginAs, useTestApp } from './helper';

/** A small OpenWeather-compatible service on a local port: the tests never reach the internet. */
type Mode = 'ok' | 'error' | 'unknown' | 'garbage' | 'drop' | 'hang' | 'redirect';
let mode: Mode = 'ok';
const received: URL[] = [];

function forecastItems() {
  // Six dates from a Tuesday noon: the proxy keeps the first five days.
  return Array.from({ length: 40 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 24, 12 + i * 3));
    return {
      dt: at.getTime() / 1000,
      dt_txt: at.toISOString().replace('T', ' ').slice(0, 19),
      main: { temp: 4.5 + (i % 5), feels_like: 1.2, humidity: 80 },
      weather: [{ id: 500, main: 'Rain', description: 'słabe opady deszczu', icon: '10d' }],
      wind: { speed: 3.1 },
    };
  });
}

const upstream = createServer((request: IncomingMessage, response) => {
  const url = new URL(request.url!, 'http://localhost');
  received.push(url);
  if (mode === 'hang') return;
  if (mode === 'drop') return request.socket.destroy();
  if (mode === 'error') return response.writeHead(500).end('{"cod":500}');
  // A redirect elsewhere (e.g. to an internal address) is never followed.
  if (mode === 'redirect') return response.writeHead(302, { location: `${url.pathname}?followed=1` }).end();
  if (mode === 'unknown') return response.writeHead(404, { 'content-type': 'application/json' }).end('{"cod":"404","message":"city not found"}');
  response.writeHead(200, { 'content-type': 'application/json' });
  if (mode === 'garbage') return response.end('<html>not json</html>');
  if (url.pathname.endsWith('/find')) {
    return response.end(
      JSON.stringify({ message: 'like', cod: '200', count: 1, list: [{ id: 3094802, name: 'Kraków', coord: { lat: 50.0833, lon: 19.9167 }, sys: { country: 'PL' } }] }),
    );
  }
  return response.end(JSON.stringify({ cod: '200', cnt: 40, list: forecastItems(), city: { id: 3094802, name: 'Kraków', country: 'PL' } }));
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
vi.stubEnv('OPENWEATHER_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/data/2.5`);
vi.stubEnv('OPENWEATHER_API_KEY', 'test-key');

const ctx = useTestApp({ policiesScale: 0.01 });
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  vi.unstubAllEnvs();
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

describe('weather through an OpenWeather-compatible service (OPENWEATHER_URL)', () => {
  it("finds a city with the seed's parameters and the key, and caches the answer per city and hour", async () => {
    // Both instances ask within one hour: the clock stands at the middle of this hour, not a moment before the next.
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    vi.setSystemTime(hour + 1_800_000);
    onTestFinished(() => void vi.useRealTimers());
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`/openweather/find?q=${encodeURIComponent('Kraków,Poland')}&type=like&mode=json&lang=pl`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1, list: [{ id: 3094802, name: 'Kraków', coord: { lat: 50.0833, lon: 19.9167 } }], sample: false });
    expect(received).toHaveLength(1);
    expect(received[0]!.pathname).toBe('/data/2.5/find');
    expect(Object.fromEntries(received[0]!.searchParams)).toEqual({ q: 'Kraków,Poland', type: 'like', mode: 'json', lang: 'pl', appid: 'test-key' });

    const [row] = await ctx.database.db.select().from(weatherCache).where(eq(weatherCache.key, 'find:kraków'));
    expect(row!.hour.getTime()).toBe(hour);

    // Another instance on the same database answers from the shared cache.
    const second = await buildApp({ database: ctx.database });
    try {
      const again = await (await loginAs(second, 'agent.nn')).get(`/openweather/find?q=${encodeURIComponent('kraków,Poland')}`);
      expect(again.json()).toEqual(response.json());
      expect(received).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('forecasts by id with units=metric, keeping the first five days and the fields of the seed', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/openweather/forecast?id=3094802&mode=json&lang=pl&units=metric&cnt=5');
    expect(response.statusCode).toBe(200);
    expect(Object.fromEntries(received[0]!.searchParams)).toEqual({ id: '3094802', mode: 'json', lang: 'pl', units: 'metric', appid: 'test-key' });
    const body = response.json();
    expect(body.sample).toBe(false);
    expect(body.city).toEqual({ id: 3094802, name: 'Kraków' });
    expect(new Set(body.list.map((item: { dt_txt: string }) => item.dt_txt.slice(0, 10)))).toEqual(
      new Set(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']),
    );
    expect(body.list[0]).toEqual({ dt: forecastItems()[0]!.dt, dt_txt: '2026-11-24 12:00:00', main: { temp: 4.5 }, weather: [{ description: 'słabe opady deszczu', icon: '10d' }] });
  });

  it('forecasts by coordinates', async () => {
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/openweather/forecast?lat=52.23&lon=21.01&cnt=2');
    expect(response.statusCode).toBe(200);
    expect(Object.fromEntries(received[0]!.searchParams)).toMatchObject({ lat: '52.23', lon: '21.01' });
    expect(response.json().list).toHaveLength(4 + 8);
  });

  it.each([
    ['answers an error', 'error', 101],
    ['answers something that is not the forecast', 'garbage', 102],
    ['drops the connection', 'drop', 103],
    ['does not answer within 3 s', 'hang', 104],
    ['redirects elsewhere', 'redirect', 105],
  ] as const)('answers the no-data message (502) when the service %s, and caches nothing', async (_case, failure, id) => {
    mode = failure;
    const response = await (await loginAs(ctx.app, 'agent.da')).get(`/openweather/forecast?id=${id}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: messages.WEATHER_NO_DATA });
    expect(received).toHaveLength(1);
    expect(await ctx.database.db.select().from(weatherCache).where(like(weatherCache.key, `forecast:id=${id}:%`))).toEqual([]);
  });

  it('answers the no-data message with 404 for a city the service does not know: the request is at fault, not the service', async () => {
    mode = 'unknown';
    const response = await (await loginAs(ctx.app, 'agent.da')).get('/openweather/forecast?id=105');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.WEATHER_NO_DATA });
  });
});
