import { z } from '../z';
import { fillMessage, messages } from '../messages';
import { addDays } from '../calendar';
import { isValidRegon } from '../validators/identifiers';
import {
  collectFieldErrors,
  optionalPeselSchema,
  optionalText,
  reportFieldErrors,
  requiredText,
  SURNAME_MAX_LENGTH,
} from './fields';

/**
 * POST /partner/rest/renewal/verify (000 §5 Renewal): policyId 8 to 11 digits; PESEL digits (with checksum);
 * name and surname for a person, company name and REGON for a company. The search stays disabled while invalid.
 */
export const renewalVerifySchema = z
  .object({
    policyId: requiredText().regex(/^\d{8,11}$/, { error: messages.POLICY_ID_FORMAT_ERROR }),
    isCompany: z.boolean(),
    pesel: optionalPeselSchema,
    name: optionalText(SURNAME_MAX_LENGTH),
    surname: optionalText(SURNAME_MAX_LENGTH),
    companyName: optionalText(200),
    companyRegNo: optionalText(14),
  })
  .superRefine((form, ctx) => {
    const { errors, add } = collectFieldErrors();
    if (form.isCompany) {
      if (form.companyName === '') add('companyName', messages.REQUIRED_VALIDATION_ERROR);
      if (form.companyRegNo === '') add('companyRegNo', messages.REQUIRED_VALIDATION_ERROR);
      else if (!isValidRegon(form.companyRegNo)) add('companyRegNo', messages.REGON_VALIDATION_ERROR);
    } else {
      if (form.name === '') add('name', messages.REQUIRED_VALIDATION_ERROR);
      if (form.surname === '') add('surname', messages.REQUIRED_VALIDATION_ERROR);
    }
    reportFieldErrors(ctx, errors);
  });
export type RenewalVerify = z.infer<typeof renewalVerifySchema>;

/** What the take-over rule reads of a renewal and of the agent asking (decision 080). */
export interface RenewalFacts {
  kind: 'CONCLUDED' | 'RENEWAL' | 'QUOTATION';
  status: 'ACTIVE' | 'NOT_STARTED' | 'TERMINATED' | 'EXPIRED' | 'OFFER';
  systemOfRecord: 'TIA' | 'LEGACY' | 'MIGRATION';
  channel: 'AGENCY' | 'DIRECT';
  /** yyyy-MM-dd: the first day of the renewal's insurance period. */
  startDate: string;
  ownedByAgent: boolean;
  /** The vehicle changed owner and the data given are the previous owner's. */
  previousOwner: boolean;
}

export interface RewritingAgent {
  roles: ReadonlySet<string> | readonly string[];
  /** Today in Poland, yyyy-MM-dd. */
  today: string;
  windowDays: number;
}

/**
 * Why the agent cannot take this renewal over (canRewrite false), or null when it can. The first reason that applies
 * wins, in the order an agent would fix them: what the policy is, whose it is, its state, its system, its channel,
 * its dates, its owner.
 */
export function renewalRefusal(facts: RenewalFacts, agent: RewritingAgent): string | null {
  const roles = new Set(agent.roles);
  if (facts.kind !== 'RENEWAL') return messages.RENEWAL_NOT_A_RENEWAL;
  if (facts.ownedByAgent) return messages.RENEWAL_ALREADY_OWN;
  if (facts.status !== 'OFFER') return messages.RENEWAL_NOT_OFFER;
  if (facts.systemOfRecord !== 'TIA') return messages.RENEWAL_OTHER_SYSTEM;
  if (facts.channel === 'DIRECT' && !roles.has('ROLE_REWRITE_POLICY_ALL_CHANNELS')) return messages.RENEWAL_CHANNEL_DENIED;
  if (facts.startDate <= agent.today) return messages.RENEWAL_ALREADY_STARTED;
  if (facts.startDate > addDays(agent.today, agent.windowDays)) {
    return fillMessage(messages.RENEWAL_TOO_EARLY, { days: agent.windowDays });
  }
  if (facts.previousOwner) return messages.RENEWAL_OWNER_CHANGED;
  return null;
}

const normalized = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl-PL');

/** A party as the insurer holds it: the policyholder, or the new owner of the vehicle. */
export interface RenewalParty {
  partyType: 'PERSON' | 'COMPANY';
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  pesel: string | null;
  regon: string | null;
}

/**
 * Whether the data the agent typed name this party: a person by first name and surname (ignoring case and spaces) and
 * the PESEL when one is given; a company by its name and REGON.
 */
export function matchesRenewalParty(form: RenewalVerify, party: RenewalParty): boolean {
  const same = (a: string | null, b: string) => a !== null && normalized(a) === normalized(b);
  if (form.isCompany) {
    return party.partyType === 'COMPANY' && party.regon === form.companyRegNo && same(party.companyName, form.companyName);
  }
  return (
    party.partyType === 'PERSON' &&
    same(party.firstName, form.name) &&
    same(party.lastName, form.surname) &&
    (form.pesel === '' || party.pesel === form.pesel)
  );
}
