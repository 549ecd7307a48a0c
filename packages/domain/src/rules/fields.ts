/** Field schemas and helpers shared by the rules. */
import type { z } from '../z';
import { messages } from '../messages';
import { isIsoDate } from '../calendar';
import { isValidNip, isValidPesel, isValidPostcode, isValidRegon } from '../validators/identifiers';
import { text } from './text';

/** Surnames and names of people (000 §9). */
export const SURNAME_MAX_LENGTH = 70;

/**
 * Text that must be filled in; surrounding spaces are dropped and do not count.
 * Field checks never abort: an object's cross-field rules then still run while a field is invalid, so a form shows
 * every error at once. Each field shows its first message.
 */
export function requiredText(message: string = messages.REQUIRED_VALIDATION_ERROR) {
  return text({ error: message }).trim().min(1, { error: message });
}

/** Text that may be left empty or missing (then ''); `multiline` for a text area. */
export function optionalText(max: number, { multiline = false } = {}) {
  return text({ multiline }).trim().max(max, { error: messages.MAX_LENGTH_ERROR }).default('');
}

/** Empty or missing is allowed (000 §5); anything else must pass `isValid`. */
export function optionalChecked(isValid: (value: string) => boolean, message: string) {
  return text({ error: message })
    .trim()
    .refine((value) => value === '' || isValid(value), { error: message })
    .default('');
}

export const optionalPeselSchema = optionalChecked(isValidPesel, messages.PESEL_VALIDATION_ERROR);
export const optionalNipSchema = optionalChecked(isValidNip, messages.NIP_VALIDATION_ERROR);
export const optionalRegonSchema = optionalChecked(isValidRegon, messages.REGON_VALIDATION_ERROR);

export function postcodeSchema(
  required: string = messages.REQUIRED_VALIDATION_ERROR,
  invalid: string = messages.POST_CODE_VALIDATION_ERROR,
) {
  return requiredText(required).refine(isValidPostcode, { error: invalid });
}

/** The id of a record the user chose from a list (a catalogue line, a bank branch): what an integer column holds. */
export const isRecordId = (value: string) => /^\d{1,9}$/.test(value);

/** A yyyy-MM-dd date the user must give. */
export function requiredIsoDate(message: string = messages.REQUIRED_VALIDATION_ERROR) {
  return requiredText(message).refine(isIsoDate, { error: messages.DATE_INVALID_ERROR });
}

export const optionalIsoDateSchema = optionalChecked(isIsoDate, messages.DATE_INVALID_ERROR);

/** Field path → the one message shown at that field. */
export type FieldErrors = Record<string, string>;

/** Collects field errors where the first rule broken at a field wins. */
export function collectFieldErrors() {
  const errors: FieldErrors = {};
  return {
    errors,
    add(path: string, message: string) {
      errors[path] ??= message;
    },
  };
}

/** Hands field errors of a pure check to zod, so a form shows them at their fields. */
export function reportFieldErrors(ctx: z.core.$RefinementCtx, errors: FieldErrors): void {
  for (const [path, message] of Object.entries(errors)) {
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  }
}
