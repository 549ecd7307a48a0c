import { z } from '../z';
import { messages } from '../messages';
import { checkPoliciesSearch, policiesSearchFields } from '../rules/policiesSearch.schema';
import { servicingHistoryEntrySchema } from './servicing';
import {
  POLICY_PAGE_SIZES,
  policySortFields,
  productLineIds,
  QUICK_SEARCH_MAX_HITS,
  QUICK_SEARCH_MIN_LENGTH,
  quickSearchMatches,
  tableTypes,
} from './policyLists';
import { text } from '../rules/text';

export const tableTypeSchema = z.enum(tableTypes);
export const productLineSchema = z.enum(productLineIds);

const pagingFields = {
  page: z.coerce.number({ error: messages.PAGE_VALIDATION_ERROR }).int({ error: messages.PAGE_VALIDATION_ERROR }).min(1, { error: messages.PAGE_VALIDATION_ERROR }).max(100_000, { error: messages.PAGE_VALIDATION_ERROR }).default(1),
  pageSize: z.coerce
    .number()
    .refine((size) => (POLICY_PAGE_SIZES as readonly number[]).includes(size), { error: messages.PAGE_SIZE_VALIDATION_ERROR })
    .default(20),
  sort: z.enum(policySortFields).default('policyDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

/** Filters and order of a list, without paging: also the query of the CSV and XLSX exports. */
export const policyExportQuerySchema = z.object({
  tableType: tableTypeSchema,
  sort: pagingFields.sort,
  order: pagingFields.order,
  type: productLineSchema.optional(),
  /** Part of the customer's name or the start of the policy number. */
  q: text().trim().max(100, { error: messages.MAX_LENGTH_ERROR }).optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
});
export type PolicyExportQuery = z.input<typeof policyExportQuerySchema>;

/** Query of GET /partner/rest/policies/list: one page of one list, filtered and sorted in the database. */
export const policyListQuerySchema = policyExportQuerySchema.extend({ page: pagingFields.page, pageSize: pagingFields.pageSize });
export type PolicyListQuery = z.input<typeof policyListQuerySchema>;

/** A row of a policy list (000 §3 Policy list). policyTerm is given for HP (default 1). */
export const policyListRowSchema = z.object({
  policyNo: z.string(),
  policyDate: z.string(),
  customerName: z.string(),
  type: productLineSchema,
  policyTerm: z.number().int().nullable(),
  price: z.number(),
});
export type PolicyListRow = z.infer<typeof policyListRowSchema>;

const pageFields = {
  /** Rows matching the filters, counted up to POLICY_COUNT_LIMIT. */
  total: z.number().int(),
  /** True when more rows match than `total` says. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

export const policyListResponseSchema = z.object({
  tableType: tableTypeSchema,
  policies: z.array(policyListRowSchema),
  ...pageFields,
});
export type PolicyListResponse = z.infer<typeof policyListResponseSchema>;

/** The SM insurer: companyName for COMPANY, firstName and surname for PERSON. */
export const insurerSchema = z.object({
  partyType: z.enum(['PERSON', 'COMPANY']),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
});

/** GET /partner/rest/policies/details/{policyNo} (000 §3 Policy details). */
export const policyDetailsSchema = z.object({
  tableType: tableTypeSchema,
  productLineId: productLineSchema,
  policyNo: z.string().nullable(),
  quotationNo: z.string().nullable(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  insuringName: z.string(),
  insuringPhone: z.string().nullable(),
  email: z.string().nullable(),
  insuringAddress: z.string(),
  insuringPostcode: z.string(),
  /** The policyholder's identifiers: PESEL of a person, NIP and REGON of a company (decision 014). */
  insuringPesel: z.string().nullable(),
  insuringNip: z.string().nullable(),
  insuringRegon: z.string().nullable(),
  insuringPlaceKind: z.string().nullable(),
  carInfo: z.string().nullable(),
  carVin: z.string().nullable(),
  regNo: z.string().nullable(),
  insurer: insurerSchema.nullable(),
  offerValidTill: z.string().nullable(),
  paymentFrequency: z.enum(['1', '2']),
  paymentType: z.enum(['TRANSFER', 'CASH', 'TRANSFER_ANNUAL']),
  price: z.number(),
  /** Given for non-quotations with a payment account only, like the next four. */
  bankAccount: z.string().nullable(),
  tariffPrice: z.number().nullable(),
  totalDebitAmount: z.number().nullable(),
  nextInstAmt: z.number().nullable(),
  nextInstDueDate: z.string().nullable(),
  /** Beyond the seeds: the servicing actions taken on the policy, newest first. */
  servicingHistory: z.array(servicingHistoryEntrySchema),
});
export type PolicyDetails = z.infer<typeof policyDetailsSchema>;

/** Query of GET /partner/rest/policies/search: the search model (000 §3, §5) and paging. */
export const policiesSearchQuerySchema = z
  .object({ ...policiesSearchFields, ...pagingFields })
  .superRefine(checkPoliciesSearch);
export type PoliciesSearchQuery = z.input<typeof policiesSearchQuerySchema>;

/** A search hit: a list row and the list it is on. */
export const policySearchRowSchema = policyListRowSchema.extend({ tableType: tableTypeSchema });
export type PolicySearchRow = z.infer<typeof policySearchRowSchema>;

export const policiesSearchResponseSchema = z.object({ policies: z.array(policySearchRowSchema), ...pageFields });
export type PoliciesSearchResponse = z.infer<typeof policiesSearchResponseSchema>;

/** Query of GET /partner/rest/policies/quick-search: the header search box. */
export const quickSearchQuerySchema = z.object({
  q: text({ error: messages.QUICK_SEARCH_MIN_LENGTH })
    .trim()
    .min(QUICK_SEARCH_MIN_LENGTH, { error: messages.QUICK_SEARCH_MIN_LENGTH })
    .max(100, { error: messages.MAX_LENGTH_ERROR }),
});

export const quickSearchHitSchema = z.object({
  policyNo: z.string(),
  tableType: tableTypeSchema,
  type: productLineSchema,
  customerName: z.string(),
  matchedBy: z.enum(quickSearchMatches),
  /** The value that matched: the plate, the VIN, the PESEL … */
  matchedValue: z.string(),
});
export type QuickSearchHit = z.infer<typeof quickSearchHitSchema>;

export const quickSearchResponseSchema = z.object({ hits: z.array(quickSearchHitSchema).max(QUICK_SEARCH_MAX_HITS) });
export type QuickSearchResponse = z.infer<typeof quickSearchResponseSchema>;
