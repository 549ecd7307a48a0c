import { z } from '../z';
import { messages } from '../messages';
import { isValidEmail } from '../rules/email';
import { isValidPhone } from '../rules/phone';
import { optionalText, postcodeSchema, requiredText } from '../rules/fields';
import { hasAllowedExtension, uploadedFilesSchema, type FileExtension } from '../rules/files';

/** A positive verification holds this long: the attachment and the rewrite must follow within it (decision 080). */
export const RENEWAL_VERIFICATION_TTL_MS = 30 * 60_000;
/** A renewal can be taken over at most this many days before its period starts (decision 080). */
export const RENEWAL_REWRITE_WINDOW_DAYS = 60;

/** The signed statement is a scan or a PDF of the signed paper, never an editable document. */
export const renewalStatementExtensions: readonly FileExtension[] = ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff'];
export const isRenewalStatementFile = (name: string) => hasAllowedExtension(name, renewalStatementExtensions);

const policyIdSchema = requiredText().regex(/^\d{8,11}$/, { error: messages.POLICY_ID_FORMAT_ERROR });

/** The renewal offer shown before the take-over (000 §4 "present offer"). */
export const renewalOfferSchema = z.object({
  productLine: z.enum(['CP', 'HP', 'SM', 'MF']),
  startDate: z.string(),
  endDate: z.string(),
  price: z.number(),
  paymentFrequency: z.enum(['1', '2']),
  vehicle: z.string().nullable(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;

/** The new owner of the vehicle, whose data the agent confirms in the owner-change mode. */
export const renewalOwnerSchema = z.object({
  partyType: z.enum(['PERSON', 'COMPANY']),
  name: z.string(),
  pesel: z.string().nullable(),
  regon: z.string().nullable(),
  street: z.string(),
  streetNo: z.string(),
  flatNo: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type RenewalOwner = z.infer<typeof renewalOwnerSchema>;

/** POST /partner/rest/renewal/verify answer (000 §3); offer and owner only when the renewal can be taken over. */
export const renewalVerifyResponseSchema = z.object({
  canRewrite: z.boolean(),
  error: z.string().nullable(),
  renewalDate: z.string(),
  policyNo: z.string(),
  regNo: z.string().nullable(),
  status: z.string(),
  modeWithOwcaChange: z.boolean(),
  offer: renewalOfferSchema.nullable(),
  owner: renewalOwnerSchema.nullable(),
});
export type RenewalVerifyResponse = z.infer<typeof renewalVerifyResponseSchema>;

/** POST /partner/rest/renewal/attachment (000 §7): the signed statement, sent before the rewrite. */
export const renewalAttachmentSchema = z.object({
  policyId: policyIdSchema,
  uploadedFiles: uploadedFilesSchema.min(1, { error: messages.RENEWAL_STATEMENT_REQUIRED }),
});
export type RenewalAttachment = z.infer<typeof renewalAttachmentSchema>;

export const renewalAttachmentResponseSchema = z.object({ status: z.literal('OK') });
export type RenewalAttachmentResponse = z.infer<typeof renewalAttachmentResponseSchema>;

/** The new owner's contact data as confirmed (or modified) by the agent in the owner-change mode. */
export const renewalOwnerContactSchema = z.object({
  street: requiredText().max(100, { error: messages.MAX_LENGTH_ERROR }),
  streetNo: requiredText().max(10, { error: messages.MAX_LENGTH_ERROR }),
  flatNo: optionalText(10),
  postcode: postcodeSchema(),
  city: requiredText().max(60, { error: messages.MAX_LENGTH_ERROR }),
  phone: optionalText(9).refine((value) => value === '' || isValidPhone(value), { error: messages.PHONE_VALIDATION_ERROR }),
  email: optionalText(100).refine((value) => value === '' || isValidEmail(value), { error: messages.EMAIL_VALIDATION_MESSAGE }),
});
export type RenewalOwnerContact = z.infer<typeof renewalOwnerContactSchema>;

/** POST /partner/rest/renewal: takes the verified renewal over; `owner` only in the owner-change mode. */
export const renewalRewriteSchema = z.object({
  policyId: policyIdSchema,
  owner: renewalOwnerContactSchema.optional(),
});
export type RenewalRewrite = z.infer<typeof renewalRewriteSchema>;

/** Where the agent goes next: the renewal calculator of the policy; empty when the panel cannot continue (000 §4). */
export const renewalRewriteResponseSchema = z.object({ url: z.string() });
export type RenewalRewriteResponse = z.infer<typeof renewalRewriteResponseSchema>;
