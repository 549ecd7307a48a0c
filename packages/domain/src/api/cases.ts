import { z } from '../z';
import { caseTypeSchema } from '../rules/case';

/** GET /partner/rest/case/config: the case types, by sortNo (decision 051). */
export const caseConfigResponseSchema = z.array(caseTypeSchema);

export const complaintTypeSchema = z.object({ code: z.string(), name: z.string(), sortNo: z.number().int() });
export type ComplaintType = z.infer<typeof complaintTypeSchema>;

/** GET /partner/rest/complaint/config. */
export const complaintConfigResponseSchema = z.array(complaintTypeSchema);

/** POST /partner/rest/case/save: the human-readable case number, e.g. 'SPR/2026/000042'. */
export const caseSaveResponseSchema = z.object({ caseId: z.string() });
export type CaseSaveResponse = z.infer<typeof caseSaveResponseSchema>;

/** POST /partner/rest/complaint/save: e.g. 'REK/2026/000007'. */
export const complaintSaveResponseSchema = z.object({ complaintId: z.string() });
export type ComplaintSaveResponse = z.infer<typeof complaintSaveResponseSchema>;

export const CASES_PAGE_SIZE = 20;

/** GET /partner/rest/case/list?page=0 */
export const caseListQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

export const caseListItemSchema = z.object({
  caseId: z.string(),
  caseTypeName: z.string(),
  policyNumber: z.string(),
  customer: z.string(),
  filesCount: z.number().int(),
  createdAt: z.string(),
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;

export const caseListResponseSchema = z.object({
  items: z.array(caseListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type CaseListResponse = z.infer<typeof caseListResponseSchema>;
