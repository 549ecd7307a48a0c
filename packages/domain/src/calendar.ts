/**
 * The insurer's business calendar: the Europe/Warsaw day and wall clock, whatever the time zone of the server or
 * the browser (decision 117). Every "today", date difference, due date and expiry is computed here; a business
 * date is a yyyy-MM-dd string, and arithmetic on it is plain calendar arithmetic, untouched by time zones.
 */

export const BUSINESS_TIME_ZONE = 'Europe/Warsaw';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Since 1996 Poland's clock has followed the EU's summer time (Directive 2000/84/EC and its forerunners): UTC+2 from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC+1 otherwise. Reading it from
 * this rule spares the browser Intl's data, whose first use alone took 30–80 ms of Chromium's main thread here
 * (decisions 117, 025); earlier instants, which the panel hardly meets, are read from that data.
 */
const EU_SUMMER_TIME_SINCE = Date.UTC(1996, 0, 1);

/** 01:00 UTC on the last Sunday of a month (0–11) of a year. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

function euSummerTimeOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAt1Utc(year, 2) && instant < lastSundayAt1Utc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

let historicalClock: Intl.DateTimeFormat | undefined;

/** Warsaw's offset before 1996, from the time-zone data of Intl. */
function historicalOffset(instant: number): number {
  historicalClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of historicalClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(parts.year!, parts.month! - 1, parts.day!);
  asUtc.setUTCHours(parts.hour!, parts.minute!, parts.second!);
  return asUtc.getTime() - instant;
}

/** Warsaw's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function offsetInPoland(instant: number): number {
  return instant >= EU_SUMMER_TIME_SINCE ? euSummerTimeOffset(instant) : historicalOffset(Math.floor(instant / 1000) * 1000);
}

/** What a clock in Warsaw shows at the given instant. */
export function wallTimeInPoland(instant: Date): WallTime {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const wall = new Date(time + offsetInPoland(time));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isoOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The business date (yyyy-MM-dd in Warsaw) of an instant: the server's and the browser's "today" is isoDateInPoland(now). */
export function isoDateInPoland(instant: Date): string {
  const { year, month, day } = wallTimeInPoland(instant);
  return isoOf(year, month, day);
}

/** The parts of a yyyy-MM-dd date; null for anything else, including impossible dates. */
function isoDateParts(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day ? { year, month, day } : null;
}

/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  return isoDateParts(value) !== null;
}

/** Days since 1970-01-01 of a yyyy-MM-dd date: the one place dates become numbers. */
function dayNumber(isoDate: string): number {
  const parts = isoDateParts(isoDate);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${isoDate}`);
  const probe = new Date(0);
  probe.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return Math.round(probe.getTime() / DAY_MS);
}

function isoOfDayNumber(days: number): string {
  const date = new Date(days * DAY_MS);
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The date `days` calendar days later (earlier when negative). */
export function addDays(isoDate: string, days: number): string {
  return isoOfDayNumber(dayNumber(isoDate) + days);
}

/** The same day `years` later; 29 February becomes 1 March in a common year. */
export function addYears(isoDate: string, years: number): string {
  const parts = isoDateParts(isoDate);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${isoDate}`);
  const date = new Date(0);
  date.setUTCFullYear(parts.year + years, parts.month - 1, parts.day);
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Days in a month (1–12) of a year, leap years counted; 0 for a month that does not exist. */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** The same day `months` later (earlier when negative), on the month's last day when it has fewer days. */
export function addMonths(isoDate: string, months: number): string {
  const parts = isoDateParts(isoDate);
  if (!parts) throw new RangeError(`Not a yyyy-MM-dd date: ${isoDate}`);
  const index = parts.year * 12 + parts.month - 1 + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  return isoOf(year, month, Math.min(parts.day, daysInMonth(year, month)));
}

/** Calendar days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The instant a clock in Warsaw shows the given date and time (HH:mm). A time skipped when clocks go forward
 * lands an hour later; a time repeated when they go back is its first occurrence.
 */
export function instantInPoland(isoDate: string, time = '00:00'): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not an HH:mm time: ${time}`);
  const asUtc = dayNumber(isoDate) * DAY_MS + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  const before = asUtc - offsetInPoland(asUtc - 3 * HOUR_MS);
  const after = asUtc - offsetInPoland(asUtc + 3 * HOUR_MS);
  if (before === after) return new Date(before);
  // The offset changes near this time: the earliest candidate the clock really shows, else the skipped hour's end.
  const candidates = [before, after].filter((t) => t + offsetInPoland(t) === asUtc);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : Math.max(before, after));
}

/** The year in Poland at an instant (case and sale numbers, the current production year). */
export function yearInPoland(instant: Date): number {
  return wallTimeInPoland(instant).year;
}
