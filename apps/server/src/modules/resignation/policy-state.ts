import {
  addDays,
  fillMessage,
  formatAmount,
  formatIsoDateForDisplay,
  messages,
  resignationReasonCodes,
  type ResignationParty,
  type ResignationReason,
  type ResignationReasonCode,
  type TerminationResultCode,
} from '@panel/domain';
import type { ActiveResignation, ResignationPolicy } from './repository';

/** Decision 060: what the policy's data allows and which result a registration gets. */

/** A cancellation is possible before the start of cover or within this many days of concluding the policy. */
export const CANCELLATION_WINDOW_DAYS = 30;

export const reasonDescriptions: Record<ResignationReasonCode, string> = {
  '00': 'Anulowanie polisy (odstąpienie od umowy)',
  '01': 'Wypowiedzenie z końcem okresu ubezpieczenia (brak wznowienia)',
  '02': 'Wypowiedzenie z powodu podwójnego ubezpieczenia',
  '03': 'Wypowiedzenie przez nabywcę pojazdu',
};

const later = (a: string, b: string) => (a > b ? a : b);
const sameText = (a: string | null, b: string) => (a ?? '').trim().toLocaleLowerCase('pl-PL') === b.trim().toLocaleLowerCase('pl-PL');

/** Step 1 data must name the policyholder: a person's surname (and PESEL when given), a company's NIP or REGON. */
export function partyMatches(policy: ResignationPolicy, party: ResignationParty): boolean {
  const { customer } = policy;
  if (party.company) {
    if (customer.partyType !== 'COMPANY') return false;
    const nipOk = party.companyNipNo === '' || party.companyNipNo === customer.nip;
    const regonOk = party.companyRegNo === '' || party.companyRegNo === customer.regon;
    return nipOk && regonOk;
  }
  if (customer.partyType !== 'PERSON') return false;
  return sameText(customer.lastName, party.surname) && (party.civilRegNo === '' || party.civilRegNo === customer.pesel);
}

export const custNoOf = (policy: ResignationPolicy) => `K${String(policy.customer.id).padStart(8, '0')}`;

/** Why the policy cannot be resigned at all, or null. */
export function blockingError(policy: ResignationPolicy, active: ActiveResignation, today: string): string | null {
  if (policy.systemOfRecord === 'MIGRATION') return messages.RESIGNATION_IN_MIGRATION;
  if (policy.kind !== 'CONCLUDED') return messages.RESIGNATION_NOT_CONCLUDED;
  if (policy.status === 'TERMINATED') {
    return fillMessage(messages.RESIGNATION_ALREADY_TERMINATED, { date: formatIsoDateForDisplay(policy.endDate) });
  }
  if (active?.status === 'CLOSED') {
    return fillMessage(messages.RESIGNATION_ALREADY_CLOSED, { date: formatIsoDateForDisplay(active.terminationDate) });
  }
  if (active?.status === 'PENDING') return messages.RESIGNATION_ALREADY_PENDING;
  if (policy.status === 'EXPIRED' || policy.endDate < today) {
    return fillMessage(messages.RESIGNATION_POLICY_EXPIRED, { date: formatIsoDateForDisplay(policy.endDate) });
  }
  return null;
}

const reason = (code: ResignationReasonCode, termination: [string, string], inform: [string, string]): ResignationReason => ({
  terminationCode: code,
  terminationDescription: reasonDescriptions[code],
  terminationDateFrom: termination[0],
  terminationDateTo: termination[1],
  informDateFrom: inform[0],
  informDateTo: inform[1],
});

export function cancellationAllowed(policy: ResignationPolicy, today: string): boolean {
  return policy.status === 'NOT_STARTED' || policy.policyDate >= addDays(today, -CANCELLATION_WINDOW_DAYS);
}

/**
 * The reasons of a policy that can be resigned, with their ranges (yyyy-MM-dd):
 * - 00 cancellation (role ROLE_AGENT_CANCEL_ENABLED): before the start or within 30 days of concluding; it ends the
 *   policy on its start, or today when cover has begun (one date, preset);
 * - 01 end of the period: the end date (one date, preset);
 * - 02 duplicate insurance and 03 buyer (motor lines only): from today (or the start) to the end date;
 * - the customer informed the agent between the policy date and today.
 * From the vehicle-sale search (UKS-ass) only the buyer's reason applies.
 */
export function reasonsFor(policy: ResignationPolicy, today: string, options: { canCancel: boolean; fromUks: boolean }): ResignationReason[] {
  const inform: [string, string] = [policy.policyDate, today];
  const firstDay = later(policy.startDate, today);
  const motor = policy.productLine === 'CP' || policy.productLine === 'MF';
  const all = [
    options.canCancel && cancellationAllowed(policy, today) ? reason('00', [firstDay, firstDay], inform) : null,
    reason('01', [policy.endDate, policy.endDate], inform),
    motor ? reason('02', [firstDay, policy.endDate], inform) : null,
    motor ? reason('03', [firstDay, policy.endDate], inform) : null,
  ].filter((r): r is ResignationReason => r !== null);
  return options.fromUks ? all.filter((r) => r.terminationCode === resignationReasonCodes.BUYER) : all;
}

/** What the agent should know before going on; none of these stops the resignation. */
export function warningsFor(policy: ResignationPolicy, reasons: readonly ResignationReason[]): string[] {
  const warnings: string[] = [];
  if (policy.systemOfRecord === 'LEGACY') warnings.push(messages.RESIGNATION_NOT_TIA_WARNING);
  if (policy.isPos) warnings.push(messages.RESIGNATION_POS_WARNING);
  if (policy.channel === 'DIRECT') warnings.push(messages.RESIGNATION_DIRECT_CHANNEL_WARNING);
  if (policy.totalDebitAmount > 0) {
    warnings.push(fillMessage(messages.RESIGNATION_ARREARS_WARNING, { amount: formatAmount(policy.totalDebitAmount) }));
  }
  if (policy.paymentType === 'CASH' && reasons.some((r) => r.terminationCode === resignationReasonCodes.CANCELLATION)) {
    warnings.push(messages.RESIGNATION_CASH_CANCELLATION_WARNING);
  }
  return warnings;
}

/**
 * The result of a registration follows from the policy: '2' a policy kept outside TIA (LEGACY); '-1' a POS policy,
 * which TIA refuses to close; '1' a direct-channel policy or one in arrears goes to manual handling; else '0'.
 */
export function resultFor(policy: ResignationPolicy): TerminationResultCode {
  if (policy.systemOfRecord === 'LEGACY') return '2';
  if (policy.isPos) return '-1';
  if (policy.channel === 'DIRECT' || policy.totalDebitAmount > 0) return '1';
  return '0';
}
