import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginRequestSchema, z } from '@panel/domain';
import type { Db } from '../../db/client';
import { issueCsrfToken } from '../../plugins/csrf';
import { sessionCookieName, setSessionCookie } from '../../plugins/auth';
import * as service from './service';

export interface AuthRoutesOptions {
  db: Db;
  secureCookies: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, secureCookies }) => {
  const cookieName = sessionCookieName(secureCookies);

  app.post(
    '/partner/rest/auth/login',
    {
      config: { public: true },
      schema: {
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
        ({ token } = await service.login(db, request.body, request.ip, request.headers['user-agent']));
      } catch (error) {
        request.log.warn({ login, address: request.ip, status: (error as { statusCode?: number }).statusCode }, 'login refused');
        throw error;
      }
      request.log.info({ login, address: request.ip }, 'login succeeded');
      setSessionCookie(reply, token, secureCookies);
      issueCsrfToken(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/partner/rest/user/logout',
    { config: { public: true }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[cookieName];
      const userId = token ? await service.logout(db, token) : undefined;
      if (userId !== undefined) request.log.info({ userId, address: request.ip }, 'logout');
      reply.clearCookie(cookieName, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
