/**
 * pl-PL formats (000 §9, 001 §9). Instants are shown as the clock in Poland shows them (calendar.ts), whatever
 * the time zone of the machine.
 * Grouping in numbers and the space before 'zł' are a no-break space (U+00A0), so an amount never wraps;
 * Testing Library's default text matching treats it as an ordinary space.
 */

import { isIsoDate, isoDateInPoland, wallTimeInPoland } from './calendar';

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

/** dd.MM.yyyy, HH:mm in Poland: when something happened, whatever the time zone of the browser. */
export function formatDateTimeInPoland(instant: Date): string {
  return `${formatDate(instant)}, ${formatTime(instant)}`;
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

/**
 * '1 234,5' style: comma decimals, no-break space groups (four-digit numbers too: 1 234), exactly `decimals` fraction
 * digits, a minus only when something non-zero is left. Rounds half away from zero on the number's shortest decimal
 * form, as Intl.NumberFormat does (1.005 → 1,01), without Intl: its first use costs the browser's main thread far
 * more than the panel's formatting (decision 025).
 */
export function formatNumber(n: number, decimals = 0): string {
  if (!Number.isFinite(n)) return String(n);
  const magnitude = Math.abs(n);
  const shortest = String(magnitude);
  const scaled = Math.round(shortest.includes('e') ? magnitude * 10 ** decimals : Number(`${shortest}e${decimals}`));
  const digits = BigInt(scaled).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, NBSP);
  const fraction = decimals > 0 ? `,${digits.slice(-decimals)}` : '';
  return `${n < 0 && scaled > 0 ? '-' : ''}${whole}${fraction}`;
}

/** '1 234,50 zł' */
export function formatAmount(n: number, decimals = 2): string {
  return `${formatNumber(n, decimals)}${NBSP}zł`;
}
