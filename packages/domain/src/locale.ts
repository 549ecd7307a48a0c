/**
 * pl-PL formats (000 §9, 001 §9). Instants are shown as the clock in Poland shows them (calendar.ts), whatever
 * the time zone of the machine.
 * Grouping in numbers and the space before 'zł' are a no-break space (U+00A0), so an amount never wraps;
 * Testing Library's default text matching treats it as an ordinary space.
 */

import { BUSINESS_TIME_ZONE, isIsoDate, isoDateInPoland, wallTimeInPoland } from './calendar';

export const LOCALE = 'pl-PL';
export const NBSP = '\u00a0';
/** Monday. */
export const firstDayOfWeek = 1;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy of the day in Poland at the given instant. */
export function formatDate(instant: Date): string {
  return formatIsoDateForDisplay(isoDateInPoland(instant));
}

/** dd.MM.yyyy of a yyyy-MM-dd date; other text is returned unchanged. */
export function formatIsoDateForDisplay(value: string): string {
  return isIsoDate(value) ? value.split('-').reverse().join('.') : value;
}

const dateTimeInPoland = new Intl.DateTimeFormat(LOCALE, {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd.MM.yyyy, HH:mm in Poland: when something happened, whatever the time zone of the browser. */
export function formatDateTimeInPoland(d: Date): string {
  return dateTimeInPoland.format(d);
}

/** HH:mm in Poland at the given instant. */
export function formatTime(instant: Date): string {
  const { hour, minute } = wallTimeInPoland(instant);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** HH:mm:ss in Poland at the given instant. */
export function formatTimeWithSeconds(instant: Date): string {
  return `${formatTime(instant)}:${pad2(wallTimeInPoland(instant).second)}`;
}

/** One formatter per number of decimals: making one costs far more than formatting with it (lists format hundreds). */
const numberFormats = new Map<number, Intl.NumberFormat>();

/** '1 234,5' style: comma decimals, no-break space groups, exactly `decimals` fraction digits. */
export function formatNumber(n: number, decimals = 0): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // pl-PL leaves four-digit numbers ungrouped by default; the panel groups them (1 234).
      useGrouping: 'always',
      signDisplay: 'negative',
    });
    numberFormats.set(decimals, format);
  }
  return format.format(n);
}

/** '1 234,50 zł' */
export function formatAmount(n: number, decimals = 2): string {
  return `${formatNumber(n, decimals)}${NBSP}zł`;
}
