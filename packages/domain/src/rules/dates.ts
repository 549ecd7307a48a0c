import { z } from '../z';
import { fillMessage, messages } from '../messages';
import { formatIsoDateForDisplay } from '../locale';
import { DAY_MS, isIsoDate, isoDateInPoland } from '../calendar';
import { optionalIsoDateSchema } from './fields';

/** Date range: 'to' not before 'from'. A missing or malformed end is left to that field's own rule. */
export function isDateRangeValid(from: string, to: string): boolean {
  return !isIsoDate(from) || !isIsoDate(to) || to >= from;
}

export const dateRangeSchema = z
  .object({ dateFrom: optionalIsoDateSchema, dateTo: optionalIsoDateSchema })
  .refine((range) => isDateRangeValid(range.dateFrom, range.dateTo), {
    error: messages.DATES_VALIDATION_ERROR,
    path: ['dateTo'],
  });

/** Whole days an offer is still valid (000 §9): the difference divided by 86,400,000 ms, at least 0. */
export function offerValidDays(validTill: Date, now: Date): number {
  return Math.max(0, Math.floor((validTill.getTime() - now.getTime()) / DAY_MS));
}

/**
 * What a quotation says of its validity (decision 150): 'Oferta ważna jeszcze N dni' while it holds, never '0 dni';
 * an expired offer says so with its (Warsaw) date.
 */
export function offerValidityMessage(validTill: Date, now: Date): string {
  if (validTill.getTime() <= now.getTime()) {
    return fillMessage(messages.OFFER_EXPIRED, { date: formatIsoDateForDisplay(isoDateInPoland(validTill)) });
  }
  const days = offerValidDays(validTill, now);
  if (days === 0) return messages.OFFER_VALID_LESS_THAN_DAY;
  return days === 1 ? messages.OFFER_VALID_ONE_DAY : fillMessage(messages.OFFER_VALID_FOR_DAYS, { days });
}

export interface DateFieldRule {
  required: boolean;
  /** Earliest allowed yyyy-MM-dd date. */
  min?: string | null;
  /** Latest allowed yyyy-MM-dd date. */
  max?: string | null;
}

/**
 * Checks one yyyy-MM-dd field; `add` receives the first broken rule. True when the date is given and valid,
 * so cross-field rules know they may compare it.
 */
export function checkDateField(
  add: (path: string, message: string) => void,
  path: string,
  value: string,
  rule: DateFieldRule,
): boolean {
  if (value === '') {
    if (rule.required) add(path, messages.REQUIRED_VALIDATION_ERROR);
    return false;
  }
  if (!isIsoDate(value)) {
    add(path, messages.DATE_INVALID_ERROR);
    return false;
  }
  if (rule.min && value < rule.min) {
    add(path, fillMessage(messages.DATE_BEFORE_MIN_ERROR, { min: formatIsoDateForDisplay(rule.min) }));
  } else if (rule.max && value > rule.max) {
    add(path, fillMessage(messages.DATE_AFTER_MAX_ERROR, { max: formatIsoDateForDisplay(rule.max) }));
  }
  return true;
}
