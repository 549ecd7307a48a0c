import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatAmount,
  formatDate,
  formatDateTimeInPoland,
  formatIsoDateForDisplay,
  formatNumber,
  formatTime,
  formatTimeWithSeconds,
  LOCALE,
  NBSP,
} from './locale';

describe('pl-PL locale', () => {
  // 07:08:09 in Warsaw (CET, UTC+1).
  const date = new Date('2024-03-05T06:08:09Z');

  it('formats an instant as dd.MM.yyyy of its day in Poland, whatever the machine time zone', () => {
    expect(formatDate(date)).toBe('05.03.2024');
    expect(formatDate(new Date('2024-06-30T22:30:00Z'))).toBe('01.07.2024');
    expect(formatDate(new Date('2024-12-31T22:59:00Z'))).toBe('31.12.2024');
  });

  it('formats times as HH:mm and HH:mm:ss on the clock in Poland', () => {
    expect(formatTime(date)).toBe('07:08');
    expect(formatTimeWithSeconds(date)).toBe('07:08:09');
    expect(formatTime(new Date('2024-01-01T22:59:00Z'))).toBe('23:59');
    expect(formatTimeWithSeconds(new Date('2024-07-01T22:00:05Z'))).toBe('00:00:05');
  });

  it('shows a yyyy-MM-dd date as dd.MM.yyyy and leaves other text alone', () => {
    expect(formatIsoDateForDisplay('2024-03-05')).toBe('05.03.2024');
    expect(formatIsoDateForDisplay('0099-01-01')).toBe('01.01.0099');
    expect(formatIsoDateForDisplay('jutro')).toBe('jutro');
    expect(formatIsoDateForDisplay('2023-02-29')).toBe('2023-02-29');
  });

  it('formats amounts with comma decimals, no-break space groups and zł after', () => {
    expect(formatAmount(1234.5)).toBe(`1${NBSP}234,50${NBSP}zł`);
    expect(formatAmount(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}zł`);
    expect(formatAmount(0)).toBe(`0,00${NBSP}zł`);
    expect(formatAmount(-1234.5)).toBe(`-1${NBSP}234,50${NBSP}zł`);
    expect(formatAmount(-0.001)).toBe(`0,00${NBSP}zł`);
    expect(formatAmount(45678.4, 0)).toBe(`45${NBSP}678${NBSP}zł`);
  });

  it('formats numbers with the given decimals', () => {
    expect(formatNumber(1234)).toBe(`1${NBSP}234`);
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(2.5, 1)).toBe('2,5');
    expect(formatNumber(0.05, 3)).toBe('0,050');
  });

  it('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(999.995, 2)).toBe(`1${NBSP}000,00`);
    expect(formatNumber(1e-9, 2)).toBe('0,00');
  });

  it("agrees with Intl's pl-PL format grouped always, for amounts and counts the panel shows", () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always', signDisplay: 'negative' });
    const formats = [0, 1, 2, 3].map(intl);
    const cents = fc.integer({ min: -1e13, max: 1e13 }).map((n) => n / 100);
    const anyNumber = fc.double({ min: -1e11, max: 1e11, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(cents, anyNumber), fc.integer({ min: 0, max: 3 }), (n, decimals) => {
        expect(formatNumber(n, decimals)).toBe(formats[decimals]!.format(n));
      }),
      { numRuns: 5000 },
    );
  });

  it('starts the week on Monday', () => {
    expect(firstDayOfWeek).toBe(1);
  });
});

describe('formatDateTimeInPoland', () => {
  it('shows the time in Poland, summer and winter', () => {
    expect(formatDateTimeInPoland(new Date('2026-07-01T10:05:00Z'))).toBe('01.07.2026, 12:05');
    expect(formatDateTimeInPoland(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027, 00:30');
  });
});
