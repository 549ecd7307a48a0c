import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  daysToPassExpirationSchema,
  idempotencyHeadersSchema,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  phoneChangeSchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser, setSessionCookie } from '../../plugins/auth';
import { issueCsrfToken } from '../../plugins/csrf';
import * as service from './service';

const BODY_LIMIT = 4 * 1024;
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema };

export interface ProfileRoutesOptions {
  db: Db;
  secureCookies: boolean;
}

/** Account self-service of Mój profil (000 §2, §5, §7, §8): password change and expiry, phone edits. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { db, secureCookies }) => {
  // changePassword is form-encoded (000 §7); this parser serves the routes of this plugin only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/partner/rest/user/changePassword',
    {
      bodyLimit: BODY_LIMIT,
      config: { accountGateAllowed: true },
      schema: {
        summary: 'Zmiana hasła',
        headers: idempotencyHeadersSchema,
        body: passwordChangeSchema,
        response: { 200: passwordChangeResponseSchema, ...refusals, 422: apiErrorSchema, 423: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { code, token } = await service.changePassword(
        db,
        user,
        request.body,
        request.headers['idempotency-key'],
        request.ip,
      );
      if (token) {
        request.log.info({ userId: user.userId, login: user.login, address: request.ip }, 'password changed');
        setSessionCookie(reply, token, secureCookies);
        issueCsrfToken(reply, secureCookies);
      } else if (code !== 'SUCCESS') {
        request.log.warn({ userId: user.userId, login: user.login, address: request.ip, code }, 'password change refused');
      }
      return { code };
    },
  );

  app.get(
    '/partner/rest/user/daysToPassExpiration',
    {
      config: { accountGateAllowed: true },
      schema: {
        summary: 'Liczba dni do wygaśnięcia hasła',
        response: { 200: daysToPassExpirationSchema },
      },
    },
    (request) => service.daysToPassExpiration(db, currentUser(request)),
  );

  app.post(
    '/partner/rest/user/update-phone',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zmiana własnego numeru telefonu',
        headers: idempotencyHeadersSchema, body: phoneChangeSchema, response: { 200: phoneChangeSchema, ...refusals },
      },
    },
    (request) => service.updatePhone(db, currentUser(request), request.body),
  );

  app.post(
    '/partner/rest/user/update-agent-phone',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zmiana numeru telefonu agencji',
        headers: idempotencyHeadersSchema, body: phoneChangeSchema, response: { 200: phoneChangeSchema, ...refusals },
      },
    },
    (request) => service.updateAgentPhone(db, currentUser(request), request.body),
  );
};
