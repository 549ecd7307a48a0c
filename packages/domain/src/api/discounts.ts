import { z } from '../z';

export const discountTypes = ['AMT', 'PCT'] as const;
export const discountProductLines = ['CP', 'HP', 'SM'] as const;
/** 000 §9: 001 = OC, 002 = OC AC (motor only). */
export const packageCodes = ['001', '002'] as const;

/** 000 §3 Discount; `amountLeft` is what remains of `amountTotal`, the agent's budget. */
export const discountSchema = z.object({
  id: z.number().int(),
  productLineId: z.enum(discountProductLines),
  renewal: z.boolean(),
  packageCode: z.enum(packageCodes).nullable(),
  type: z.enum(discountTypes),
  numberAssigned: z.number().int(),
  amountLeft: z.number(),
  amountTotal: z.number(),
  /** yyyy-MM-dd */
  discountExpiryDate: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

/** GET /partner/rest/discounts: the agent's discounts, by type, product line, renewal flag and package. */
export const discountsResponseSchema = z.array(discountSchema);
export const DISCOUNTS_MAX_COUNT = 100;
