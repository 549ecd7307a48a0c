import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, calculatorsResponseSchema, quotationDateResponseSchema } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The policy calculation box and the quotation dates of the dashboard (000 §2, §7 Dashboard data). */
export const calculationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/calculators',
    { schema: { summary: 'Kalkulatory dostępne dla agenta', response: { 200: calculatorsResponseSchema, 401: apiErrorSchema } } },
    (request) => service.calculators(db, currentUser(request)),
  );
  app.get(
    '/partner/rest/quotations/hhCalculationExpiryDate',
    {
      config: { roles: { all: ['ROLE_AGENT_HP_ENABLED'] } },
      schema: {
        summary: 'Data ważności kalkulacji ubezpieczenia domu',
        response: { 200: quotationDateResponseSchema, ...refusals },
      },
    },
    (request) => service.homeCalculationExpiryDate(db, currentUser(request)),
  );
  app.get(
    '/partner/rest/quotations/newMotorReleaseDate',
    {
      config: { roles: { all: ['ROLE_AGENT_CP_ENABLED'] } },
      schema: {
        summary: 'Data udostępnienia nowego kalkulatora komunikacyjnego',
        response: { 200: quotationDateResponseSchema, ...refusals },
      },
    },
    () => service.newMotorReleaseDate(db),
  );
};
