import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idempotencyHeadersSchema,
  RENEWAL_REWRITE_ROLES,
  renewalAttachmentResponseSchema,
  renewalAttachmentSchema,
  renewalRewriteResponseSchema,
  renewalRewriteSchema,
  renewalVerifyResponseSchema,
  renewalVerifySchema,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 16 * 1024;
const roles = { any: [...RENEWAL_REWRITE_ROLES] };
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** 000 §7 Renewal: verify, the signed statement, the rewrite (decision 080). */
export const renewalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/partner/rest/renewal/verify',
    {
      bodyLimit: BODY_LIMIT, config: { roles },
      schema: {
        summary: 'Weryfikacja wznowienia do przepisania',
        body: renewalVerifySchema, response: { 200: renewalVerifyResponseSchema, ...refusals },
      },
    },
    (request) => service.verify(db, currentUser(request), request.body),
  );
  app.post(
    '/partner/rest/renewal/attachment',
    {
      bodyLimit: BODY_LIMIT,
      config: { roles },
      schema: {
        summary: 'Dołączenie podpisanego oświadczenia do przepisania wznowienia',
        headers: idempotencyHeadersSchema, body: renewalAttachmentSchema, response: { 200: renewalAttachmentResponseSchema, ...refusals },
      },
    },
    (request) => service.attach(db, currentUser(request), request.body, request.headers['idempotency-key']),
  );
  app.post(
    '/partner/rest/renewal',
    {
      bodyLimit: BODY_LIMIT,
      config: { roles },
      schema: {
        summary: 'Przepisanie wznowienia na agenta',
        headers: idempotencyHeadersSchema, body: renewalRewriteSchema, response: { 200: renewalRewriteResponseSchema, ...refusals },
      },
    },
    (request) => service.rewrite(db, currentUser(request), request.body, request.headers['idempotency-key']),
  );
};
