import { z } from '../z';
import { fillMessage, messages } from '../messages';
import { isIsoDate } from '../calendar';
import { formatIsoDateForDisplay } from '../locale';
import { isValidVin } from '../validators/identifiers';
import { checkDateField } from './dates';
import { requiredFilesSchema } from './files';
import {
  collectFieldErrors,
  optionalChecked,
  optionalPeselSchema,
  optionalRegonSchema,
  optionalText,
  postcodeSchema,
  reportFieldErrors,
  requiredIsoDate,
  requiredText,
  SURNAME_MAX_LENGTH,
} from './fields';
import { vehicleSalePhoneSchema } from './phone';
import { text } from './text';

export const uksContractParties = ['SELLER', 'BUYER'] as const;
export const uksContractPartySchema = z.enum(uksContractParties);
export type UksContractParty = z.infer<typeof uksContractPartySchema>;
export const DEFAULT_UKS_CONTRACT_PARTY: UksContractParty = 'SELLER';

/** The policy number input keeps digits only. */
export function normalizePolicyNumberInput(value: string): string {
  return value.replace(/\D/g, '');
}

/** Street and flat numbers: digits with an optional letter, and optionally a second such part after '/' or '-'. */
export function isValidStreetNumber(value: string): boolean {
  return /^\d+[A-Za-z]?(?:[/-]\d+[A-Za-z]?)?$/.test(value);
}

/** Policy number: alphanumeric with dashes. */
export const vehicleSalePolicyNumberSchema = requiredText()
  .max(30, { error: messages.MAX_LENGTH_ERROR })
  .regex(/^[A-Za-z0-9-]+$/, { error: messages.PATTERN_VALIDATION_ERROR });

/** VIN: 17 characters, upper-case letters and digits without I, O and Q. */
export const vinSchema = requiredText().refine(isValidVin, { error: messages.VIN_VALIDATION_ERROR });

/** Selling date: a valid date, at most today (`today` is yyyy-MM-dd of the Polish calendar). */
function sellingDateSchema(today: string) {
  return requiredIsoDate().refine((value) => value <= today, { error: messages.SELLING_DATE_FUTURE_ERROR });
}

/** POST /partner/rest/uks/verify: policy number, VIN and selling date must be valid. */
export function vehicleSaleVerifySchema(today: string) {
  return z.object({ number: vehicleSalePolicyNumberSchema, vin: vinSchema, sellingDate: sellingDateSchema(today) });
}
export type VehicleSaleVerify = z.infer<ReturnType<typeof vehicleSaleVerifySchema>>;

const partySchema = z.object({
  firstname: optionalText(SURNAME_MAX_LENGTH),
  name: optionalText(SURNAME_MAX_LENGTH),
  pesel: optionalPeselSchema,
  regon: optionalRegonSchema,
});

/**
 * POST /partner/rest/uks/register. Seller surname (or company name) required, max 70; PESEL and REGON pass their
 * checksums; when the buyer is the contract party the buyer's name and PESEL (REGON for a company) are required;
 * address numbers as `isValidStreetNumber` (flat optional); files required; notification date not before the
 * selling date.
 */
