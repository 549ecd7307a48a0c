import { z } from '../z';

const monthsSchema = z.array(z.string().regex(/^\d{4}-\d{2}$/));
const countsSchema = z.array(z.number().int().min(0));

/** GET /partner/rest/cpChartPolicies (001 §3 Chart data): concluded motor policies per month, OC (001) and AC (002). */
export const cpChartResponseSchema = z.object({ months: monthsSchema, ocCounts: countsSchema, acCounts: countsSchema });
export type CpChartResponse = z.infer<typeof cpChartResponseSchema>;

/** GET /partner/rest/hpChartPolicies: concluded home policies per month. */
export const hpChartResponseSchema = z.object({ months: monthsSchema, hpCounts: countsSchema });
export type HpChartResponse = z.infer<typeof hpChartResponseSchema>;
