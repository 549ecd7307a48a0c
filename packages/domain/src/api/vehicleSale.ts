import { z } from '../z';
import { messages } from '../messages';
import { vehicleSalePolicyNumberSchema, vinSchema } from '../rules/vehicleSale';
import { text } from '../rules/text';

/**
 * POST /partner/rest/uks/register. The body is checked against `vehicleSaleRegisterSchema(today)` in the service,
 * because "selling date at most today" needs the day of the request; the route only requires an object.
 */
export const vehicleSaleRegisterBodySchema = z.record(text(), z.unknown(), { error: messages.MALFORMED_REQUEST });

/** POST /partner/rest/uks/verify: checked against `vehicleSaleVerifySchema(today)` in the service, like register. */
export const vehicleSaleVerifyBodySchema = z.object({ policyNumber: text().default(''), vin: text().default(''), sellingDate: text().default('') });

/**
 * POST /partner/rest/uks/verify: the POS flag of the agent's policy, and the register codes the policy and the selling
 * date decide already (00390, 00331 refuse the sale; 00354 lets it go on to manual handling), with `errorMsg` as in
 * the register answer.
 */
export const vehicleSaleVerifyResponseSchema = z.object({
  isPosPolicy: z.boolean(),
  errorCodes: z.array(z.string()),
  errorMsg: z.string().nullable(),
});
export type VehicleSaleVerifyResponse = z.infer<typeof vehicleSaleVerifyResponseSchema>;

/**
 * POST /partner/rest/uks/register (000 §3). `errorCodes` empty with `offerNewPolicy` true: the new owner is recorded
 * and a new policy may be calculated; empty without the offer: sent to manual handling. `attachmentCaseId` names the
 * stored attempt whose files a corrected retry reuses.
 */
export const vehicleSaleRegisterResponseSchema = z.object({
  errorMsg: z.string().nullable(),
  errorCodes: z.array(z.string()),
  offerNewPolicy: z.boolean(),
  policyNumber: z.string(),
  attachmentCaseId: z.string().nullable(),
  isPosPolicy: z.boolean(),
});
export type VehicleSaleRegisterResponse = z.infer<typeof vehicleSaleRegisterResponseSchema>;

/** What a copy (a new offer from the policy) is for: the sale's thank-you popup, the ownership or the travel search. */
export const vehicleSaleCopyPurposes = ['SALE', 'OWNERSHIP', 'TRAVEL'] as const;

/** POST /partner/rest/uks/copy: a quotation for the current owner of the policy's vehicle. */
export const vehicleSaleCopySchema = z.object({
  policyNumber: vehicleSalePolicyNumberSchema,
  vin: vinSchema,
  purpose: z.enum(vehicleSaleCopyPurposes, { error: messages.MALFORMED_REQUEST }),
});
export type VehicleSaleCopy = z.infer<typeof vehicleSaleCopySchema>;

/** `policyNo` is the new quotation's number; `authCode` opens it in the calculator. */
export const vehicleSaleCopyResponseSchema = z.object({ authCode: z.string(), policyNo: z.string() });
export type VehicleSaleCopyResponse = z.infer<typeof vehicleSaleCopyResponseSchema>;

/** Every redirect facade call answers a panel address (decision 072). */
export const redirectResponseSchema = z.object({ url: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** GET /partner/rest/redirectFacade/uks?platesNo= */
export const redirectUksQuerySchema = z.object({
  platesNo: z
    .string({ error: messages.REQUIRED_VALIDATION_ERROR })
    .trim()
    .min(1, { error: messages.REQUIRED_VALIDATION_ERROR })
    .max(10, { error: messages.MAX_LENGTH_ERROR })
    .regex(/^[A-Za-z0-9]+$/, { error: messages.PATTERN_VALIDATION_ERROR })
    .toUpperCase(),
});

/** GET /partner/rest/redirectFacade/completeBuyersData?policyNo=&firstName=&lastName= */
export const redirectBuyerQuerySchema = z.object({
  policyNo: vehicleSalePolicyNumberSchema,
  firstName: text().trim().max(70, { error: messages.MAX_LENGTH_ERROR }).default(''),
  lastName: text().trim().max(70, { error: messages.MAX_LENGTH_ERROR }).default(''),
});

/** GET /partner/rest/redirectFacade/resignation?policyNo= */
export const redirectResignationQuerySchema = z.object({ policyNo: vehicleSalePolicyNumberSchema });
