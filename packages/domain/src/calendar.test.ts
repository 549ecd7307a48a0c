import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, daysInMonth, instantInPoland, isIsoDate, isoDateInPoland, wallTimeInPoland, yearInPoland, type WallTime } from './calendar';

/** Every date from 1900-01-01 to 2199-12-31. */
const isoDates = fc.integer({ min: 0, max: 109_572 }).map((n) => addDays('1900-01-01', n));

describe('business date of an instant', () => {
  it('is the day in Warsaw, summer and winter, around midnight', () => {
    expect(isoDateInPoland(new Date('2024-06-30T21:59:59Z'))).toBe('2024-06-30');
    expect(isoDateInPoland(new Date('2024-06-30T22:00:00Z'))).toBe('2024-07-01');
    expect(isoDateInPoland(new Date('2024-12-31T22:59:59Z'))).toBe('2024-12-31');
    expect(isoDateInPoland(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
    // The failing clean-clone run: 23:06 UTC is 00:06 the next day in Warsaw.
    expect(isoDateInPoland(new Date('2026-11-12T23:06:00Z'))).toBe('2026-11-13');
  });

  it('reads the Warsaw wall clock and year', () => {
    expect(wallTimeInPoland(new Date('2026-03-29T00:59:59Z'))).toEqual({ year: 2026, month: 3, day: 29, hour: 1, minute: 59, second: 59 });
    expect(wallTimeInPoland(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
    expect(yearInPoland(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  const intlClock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Warsaw',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const intlWallTime = (instant: Date) =>
    Object.fromEntries(intlClock.formatToParts(instant).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
  /** A wall time as text, to compare many instants without an assertion each. */
  const text = ({ year, month, day, hour, minute, second }: Partial<WallTime>) => `${year}-${month}-${day} ${hour}:${minute}:${second}`;

  it("agrees with Intl's Warsaw clock at any instant from 1950 to 2100, before and under the EU summer-time rule", () => {
    const instants = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instants, (instant) => text(wallTimeInPoland(instant)) === text(intlWallTime(instant))),
      { numRuns: 3000 },
    );
    // Every minute around this year's two changes of the clock.
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let minute = -90; minute <= 90; minute += 1) {
        const instant = new Date(change + minute * 60_000 - 1);
        expect(wallTimeInPoland(instant)).toEqual(intlWallTime(instant));
      }
    }
    expect(() => wallTimeInPoland(new Date(Number.NaN))).toThrow(RangeError);
  });

  // 81 000 instants through Intl: about a second on a quiet machine, several on a loaded one.
  it("agrees with Intl's Warsaw clock every half hour of the last days of March and October from 1995 to 2100", { timeout: 30_000 }, () => {
    const disagreements: string[] = [];
    for (let year = 1995; year <= 2100; year += 1) {
      for (const month of [2, 9]) {
        for (let instant = Date.UTC(year, month, 24); instant < Date.UTC(year, month + 1, 1); instant += 1_800_000) {
          const ours = text(wallTimeInPoland(new Date(instant)));
          const intl = text(intlWallTime(new Date(instant)));
          if (ours !== intl) disagreements.push(`${new Date(instant).toISOString()}: ${ours} against ${intl}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('calendar arithmetic on yyyy-MM-dd dates', () => {
  it('adds days across months, years, leap days and clock changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-11-13', -365)).toBe('2025-11-13');
  });

  it('adds years; 29 February becomes 1 March in a common year', () => {
    expect(addYears('2026-11-13', 1)).toBe('2027-11-13');
    expect(addYears('2024-02-29', 1)).toBe('2025-03-01');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('adds months; a day the month lacks becomes its last day', () => {
    expect(addMonths('2026-11-25', 1)).toBe('2026-12-25');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2026, 13)).toBe(0);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-25', '2026-10-26')).toBe(1);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
  });

  it('counts 1900-01-01 to 2199-12-31 like the Gregorian calendar', () => {
    expect(daysBetween('1900-01-01', '2199-12-31')).toBe(109_572);
    expect(addDays('1900-01-01', 109_572)).toBe('2199-12-31');
  });

  it('adding the difference between two dates gives the later one', () => {
    fc.assert(fc.property(isoDates, isoDates, (from, to) => addDays(from, daysBetween(from, to)) === to));
  });

  it('refuses what is not a real yyyy-MM-dd date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('0099-01-01')).toBe(true);
    for (const bad of ['', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '05.03.2024', '2024-3-5']) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
  });
});

describe('instant of a Warsaw date and time', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(instantInPoland('2026-01-15')).toEqual(new Date('2026-01-14T23:00:00Z'));
    expect(instantInPoland('2026-07-15', '09:30')).toEqual(new Date('2026-07-15T07:30:00Z'));
  });

  it('moves a time skipped in spring an hour on, and takes the first of a time repeated in autumn', () => {
    expect(instantInPoland('2026-03-29', '02:30')).toEqual(new Date('2026-03-29T01:30:00Z'));
    expect(instantInPoland('2026-03-29', '01:30')).toEqual(new Date('2026-03-29T00:30:00Z'));
    expect(instantInPoland('2026-03-29', '03:00')).toEqual(new Date('2026-03-29T01:00:00Z'));
    expect(instantInPoland('2026-10-25', '02:30')).toEqual(new Date('2026-10-25T00:30:00Z'));
    expect(instantInPoland('2026-10-25', '03:00')).toEqual(new Date('2026-10-25T02:00:00Z'));
  });

  it('is shown again as the same date and time in Warsaw', () => {
    const times = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(isoDates, times, (date, time) => {
        const wall = wallTimeInPoland(instantInPoland(date, time));
        const shown = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
        // Only the hour skipped when clocks go forward is shown otherwise.
        return isoDateInPoland(instantInPoland(date, time)) === date && (shown === time || time.startsWith('02:'));
      }),
    );
  });
});
