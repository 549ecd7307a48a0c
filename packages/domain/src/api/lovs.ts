import { z } from '../z';
import { messages } from '../messages';
import { documentPolicyIdSchema } from './documents';

/** The lists of values of the motor modification (001 §3). */
export const lovKeys = [
  'CP_DRIVING_LICENSE_YEAR',
  'CP_MONTHS',
  'CP_ANNUAL_MILEAGE',
  'CP_USAGE',
  'CP_PARKING',
  'CP_USAGE_ABROAD',
  'CP_BODY_TYPE_DESC',
  'CP_DEDUCTIBLE',
  'CP_DEDUCTIBLE_T',
] as const;
export const lovKeySchema = z.enum(lovKeys, { error: messages.LOV_KEY_ERROR });
export type LovKey = z.infer<typeof lovKeySchema>;

/** GET /partner/rest/lovs/get/{policyNo}/{lovsKey} */
export const lovParamsSchema = z.object({ policyNo: documentPolicyIdSchema, lovsKey: lovKeySchema });

/** One entry of a list: `key` is what the model stores, `value` what the user reads. */
export const lovItemSchema = z.object({ key: z.string(), value: z.string() });
export type LovItem = z.infer<typeof lovItemSchema>;
export const lovResponseSchema = z.array(lovItemSchema);
export type LovResponse = z.infer<typeof lovResponseSchema>;
