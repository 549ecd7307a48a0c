import { productLineLabels, type ProductLineId } from '../api/policyLists';
import type { Role } from '../api/roles';

/** Policy type filters of the policies search (000 §3). */
export const policySearchTypes = ['CP', 'HP', 'FIRM', 'FL'] as const;
export type PolicySearchType = (typeof policySearchTypes)[number];

/** The search model's codes of the product lines (decision 149): FIRM is the small-business line, FL the fleet. */
export const policySearchTypeLines: Readonly<Record<PolicySearchType, ProductLineId>> = { CP: 'CP', HP: 'HP', FIRM: 'SM', FL: 'MF' };

/** A search type by the name of its product line. */
export const policySearchTypeLabel = (type: PolicySearchType): string => productLineLabels[policySearchTypeLines[type]];

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