export function vehicleSaleRegisterSchema(today: string) {
  return z
    .object({
      uksContractParty: uksContractPartySchema.default(DEFAULT_UKS_CONTRACT_PARTY),
      number: vehicleSalePolicyNumberSchema,
      vin: vinSchema,
      sellingDate: sellingDateSchema(today),
      notificationDate: text().trim().default(today),
      company: z.boolean().default(false),
      seller: partySchema,
      buyerCompany: z.boolean().default(false),
      buyer: partySchema,
      otherOwners: optionalText(500, { multiline: true }),
      city: requiredText().max(100, { error: messages.MAX_LENGTH_ERROR }),
      street: optionalText(100),
      streetNo: requiredText().refine(isValidStreetNumber, { error: messages.PATTERN_VALIDATION_ERROR }),
      flatNo: optionalChecked(isValidStreetNumber, messages.PATTERN_VALIDATION_ERROR),
      postcode: postcodeSchema(),
      phoneNumber: vehicleSalePhoneSchema,
      attachmentCaseId: text().nullable().default(null),
      uploadedFiles: requiredFilesSchema,
      isFromUksAss: z.boolean().default(false),
    })
    .superRefine((form, ctx) => {
      const { errors, add } = collectFieldErrors();
      if (form.seller.name === '') add('seller.name', messages.REQUIRED_VALIDATION_ERROR);
      if (form.uksContractParty === 'BUYER') {
        if (form.buyer.name === '') add('buyer.name', messages.REQUIRED_VALIDATION_ERROR);
        if (form.buyerCompany && form.buyer.regon === '') add('buyer.regon', messages.REQUIRED_VALIDATION_ERROR);
        if (!form.buyerCompany && form.buyer.pesel === '') add('buyer.pesel', messages.REQUIRED_VALIDATION_ERROR);
      }
      const notificationValid = checkDateField(add, 'notificationDate', form.notificationDate, { required: true });
      if (notificationValid && isIsoDate(form.sellingDate) && form.notificationDate < form.sellingDate) {
        add('notificationDate', messages.NOTIFICATION_BEFORE_SELLING_ERROR);
      }
      reportFieldErrors(ctx, errors);
    });
}
export type VehicleSaleRegister = z.infer<ReturnType<typeof vehicleSaleRegisterSchema>>;

/** Register answer codes (000 §8); each message names the helpline. */
export const vehicleSaleErrorCodes = ['00307', '00331', '00354', '00356', '99982'] as const;
export type VehicleSaleErrorCode = (typeof vehicleSaleErrorCodes)[number];

const vehicleSaleErrorMessages: Record<VehicleSaleErrorCode, string> = {
  '00307': messages.UKS_ERROR_00307,
  '00331': messages.UKS_ERROR_00331,
  '00354': messages.UKS_ERROR_00354,
  '00356': messages.UKS_ERROR_00356,
  '99982': messages.UKS_ERROR_99982,
};

const isVehicleSaleErrorCode = (code: string): code is VehicleSaleErrorCode =>
  (vehicleSaleErrorCodes as readonly string[]).includes(code);

/** The message for a register code; an unknown code gets the server error with the helpline. */
export function vehicleSaleErrorMessage(code: string): string {
  return isVehicleSaleErrorCode(code) ? vehicleSaleErrorMessages[code] : messages.UKS_SERVER_ERROR;
}

/** The sale goes to manual handling: registered with its files, the back office decides. */
export const VEHICLE_SALE_MANUAL_CODE = '00354';

/** The dialog closes after errors unless 00356 is among them. */
export function keepsVehicleSaleDialogOpen(codes: readonly string[]): boolean {
  return codes.includes('00356');
}

/** Our code for conditions the original catalogue does not name (decision 070); the answer's errorMsg explains it. */
export const VEHICLE_SALE_OTHER_CODE = '00390';

/**
 * What the popup shows for register codes: each known code its catalogue message; a code the catalogue does not know
 * shows the server's errorMsg (or the server error with the helpline) instead of nothing, the original's defect.
 * `detail` is the server's specific reason given with known codes (e.g. which date to correct for 00356).
 */
export function vehicleSaleAnswerMessages(codes: readonly string[], errorMsg: string | null): { messages: string[]; detail: string | null } {
  const allKnown = codes.every(isVehicleSaleErrorCode);
  return {
    messages: codes.map((code) => (isVehicleSaleErrorCode(code) ? vehicleSaleErrorMessages[code] : (errorMsg ?? messages.UKS_SERVER_ERROR))),
    detail: allKnown ? errorMsg : null,
  };
}

/** The policy as the register decision sees it. */
export interface VehicleSalePolicyFacts {
  kind: 'CONCLUDED' | 'RENEWAL' | 'QUOTATION';
  status: 'ACTIVE' | 'NOT_STARTED' | 'TERMINATED' | 'EXPIRED' | 'OFFER';
  systemOfRecord: 'TIA' | 'LEGACY' | 'MIGRATION';
  startDate: string;
  endDate: string;
  owner: { partyType: 'PERSON' | 'COMPANY'; lastName: string | null; companyName: string | null; pesel: string | null; regon: string | null };
  /** Selling date of the last ownership change completed on this policy. */
  lastOwnershipChange: string | null;
}

