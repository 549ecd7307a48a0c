import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  weatherFindQuerySchema,
  weatherFindResponseSchema,
  weatherForecastQuerySchema,
  weatherForecastResponseSchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import * as service from './service';
import { weatherUpstreamFromEnv } from './upstream';

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 502: apiErrorSchema };

/**
 * 001 §7 openweather: proxies an OpenWeather-compatible service (OPENWEATHER_URL), or answers with the built-in
 * sample provider when none is configured. Behind the session, so the service's key is never an open proxy.
 */
export const weatherRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const upstream = weatherUpstreamFromEnv();
  app.get(
    '/openweather/find',
    {
      schema: {
        summary: 'Wyszukiwanie miejscowości do prognozy pogody',
        querystring: weatherFindQuerySchema, response: { 200: weatherFindResponseSchema, ...failures },
      },
    },
    (request) => service.findCity({ db, upstream, log: request.log }, request.query.q),
  );
  app.get(
    '/openweather/forecast',
    {
      schema: {
        summary: 'Prognoza pogody dla miejscowości',
        querystring: weatherForecastQuerySchema, response: { 200: weatherForecastResponseSchema, ...failures },
      },
    },
    (request) => {
      const { id, lat, lon, cnt } = request.query;
      const location = id !== undefined ? { id } : { lat: lat!, lon: lon! };
      return service.forecast({ db, upstream, log: request.log }, location, cnt);
    },
  );
};
