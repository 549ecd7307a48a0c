import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, cpChartResponseSchema, hpChartResponseSchema } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

/** 001 §7 chart data: the motor chart needs ROLE_AGENT_CP_ENABLED, the home chart ROLE_AGENT_HP_ENABLED (001 §6). */
export const chartsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/cpChartPolicies',
    {
      config: { roles: { all: ['ROLE_AGENT_CP_ENABLED'] } },
      schema: {
        summary: 'Wykres polis komunikacyjnych agenta',
        response: { 200: cpChartResponseSchema, ...refusals },
      },
    },
    (request) => service.motorChart(db, currentUser(request)),
  );
  app.get(
    '/partner/rest/hpChartPolicies',
    {
      config: { roles: { all: ['ROLE_AGENT_HP_ENABLED'] } },
      schema: {
        summary: 'Wykres polis majątkowych agenta',
        response: { 200: hpChartResponseSchema, ...refusals },
      },
    },
    (request) => service.homeChart(db, currentUser(request)),
  );
};
