import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  businessProcessParamsSchema,
  businessRecordSchema,
  trackingCommitSchema,
  trackingConfigurationSchema,
  z,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const BODY_LIMIT = 8 * 1024;
/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FRAME = '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Panel Agenta</title></head><body></body></html>';
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };

/** The tracking configuration service (001 §7): every logged-in user; `hosts` from TRACKING_HOSTS. */
export const trackingRoutes: FastifyPluginAsyncZod<{ db: Db; hosts: readonly string[] }> = async (app, { db, hosts }) => {
  app.post(
    '/ms-lds/commit',
    {
      config: { accountGateAllowed: true }, bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zapis odsłony lub akcji i konfiguracja śledzenia',
        body: trackingCommitSchema, response: { 200: trackingConfigurationSchema, ...refusals },
      },
    },
    (request) => service.commit(db, currentUser(request), request.body, hosts, request.log),
  );
  app.post(
    '/ms-lds/business/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Zapis przebiegu procesu biznesowego',
        params: businessProcessParamsSchema, body: businessRecordSchema, response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await service.recordBusiness(db, currentUser(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
  // The panel's own tracking frame and pixel: configured urls may point here instead of at an external host.
  app.get('/ms-lds/frame', { schema: { summary: 'Własna ramka śledząca panelu', response: { 200: z.string() } } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Unlike every other answer, this page is meant to be framed, by the panel only.
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .send(FRAME),
  );
  app.get(
    '/ms-lds/pixel',
    { schema: { summary: 'Własny piksel konwersji panelu', response: { 200: z.instanceof(Buffer) } } },
    async (_request, reply) => reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL),
  );
};
