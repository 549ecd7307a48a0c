import { z } from '../z';
import { messages } from '../messages';
import { checkDateField, isDateRangeValid } from './dates';
import { collectFieldErrors, optionalText, reportFieldErrors } from './fields';
import { policySearchTypes, type PolicySearchType } from './policiesSearch';
import { text } from './text';

export const policySearchTypeSchema = z.enum(policySearchTypes);

/** Fields of the search model (000 §3): also the query of GET /partner/rest/policies/search. */
export const policiesSearchFields = {
  policyNumber: optionalText(30),
  owner: optionalText(255),
  policyType: policySearchTypeSchema.nullable().default(null),
  dateFrom: text().trim().default(''),
  dateTo: text().trim().default(''),
};

/**
 * A policy number or a policy type must be given; dates are required unless a policy number is given;
 * 'to' not before 'from'.
 */
export function checkPoliciesSearch(
  search: { policyNumber: string; policyType: PolicySearchType | null; dateFrom: string; dateTo: string },
  ctx: z.core.$RefinementCtx,
): void {
  const { errors, add } = collectFieldErrors();
  const byNumber = search.policyNumber !== '';
  if (!byNumber && search.policyType === null) add('policyType', messages.POLICYTYPE_VALIDATION_ERROR);
  checkDateField(add, 'dateFrom', search.dateFrom, { required: !byNumber });
  checkDateField(add, 'dateTo', search.dateTo, { required: !byNumber });
  if (!isDateRangeValid(search.dateFrom, search.dateTo)) add('dateTo', messages.DATES_VALIDATION_ERROR);
  reportFieldErrors(ctx, errors);
}

export const policiesSearchSchema = z.object(policiesSearchFields).superRefine(checkPoliciesSearch);
export type PoliciesSearch = z.infer<typeof policiesSearchSchema>;
export type PoliciesSearchInput = z.input<typeof policiesSearchSchema>;
