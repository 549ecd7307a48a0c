import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apaTokenResponseSchema,
  apiErrorSchema,
  handoffUrlResponseSchema,
  internalTokenRequestSchema,
  internalTokenResponseSchema,
  sassTokenResponseSchema,
  stpTokenResponseSchema,
  tokenVerifyRequestSchema,
  tokenVerifyResponseSchema,
} from '@panel/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { handoffConfigFromEnv } from './config';
import * as service from './service';

const BODY_LIMIT = 8 * 1024;
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };
const travel = { all: ['ROLE_TR_ENABLED' as const] };
const sass = { all: ['ROLE_SASS_ENABLED' as const] };

/** A token must not linger in any cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** 000 §7 "External hand-offs": signed short-lived tokens and the addresses of the external systems (decision 004). */
export const handoffsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = handoffConfigFromEnv();
  if (!config.sharedSecret) {
    app.log.warn('HANDOFF_TOKEN_SECRET is not set: hand-off tokens verify only through this server until it restarts');
  }

  app.post(
    '/s-auth/rest/internal_token/access',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Token przekazania do systemu zewnętrznego (UP, POS, CAS)',
        body: internalTokenRequestSchema, response: { 200: internalTokenResponseSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => noStore(reply).send(await service.internalAccess(db, config, currentUser(request), request.body, request.log)),
  );
  app.post(
    '/s-auth/rest/stp/token',
    {
      bodyLimit: BODY_LIMIT, config: { roles: travel },
      schema: {
        summary: 'Token kalkulatora podróży (STP)',
        response: { 200: stpTokenResponseSchema, ...refusals },
      },
    },
    async (request, reply) => noStore(reply).send(await service.stpToken(db, config, currentUser(request))),
  );
  app.get(
    '/partner/rest/user/stp',
    { config: { roles: travel }, schema: { summary: 'Adres kalkulatora podróży (STP)', response: { 200: handoffUrlResponseSchema, ...refusals } } },
    () => ({
      url: config.stp,
    }),
  );
  app.get(
    '/partner/rest/user/sass',
    { config: { roles: sass }, schema: { summary: 'Adres kalkulatora SASS', response: { 200: handoffUrlResponseSchema, ...refusals } } },
    () => ({
      url: config.sass,
    }),
  );
  app.get(
    '/partner/rest/user/hate',
    {
      config: { roles: { all: ['ROLE_AGENT_HP_ENABLED'] } },
      schema: {
        summary: 'Adres kalkulatora Dom Plus',
        response: { 200: handoffUrlResponseSchema, ...refusals },
      },
    },
    () => ({ url: config.hate }),
  );
  app.get(
    '/rest/get-apa-token',
    { config: { roles: travel }, schema: { summary: 'Token panelu assistance', response: { 200: apaTokenResponseSchema, ...refusals } } },
    async (request, reply) =>
      noStore(reply).send({ apaRedirectUrl: config.apa, token: await service.token(db, config, currentUser(request), 'APA') }),
  );
  app.get(
    '/rest/get-sass-token',
    { config: { roles: sass }, schema: { summary: 'Token kalkulatora SASS', response: { 200: sassTokenResponseSchema, ...refusals } } },
    async (request, reply) =>
      noStore(reply).send({ sassRedirectUrl: config.sass, token: await service.token(db, config, currentUser(request), 'SASS') }),
  );
  app.get(
    '/partner/rest/travel/europaAssistance',
    {
      config: { roles: travel },
      schema: {
        summary: 'Adres panelu Europa Assistance z tokenem',
        response: { 200: handoffUrlResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const token = await service.token(db, config, currentUser(request), 'TRAVEL');
      return noStore(reply).send({ url: service.withToken(config.travel, 'token', token) });
    },
  );
  app.get(
    '/partner/rest/user/order-documents',
    { schema: { summary: 'Adres formularza zamówienia druków', response: { 200: handoffUrlResponseSchema, 401: apiErrorSchema } } },
    () => ({
      url: config.orderDocuments,
    }),
  );
  // Called by the external systems, server to server: no session and no CSRF cookie; the token is the credential.
  app.post(
    '/s-auth/rest/token/verify',
    {
      bodyLimit: BODY_LIMIT,
      config: { public: true, csrf: false },
      schema: {
        summary: 'Weryfikacja tokenu przekazania (wywołanie systemu zewnętrznego)',
        body: tokenVerifyRequestSchema, response: { 200: tokenVerifyResponseSchema, 400: apiErrorSchema },
      },
    },
    (request) => service.verify(db, config, request.body.token, request.body.audience),
  );
};
