import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginCodeSchema, loginRequestSchema, loginSecondStepSchema, z } from '@panel/domain';
import type { Db } from '../../db/client';
import { issueCsrfToken } from '../../plugins/csrf';
import { challengeCookieName, sessionCookieName, setChallengeCookie, setSessionCookie } from '../../plugins/auth';
import type { LoginResult as LoginMetric } from '../../plugins/metrics';
import * as service from './service';

export interface AuthRoutesOptions {
  db: Db;
  secureCookies: boolean;
  twoFactor: service.TwoFactorLogin;
}

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

/** Refused logins as the metrics count them (decision 131). */
const refusals: Partial<Record<number, LoginMetric>> = { 401: 'failed', 423: 'locked', 429: 'throttled' };


export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, secureCookies, twoFactor }) => {
  const cookieName = sessionCookieName(secureCookies);
  const challengeCookie = challengeCookieName(secureCookies);

  app.post(
    '/partner/rest/auth/login',
    {
      config: { public: true },
      schema: {
        summary: 'Logowanie agenta: otwiera sesję (lub czeka na kod logowania dwuetapowego) i wydaje token CSRF',
        body: loginRequestSchema,
        response: {
          202: loginSecondStepSchema,
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          423: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const previous = request.cookies[cookieName];
      if (previous) await service.logout(db, app.sessions, previous);
      const previousChallenge = request.cookies[challengeCookie];
      if (previousChallenge) await service.abandonChallenge(db, previousChallenge);
      const login = request.body.login.toLowerCase();
      let result: service.LoginResult;
      try {
        result = await service.login(db, request.body, twoFactor.isEnabled, request.ip, request.headers['user-agent']);
      } catch (error) {
        const status = statusOf(error);
        request.log.warn({ login, address: request.ip, status }, 'login refused');
        const refusal = status === undefined ? undefined : refusals[status];
        if (refusal) app.metrics.login(refusal);
        throw error;
      }
      if (result.kind === 'challenge') {
        request.log.info({ login, address: request.ip }, 'login password accepted: code due');
        setChallengeCookie(reply, result.token, secureCookies);
        return reply.status(202).send({ secondStep: 'TWO_FACTOR_CODE' as const });
      }
      request.log.info({ login, address: request.ip }, 'login succeeded');
      app.metrics.login('success');
      setSessionCookie(reply, result.token, secureCookies);
      issueCsrfToken(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  // The second step of a login (decision 125): the challenge cookie of a right password and a code.
  app.post(
    '/partner/rest/auth/login/code',
    {
      config: { public: true },
      bodyLimit: 1024,
      schema: {
        summary: 'Drugi krok logowania: kod z aplikacji uwierzytelniającej lub kod zapasowy',
        body: loginCodeSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 423: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const challenge = request.cookies[challengeCookie] ?? '';
      let session: Awaited<ReturnType<typeof service.completeLogin>>;
      try {
        session = await service.completeLogin(
          db,
          challenge,
          (userId) => twoFactor.verifyCode(userId, request.body.code),
          request.ip,
          request.headers['user-agent'],
        );
      } catch (error) {
        const status = statusOf(error);
        request.log.warn({ address: request.ip, status }, 'login code refused');
        const refusal = status === undefined ? undefined : refusals[status];
        if (refusal) app.metrics.login(refusal);
        throw error;
      }
      request.log.info({ login: session.login, address: request.ip }, 'login succeeded');
      app.metrics.login('success');
      reply.clearCookie(challengeCookie, { path: '/' });
      setSessionCookie(reply, session.token, secureCookies);
      issueCsrfToken(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/partner/rest/user/logout',
    { config: { public: true }, schema: { summary: 'Wylogowanie: kończy sesję', response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[cookieName];
      const userId = token ? await service.logout(db, app.sessions, token) : undefined;
      if (userId !== undefined) request.log.info({ userId, address: request.ip }, 'logout');
      const challenge = request.cookies[challengeCookie];
      if (challenge) await service.abandonChallenge(db, challenge);
      reply.clearCookie(cookieName, { path: '/' });
      reply.clearCookie(challengeCookie, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
