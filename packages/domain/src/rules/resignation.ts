import { z } from '../z';
import { messages } from '../messages';
import { isValidPostcode } from '../validators/identifiers';
import { addDays, isIsoDate } from '../calendar';
import { checkDateField, isDateRangeValid } from './dates';
import {
  collectFieldErrors,
  optionalChecked,
  optionalNipSchema,
  optionalPeselSchema,
  optionalRegonSchema,
  optionalText,
  reportFieldErrors,
  requiredText,
  SURNAME_MAX_LENGTH,
  type FieldErrors,
} from './fields';
import { text } from './text';

export const RESIGNATION_POLICY_NUMBER_MAX_LENGTH = 12;

/** Reason codes (000 §9). */
export const resignationReasonCodes = {
  CANCELLATION: '00',
  RENEWAL: '01',
  DUPLICATE_INSURANCE: '02',
  BUYER: '03',
} as const;
export const resignationReasonCodeSchema = z.enum(Object.values(resignationReasonCodes), {
  error: messages.REQUIRED_VALIDATION_ERROR,
});
export type ResignationReasonCode = z.infer<typeof resignationReasonCodeSchema>;

const rangeEnd = text().nullable();

/** A reason as the policy check lists it, with the allowed date ranges (yyyy-MM-dd, null = open). */
export const resignationReasonSchema = z.object({
  terminationCode: resignationReasonCodeSchema,
  terminationDescription: text(),
  terminationDateFrom: rangeEnd,
  terminationDateTo: rangeEnd,
  informDateFrom: rangeEnd,
  informDateTo: rangeEnd,
});
export type ResignationReason = z.infer<typeof resignationReasonSchema>;

/** Step 1: policy number required, digits only, at most 12. */
export const resignationPolicyNumberSchema = requiredText()
  .max(RESIGNATION_POLICY_NUMBER_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR })
  .regex(/^\d+$/, { error: messages.PATTERN_VALIDATION_ERROR });

/**
 * Step 1 client data. A person needs the surname (max 70); a company needs its name and NIP or REGON
 * (NIP required when REGON is empty and REGON when NIP is empty). PESEL, NIP and REGON pass their checksums.
 */
export const resignationPartySchema = z
  .object({
    company: z.boolean(),
    firstName: optionalText(SURNAME_MAX_LENGTH),
    surname: optionalText(SURNAME_MAX_LENGTH),
    civilRegNo: optionalPeselSchema,
    companyName: optionalText(200),
    companyRegNo: optionalRegonSchema,
    companyNipNo: optionalNipSchema,
    postcode: optionalChecked(isValidPostcode, messages.POST_CODE_VALIDATION_ERROR),
  })
  .superRefine((party, ctx) => {
    const { errors, add } = collectFieldErrors();
    if (!party.company) {
      if (party.surname === '') add('surname', messages.REQUIRED_VALIDATION_ERROR);
    } else {
      if (party.companyName === '') add('companyName', messages.REQUIRED_VALIDATION_ERROR);
      if (party.companyNipNo === '' && party.companyRegNo === '') {
        add('companyNipNo', messages.COMPANY_ID_REQUIRED);
        add('companyRegNo', messages.COMPANY_ID_REQUIRED);
      }
    }
    reportFieldErrors(ctx, errors);
  });
export type ResignationParty = z.infer<typeof resignationPartySchema>;

export interface ResignationDates {
  informDate: string;
  terminationDate: string;
  otherInsurerCompany: string;
  otherInsurerDateFrom: string;
  otherInsurerDateTo: string;
}

/**
 * Step 2 rules for the chosen reason:
 * - notification date required, termination date required unless the reason is duplicate insurance (02);
 * - both within the reason's ranges;
 * - the termination date not earlier than the notification date. The seed's summary says the opposite
 *   ("notification date not earlier than the termination date"), but its quoted message and the 24-hour rule
 *   (termination never in the past) both say this, and a renewal resignation must be given before the renewal;
 * - duplicate insurance needs the other insurer and its period (date to not before date from);
 * - the other insurer's period does not start before the termination date.
 */
