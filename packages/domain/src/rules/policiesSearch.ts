import { z } from '../z';
import { messages } from '../messages';
import type { Role } from '../api/session';
import { checkDateField, isDateRangeValid } from './dates';
import { collectFieldErrors, optionalText, reportFieldErrors } from './fields';

/** Policy type filters of the policies search (000 §3). */
export const policySearchTypes = ['CP', 'HP', 'FIRM', 'FL'] as const;
export const policySearchTypeSchema = z.enum(policySearchTypes);
export type PolicySearchType = z.infer<typeof policySearchTypeSchema>;

/**
 * Roles a type filter needs (000 §6): CP needs ROLE_AGENT_CP_ENABLED, FIRM either ROLE_AGENT_SM_ENABLED or
 * ROLE_AGENT_ML_ENABLED; HP and FL need none.
 */
export const policySearchTypeRoles: Readonly<Record<PolicySearchType, readonly Role[]>> = {
  CP: ['ROLE_AGENT_CP_ENABLED'],
  HP: [],
  FIRM: ['ROLE_AGENT_SM_ENABLED', 'ROLE_AGENT_ML_ENABLED'],
  FL: [],
};

/** Whether a user holding `roles` may filter by `type` (any one of the listed roles suffices). */
export function canSearchPolicyType(roles: Iterable<string>, type: PolicySearchType): boolean {
  const required = policySearchTypeRoles[type];
  const held = new Set(roles);
  return required.length === 0 || required.some((role) => held.has(role));
}

/** Only one type is active at a time: choosing the active type again clears it. */
export function togglePolicySearchType(
  active: PolicySearchType | null,
  chosen: PolicySearchType,
): PolicySearchType | null {
  return active === chosen ? null : chosen;
}

/** Fields of the search model (000 §3): also the query of GET /partner/rest/policies/search. */
export const policiesSearchFields = {
  policyNumber: optionalText(30),
  owner: optionalText(255),
  policyType: policySearchTypeSchema.nullable().default(null),
  dateFrom: z.string().trim().default(''),
  dateTo: z.string().trim().default(''),
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
