import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, discountsResponseSchema } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** 000 §7 Dashboard data: GET /partner/rest/discounts, the agent's discount budget. */
export const discountsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/discounts',
    { schema: { summary: 'Rabaty agenta: budżet i okres ważności', response: { 200: discountsResponseSchema, 401: apiErrorSchema } } },
    (request) => service.listDiscounts(db, currentUser(request)),
  );
};