export function resignationDatesErrors(values: ResignationDates, reason: ResignationReason): FieldErrors {
  const { errors, add } = collectFieldErrors();
  const duplicate = reason.terminationCode === resignationReasonCodes.DUPLICATE_INSURANCE;
  const informGiven = checkDateField(add, 'informDate', values.informDate, {
    required: true,
    min: reason.informDateFrom,
    max: reason.informDateTo,
  });
  const terminationGiven = checkDateField(add, 'terminationDate', values.terminationDate, {
    required: !duplicate,
    min: reason.terminationDateFrom,
    max: reason.terminationDateTo,
  });
  if (informGiven && terminationGiven && values.terminationDate < values.informDate) {
    add('informDate', messages.TERMINATION_BEFORE_INFORM_DATE);
  }
  if (duplicate) {
    if (values.otherInsurerCompany.trim() === '') add('otherInsurerCompany', messages.REQUIRED_VALIDATION_ERROR);
    checkDateField(add, 'otherInsurerDateFrom', values.otherInsurerDateFrom, { required: true });
    checkDateField(add, 'otherInsurerDateTo', values.otherInsurerDateTo, { required: true });
    if (!isDateRangeValid(values.otherInsurerDateFrom, values.otherInsurerDateTo)) {
      add('otherInsurerDateTo', messages.DATES_VALIDATION_ERROR);
    }
  }
  const otherStart = values.otherInsurerDateFrom;
  if (terminationGiven && isIsoDate(otherStart) && otherStart < values.terminationDate) {
    add('otherInsurerDateFrom', messages.OTHER_INSURER_START_ERROR);
  }
  return errors;
}

const optionalDate = text().trim().default('');

/** Step 2 form: reason required, then `resignationDatesErrors`. */
export const resignationTermsSchema = z
  .object({
    selectedReason: resignationReasonSchema.nullable(),
    informDate: optionalDate,
    terminationDate: optionalDate,
    otherInsurerCompany: optionalText(200),
    otherInsurerDateFrom: optionalDate,
    otherInsurerDateTo: optionalDate,
  })
  .superRefine(({ selectedReason, ...dates }, ctx) => {
    if (!selectedReason) {
      ctx.addIssue({ code: 'custom', path: ['selectedReason'], message: messages.REQUIRED_VALIDATION_ERROR });
      return;
    }
    reportFieldErrors(ctx, resignationDatesErrors(dates, selectedReason));
  });
export type ResignationTerms = z.infer<typeof resignationTermsSchema>;

/**
 * The signed resignation must be attached before the final step; a cancellation (00) needs the crossed-out,
 * unsigned application instead (or the no-cash statement for a cash policy).
 */
export function resignationAttachmentError(
  code: ResignationReasonCode,
  uploadedFiles: readonly string[],
): string | null {
  if (uploadedFiles.length > 0) return null;
  return code === resignationReasonCodes.CANCELLATION
    ? messages.CANCELLATION_FILE_REQUIRED
    : messages.RESIGNATION_FILE_REQUIRED;
}

/** Changing the reason clears the dates and the other insurer, then presets the termination date where fixed. */
export function datesAfterReasonChange(reason: ResignationReason): ResignationDates {
  return {
    informDate: '',
    terminationDate: presetTerminationDate(reason) ?? '',
    otherInsurerCompany: '',
    otherInsurerDateFrom: '',
    otherInsurerDateTo: '',
  };
}

/**
 * A new other-insurer start date sets the termination date (yyyy-MM-dd) to the day before it, or today when that day
 * is not in the future.
 */
export function otherInsurerTerminationDate(start: string, today: string): string {
  const dayBefore = addDays(start, -1);
  return dayBefore > today ? dayBefore : today;
}

/**
 * The renewal reason (01) with equal from/to dates fixes the termination date to that date (field disabled). A
 * cancellation (00) has one possible date too (decision 061), so it is preset the same way.
 */
export function presetTerminationDate(
  reason: Pick<ResignationReason, 'terminationCode' | 'terminationDateFrom' | 'terminationDateTo'>,
): string | null {
  const { terminationCode, terminationDateFrom: from, terminationDateTo: to } = reason;
  const fixable = terminationCode === resignationReasonCodes.RENEWAL || terminationCode === resignationReasonCodes.CANCELLATION;
  return fixable && from !== null && from === to && isIsoDate(from) ? from : null;
}
