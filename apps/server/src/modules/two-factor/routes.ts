import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  twoFactorConfirmResponseSchema,
  twoFactorConfirmSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@panel/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser, setSessionCookie } from '../../plugins/auth';
import { issueCsrfToken } from '../../plugins/csrf';
import * as service from './service';

export interface TwoFactorRoutesOptions {
  db: Db;
  secureCookies: boolean;
  key: Buffer;
}

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
/** Reachable while REQUIRE_TWO_FACTOR holds the session: these calls are its way through (decision 125). */
const config = { accountGateAllowed: true };
/** The secret and the recovery codes must not linger in any cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Two-factor login in Mój profil (decision 125): its state, the enrolment and its confirmation by a first code. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (app, { db, secureCookies, key }) => {
  app.get(
    '/partner/rest/user/two-factor',
    { config, schema: { summary: 'Stan logowania dwuetapowego agenta', response: { 200: twoFactorStatusResponseSchema, ...refusals } } },
    (request) => service.status(db, currentUser(request)),
  );

  app.post(
    '/partner/rest/user/two-factor/setup',
    { config, bodyLimit: 1024, schema: { summary: 'Rozpoczęcie włączania logowania dwuetapowego: sekret i kod QR', response: { 200: twoFactorSetupResponseSchema, ...refusals } } },
    async (request, reply) => noStore(reply).send(await service.setup(db, key, currentUser(request))),
  );

  app.post(
    '/partner/rest/user/two-factor/confirm',
    {
      config,
      bodyLimit: 1024,
      schema: { summary: 'Włączenie logowania dwuetapowego pierwszym kodem; kody zapasowe', body: twoFactorConfirmSchema, response: { 200: twoFactorConfirmResponseSchema, 400: apiErrorSchema, ...refusals } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { recoveryCodes, token } = await service.confirm(db, key, user, request.body.code);
      request.log.info({ userId: user.userId, login: user.login, address: request.ip }, 'two-factor login enabled');
      setSessionCookie(reply, token, secureCookies);
      issueCsrfToken(reply, secureCookies);
      return noStore(reply).send({ recoveryCodes });
    },
  );
};
