/**
 * pl-PL formats (000 §9, 001 §9). Dates are read and written in the local calendar of the Date given.
 * Grouping in numbers and the space before 'zł' are a no-break space (U+00A0), so an amount never wraps;
 * Testing Library's default text matching treats it as an ordinary space.
 */

export const LOCALE = 'pl-PL';
export const NBSP = '\u00a0';
/** Monday. */
export const firstDayOfWeek = 1;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy */
export function formatDate(d: Date): string {
  return `${pad2(d.getDate())}.${pad2(d.getMonth() + 1)}.${String(d.getFullYear()).padStart(4, '0')}`;
}

/** yyyy-MM-dd of the local calendar day (no shift through UTC). */
export function formatIsoDate(d: Date): string {
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** Local midnight of a yyyy-MM-dd date; null for anything else, including impossible dates. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date() maps years 0-99 to 1900-1999.
  date.setFullYear(year);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** dd.MM.yyyy of a yyyy-MM-dd date; other text is returned unchanged. */
export function formatIsoDateForDisplay(value: string): string {
  const date = parseIsoDate(value);
  return date ? formatDate(date) : value;
}

/** The calendar day in Poland, whatever the time zone of the machine (the server's "today"). */
export function isoDateInPoland(d: Date): string {
  // The en-CA locale writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(d);
}

const dateTimeInPoland = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'Europe/Warsaw',
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

/** HH:mm */
export function formatTime(d: Date): string {
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** HH:mm:ss */
export function formatTimeWithSeconds(d: Date): string {
  return `${formatTime(d)}:${pad2(d.getSeconds())}`;
}

/** '1 234,5' style: comma decimals, no-break space groups, exactly `decimals` fraction digits. */
export function formatNumber(n: number, decimals = 0): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    // pl-PL leaves four-digit numbers ungrouped by default; the panel groups them (1 234).
    useGrouping: 'always',
    signDisplay: 'negative',
  }).format(n);
}

/** '1 234,50 zł' */
export function formatAmount(n: number, decimals = 2): string {
  return `${formatNumber(n, decimals)}${NBSP}zł`;
}