export interface VehicleSaleParties {
  sellingDate: string;
  company: boolean;
  seller: { name: string; pesel: string; regon: string };
  buyerCompany: boolean;
  buyer: { pesel: string; regon: string };
}

export type VehicleSaleOutcome =
  | { result: 'REJECTED'; code: string; errorMsg: string | null }
  | { result: 'MANUAL'; code: typeof VEHICLE_SALE_MANUAL_CODE | null }
  | { result: 'COMPLETED' };

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLocaleLowerCase('pl').replace(/\s+/g, ' ') === (b ?? '').trim().toLocaleLowerCase('pl').replace(/\s+/g, ' ');

/** The seller is the owner on the policy: same kind of party, same surname (company name), and same PESEL (REGON) if given. */
export function sellerIsOwner(owner: VehicleSalePolicyFacts['owner'], sale: VehicleSaleParties): boolean {
  if (sale.company !== (owner.partyType === 'COMPANY')) return false;
  if (sale.company) return sameText(sale.seller.name, owner.companyName) && (sale.seller.regon === '' || sale.seller.regon === owner.regon);
  return sameText(sale.seller.name, owner.lastName) && (sale.seller.pesel === '' || sale.seller.pesel === owner.pesel);
}

/**
 * The first rules of `decideVehicleSale`, which need only the policy and the selling date: verify tells them before the
 * seller and buyer are typed. Null when the sale may go on to the parties' rules.
 */
export function vehicleSalePolicyOutcome(
  policy: Pick<VehicleSalePolicyFacts, 'kind' | 'status' | 'systemOfRecord' | 'startDate'>,
  sellingDate: string,
): VehicleSaleOutcome | null {
  if (policy.kind !== 'CONCLUDED') return { result: 'REJECTED', code: VEHICLE_SALE_OTHER_CODE, errorMsg: messages.UKS_NOT_CONCLUDED };
  if (policy.systemOfRecord !== 'TIA' || policy.status === 'TERMINATED') return { result: 'MANUAL', code: VEHICLE_SALE_MANUAL_CODE };
  if (sellingDate < policy.startDate) return { result: 'REJECTED', code: '00331', errorMsg: null };
  return null;
}

/**
 * Decides a sale registration from the policy's data (decision 070), first rule that applies:
 * an offer or renewal instead of a concluded policy → our code 00390; a policy outside our system of record or
 * terminated → 00354 manual handling; the selling date before the insurance start → 00331; the seller is not the
 * owner on the policy → 00307; data the agent can correct (selling date after the end of cover or not after the last
 * ownership change, the buyer being the owner) → 00356; a buyer without PESEL or REGON → manual handling without a
 * code (the change of owner needs the buyer's identity); otherwise the new owner is recorded.
 */
export function decideVehicleSale(policy: VehicleSalePolicyFacts, sale: VehicleSaleParties): VehicleSaleOutcome {
  const known = vehicleSalePolicyOutcome(policy, sale.sellingDate);
  if (known) return known;
  if (!sellerIsOwner(policy.owner, sale)) return { result: 'REJECTED', code: '00307', errorMsg: null };
  const correct = (errorMsg: string) => ({ result: 'REJECTED', code: '00356', errorMsg }) as const;
  if (sale.sellingDate > policy.endDate) return correct(fillMessage(messages.UKS_SALE_AFTER_END, { end: formatIsoDateForDisplay(policy.endDate) }));
  if (policy.lastOwnershipChange !== null && sale.sellingDate <= policy.lastOwnershipChange) {
    return correct(fillMessage(messages.UKS_SALE_BEFORE_LAST_CHANGE, { date: formatIsoDateForDisplay(policy.lastOwnershipChange) }));
  }
  const buyerId = sale.buyerCompany ? sale.buyer.regon : sale.buyer.pesel;
  const ownerId = policy.owner.partyType === 'COMPANY' ? policy.owner.regon : policy.owner.pesel;
  if (buyerId !== '' && buyerId === ownerId) return correct(messages.UKS_BUYER_IS_OWNER);
  if (buyerId === '') return { result: 'MANUAL', code: null };
  return { result: 'COMPLETED' };
}
