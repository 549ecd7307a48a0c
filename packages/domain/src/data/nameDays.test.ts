import { describe, expect, it } from 'vitest';
import { NAME_DAYS, nameDaysOn } from './nameDays';

describe('name days', () => {
  it('covers all 366 days of a leap year, each with at least two names', () => {
    const lengths = NAME_DAYS.map((month) => month.length);
    expect(lengths).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(lengths.reduce((a, b) => a + b)).toBe(366);
    for (const day of NAME_DAYS.flat()) expect(day.length).toBeGreaterThanOrEqual(2);
  });

  it('has well-formed Polish names', () => {
    for (const name of NAME_DAYS.flat(2)) expect(name).toMatch(/^[A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]+$/u);
  });

  it('answers the names of the given day', () => {
    expect(nameDaysOn('2026-01-06')).toEqual(['Kacper', 'Melchior', 'Baltazar']);
    expect(nameDaysOn('2028-02-29')).toContain('Roman');
    expect(nameDaysOn('2026-12-24')).toEqual(['Adam', 'Ewa', 'Irmina']);
    expect(nameDaysOn('2026-12-31')).toContain('Sylwester');
  });
});
