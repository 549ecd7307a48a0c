import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginRequestSchema, z } from '@panel/domain';
import type { Db } from '../../db/client';
import { issueCsrfToken } from '../../plugins/csrf';
import { sessionCookieName, setSessionCookie } from '../../plugins/auth';
import type { LoginResult } from '../../plugins/metrics';
import * as service from './service';

export interface AuthRoutesOptions {
  db: Db;
  secureCookies: boolean;
}

/** Refused logins as the metrics count them (decision 131). */
const refusals: Partial<Record<number, LoginResult>> = { 401: 'failed', 423: 'locked', 429: 'throttled' };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, secureCookies }) => {
  const cookieName = sessionCookieName(secureCookies);

  app.post(
    '/partner/rest/auth/login',
    {
      config: { public: true },
      schema: {
        summary: 'Logowanie agenta: otwiera sesję i wydaje token CSRF',
        body: loginRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const previous = request.cookies[cookieName];
      if (previous) await service.logout(db, previous);
      const login = request.body.login.toLowerCase();
      let token: string;
      try {
        ({ token } = await service.login(db, request.body, request.ip));
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        request.log.warn({ login, address: request.ip, status }, 'login refused');
        const result = status === undefined ? undefined : refusals[status];
        if (result) app.metrics.login(result);
        throw error;
      }
      request.log.info({ login, address: request.ip }, 'login succeeded');
      app.metrics.login('success');
      setSessionCookie(reply, token, secureCookies);
      issueCsrfToken(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/partner/rest/user/logout',
    { config: { public: true }, schema: { summary: 'Wylogowanie: kończy sesję', response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[cookieName];
      const userId = token ? await service.logout(db, token) : undefined;
      if (userId !== undefined) request.log.info({ userId, address: request.ip }, 'logout');
      reply.clearCookie(cookieName, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
