import { z } from '../z';
import { messages } from '../messages';
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

/** Where a case stands in the insurer's back office (decision 143); a new case is RECEIVED. */
export const caseStatuses = ['RECEIVED', 'IN_PROGRESS', 'CLOSED'] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const caseStatusLabels: Record<CaseStatus, string> = {
  RECEIVED: 'Przyjęta',
  IN_PROGRESS: 'W realizacji',
  CLOSED: 'Zakończona',
};

export const caseListItemSchema = z.object({
  id: z.number().int(),
  caseId: z.string(),
  status: z.enum(caseStatuses),
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

/** GET /partner/rest/case/details/{id}: the row id the case number ends with. */
export const caseIdParamsSchema = z.object({
  id: z.coerce.number({ error: messages.CASE_ID_INVALID }).int({ error: messages.CASE_ID_INVALID }).min(1, { error: messages.CASE_ID_INVALID }).max(2_147_483_647, { error: messages.CASE_ID_INVALID }),
});

/** GET /partner/rest/case/details/{id}: everything the case holds. */
export const caseDetailsResponseSchema = z.object({
  id: z.number().int(),
  caseId: z.string(),
  status: z.enum(caseStatuses),
  createdAt: z.string(),
  caseTypeName: z.string(),
  policyNumber: z.string(),
  name: z.string(),
  surname: z.string(),
  pesel: z.string(),
  messageContent: z.string(),
  fileNames: z.array(z.string()),
});
export type CaseDetails = z.infer<typeof caseDetailsResponseSchema>;
