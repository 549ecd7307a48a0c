import { addDays, daysInMonth, firstDayOfWeek, LOCALE } from '@panel/domain';

/** A calendar day as its yyyy-MM-dd date; the helpers below are plain calendar arithmetic, in UTC. */
const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

const monthTitle = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' });

/** 'listopad 2026' for any day of November 2026. */
export const formatMonthTitle = (isoDate: string) => monthTitle.format(utc(isoDate));

/** 'wtorek, 24 listopada 2026': the name a day button is read by. */
export const formatDayName = (isoDate: string) => dayName.format(utc(isoDate));

/** The columns from Monday: short names without the abbreviation's dot ('pon', 'wt' … 'niedz') and full ones. */
export const weekdays = Array.from({ length: 7 }, (_, index) => {
  // 2024-01-01 was a Monday.
  const day = utc(addDays('2024-01-01', index + firstDayOfWeek - 1));
  return { short: weekdayShort.format(day).replace(/\.$/, ''), long: weekdayLong.format(day) };
});

/** The weeks (Monday first) of the month of `isoDate`; days of the months around it are null. */
export function monthWeeks(isoDate: string): (string | null)[][] {
  const first = `${isoDate.slice(0, 7)}-01`;
  const lead = (utc(first).getUTCDay() - firstDayOfWeek + 7) % 7;
  const length = daysInMonth(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)));
  const cells = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, day) => addDays(first, day))];
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7);
    weeks.push([...week, ...Array<null>(7 - week.length).fill(null)]);
  }
  return weeks;
}
