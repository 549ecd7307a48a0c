import { z } from '../z';

/** A link of the policy calculation box: an external calculator (000 §2; the signed hand-off comes later). */
export const calculatorLinkSchema = z.object({
  code: z.string(),
  label: z.string(),
  url: z.string(),
});
export type CalculatorLink = z.infer<typeof calculatorLinkSchema>;

/** GET /partner/rest/calculators: the calculators the user's roles allow, in display order. */
export const calculatorsResponseSchema = z.array(calculatorLinkSchema);

/**
 * GET /partner/rest/quotations/hhCalculationExpiryDate and /newMotorReleaseDate: a yyyy-MM-dd date, or null when there
 * is none (no still-valid home calculation; no release date configured).
 */
export const quotationDateResponseSchema = z.object({ date: z.iso.date().nullable() });
export type QuotationDate = z.infer<typeof quotationDateResponseSchema>;
