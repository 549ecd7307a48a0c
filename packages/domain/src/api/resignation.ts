import { z } from '../z';
import { messages } from '../messages';
import { uploadedFilesSchema } from '../rules/files';
import { isIsoDate } from '../calendar';
import { optionalText, reportFieldErrors } from '../rules/fields';
import {
  resignationAttachmentError,
  resignationDatesErrors,
  resignationPartySchema,
  resignationPolicyNumberSchema,
  resignationReasonCodeSchema,
  resignationReasonSchema,
} from '../rules/resignation';
import { text } from '../rules/text';

/** POST /partner/rest/resignation/verify: `isUks` when the wizard was opened from the vehicle-sale (UKS-ass) search. */
export const resignationVerifyRequestSchema = z.object({
  policyNumber: resignationPolicyNumberSchema,
  isUks: z.boolean().default(false),
});
export type ResignationVerifyRequest = z.input<typeof resignationVerifyRequestSchema>;

/** A policy in migration is resigned in an outside form: `redirectPolicy` with its `redirectLink`. */
export const resignationVerifyResponseSchema = z.object({
  verified: z.boolean(),
  redirectPolicy: z.boolean(),
  redirectLink: z.string().nullable(),
});
export type ResignationVerifyResponse = z.infer<typeof resignationVerifyResponseSchema>;

/** POST /partner/rest/resignation/check-policy-state: the policy number and the client data of step 1. */
export const resignationCheckRequestSchema = resignationPartySchema.and(
  z.object({ policyNumber: resignationPolicyNumberSchema, isFromUksAss: z.boolean().default(false) }),
);
export type ResignationCheckRequest = z.input<typeof resignationCheckRequestSchema>;

/**
 * The reasons the policy can be resigned for (with their date ranges) and the warnings shown in the warning popup.
 * No reasons means the resignation cannot go on (the warnings say why).
 */
export const resignationCheckResponseSchema = z.object({
  resignationReasons: z.object({ errors: z.array(z.string()), reasons: z.array(resignationReasonSchema) }),
  custNo: z.string(),
  tiaPolicy: z.boolean(),
});
export type ResignationCheckResponse = z.infer<typeof resignationCheckResponseSchema>;

const isoDateOrEmpty = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), { error: messages.DATE_INVALID_ERROR })
  .default('');

/**
 * POST /partner/rest/resignation/register. Checked here with the rules that need no policy data (dates against each
 * other, the other insurer, the attachment); the server checks the reason's ranges and the policy again.
 */
export const resignationRegisterSchema = resignationPartySchema
  .and(
    z.object({
      policyNo: resignationPolicyNumberSchema,
      terminationCode: resignationReasonCodeSchema,
      informDate: isoDateOrEmpty,
      terminationDate: isoDateOrEmpty,
      otherInsurerCompany: optionalText(200),
      otherInsurerDateFrom: isoDateOrEmpty,
      otherInsurerDateTo: isoDateOrEmpty,
      custNo: text().trim().min(1, { error: messages.REQUIRED_VALIDATION_ERROR }).max(20, { error: messages.MAX_LENGTH_ERROR }),
      terminationMessage: optionalText(500, { multiline: true }),
      isFromUksAss: z.boolean().default(false),
      uploadedFiles: uploadedFilesSchema,
    }),
  )
  .superRefine((form, ctx) => {
    const openRanges = { terminationDateFrom: null, terminationDateTo: null, informDateFrom: null, informDateTo: null };
    const reason = { terminationCode: form.terminationCode, terminationDescription: '', ...openRanges };
    reportFieldErrors(ctx, resignationDatesErrors(form, reason));
    const attachment = resignationAttachmentError(form.terminationCode, form.uploadedFiles);
    if (attachment) ctx.addIssue({ code: 'custom', path: ['uploadedFiles'], message: attachment });
  });
export type ResignationRegisterRequest = z.input<typeof resignationRegisterSchema>;
export type ResignationRegisterPayload = z.output<typeof resignationRegisterSchema>;

/** terminationResult: '0' closed with the date, '1' sent to manual handling, '-1' closing failed, '2' not a TIA policy. */
export const terminationResultCodes = ['0', '1', '-1', '2'] as const;
export const terminationResultCodeSchema = z.enum(terminationResultCodes);
export type TerminationResultCode = z.infer<typeof terminationResultCodeSchema>;

export const resignationRegisterResponseSchema = z.object({
  terminationResult: z.object({
    result: terminationResultCodeSchema,
    message: z.string(),
    /** The date the policy ends on (result '0'). */
    terminationDate: z.string().nullable(),
    /** What the agent quotes to the helpline, e.g. 'WYP/2026/000012'. */
    resignationNo: z.string(),
  }),
});
export type ResignationRegisterResponse = z.infer<typeof resignationRegisterResponseSchema>;

/** GET /ms-doc/get-resignation-doc-path/{code}: the blank form the customer signs for that reason. */
export const resignationDocPathParamsSchema = z.object({ code: resignationReasonCodeSchema });
export const resignationDocPathResponseSchema = z.object({ path: z.string(), name: z.string() });
export type ResignationDocPath = z.infer<typeof resignationDocPathResponseSchema>;

/** Print arguments of the confirmation (RESIGNATION_CONFIRMATION): `{code}_{terminationDate}`. */
export const resignationPrintArgs = (code: string, terminationDate: string) => `${code}_${terminationDate}`;
