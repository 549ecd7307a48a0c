import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatAmount,
  formatDate,
  formatDateTimeInPoland,
  formatIsoDate,
  formatIsoDateForDisplay,
  formatNumber,
  formatTime,
  formatTimeWithSeconds,
  isoDateInPoland,
  NBSP,
  parseIsoDate,
} from './locale';

describe('pl-PL locale', () => {
  const date = new Date(2024, 2, 5, 7, 8, 9);

  it('formats dates as dd.MM.yyyy and yyyy-MM-dd in the local calendar', () => {
    expect(formatDate(date)).toBe('05.03.2024');
    expect(formatIsoDate(date)).toBe('2024-03-05');
    expect(formatIsoDate(new Date(2024, 0, 1, 0, 0, 0))).toBe('2024-01-01');
    expect(formatIsoDate(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31');
  });

  it('formats times as HH:mm and HH:mm:ss', () => {
    expect(formatTime(date)).toBe('07:08');
    expect(formatTimeWithSeconds(date)).toBe('07:08:09');
    expect(formatTime(new Date(2024, 0, 1, 23, 59))).toBe('23:59');
  });

  it('parses yyyy-MM-dd to local midnight and refuses anything else', () => {
    expect(parseIsoDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseIsoDate('0099-01-01')?.getFullYear()).toBe(99);
    for (const bad of ['', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '05.03.2024', '2024-3-5']) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('round-trips formatIsoDate and parseIsoDate', () => {
    expect(formatIsoDate(parseIsoDate('1999-12-31') ?? new Date(NaN))).toBe('1999-12-31');
  });

  it('shows a yyyy-MM-dd date as dd.MM.yyyy and leaves other text alone', () => {
    expect(formatIsoDateForDisplay('2024-03-05')).toBe('05.03.2024');
    expect(formatIsoDateForDisplay('jutro')).toBe('jutro');
  });

  it('gives the calendar day in Poland whatever the machine time zone', () => {
    expect(isoDateInPoland(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07-01');
    expect(isoDateInPoland(new Date('2024-12-31T22:59:00Z'))).toBe('2024-12-31');
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
