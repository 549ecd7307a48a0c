import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { checkDateField, dateRangeSchema, isDateRangeValid, offerValidDays, offerValidityMessage } from './dates';

describe('date range rule', () => {
  it.each([
    ['2024-01-01', '2024-01-02', true],
    ['2024-01-01', '2024-01-01', true],
    ['2024-01-02', '2024-01-01', false],
    ['2024-12-31', '2025-01-01', true],
    ['', '2024-01-01', true],
    ['2024-01-01', '', true],
    ['2024-02-30', '2024-01-01', true],
  ])('from %s to %s is valid: %s', (from, to, valid) => {
    expect(isDateRangeValid(from, to)).toBe(valid);
  });

  it("puts 'to' before 'from' on the 'to' field", () => {
    expect(fieldErrors(dateRangeSchema, { dateFrom: '2024-05-02', dateTo: '2024-05-01' })).toEqual({
      dateTo: messages.DATES_VALIDATION_ERROR,
    });
    expect(fieldErrors(dateRangeSchema, { dateFrom: '2024-05-01', dateTo: '2024-05-01' })).toEqual({});
    expect(fieldErrors(dateRangeSchema, { dateFrom: '2024-13-01' })).toEqual({ dateFrom: messages.DATE_INVALID_ERROR });
  });
});

describe('offer validity in whole days', () => {
  const now = new Date('2024-05-01T12:00:00Z');

  it.each([
    ['2024-05-11T12:00:00Z', 10],
    ['2024-05-11T11:59:59Z', 9],
    ['2024-05-01T12:00:00Z', 0],
    ['2024-05-02T11:59:59Z', 0],
    ['2024-04-20T12:00:00Z', 0],
  ])('valid till %s gives %i days', (validTill, days) => {
    expect(offerValidDays(new Date(validTill), now)).toBe(days);
  });
});

describe('offer validity message', () => {
  const now = new Date('2026-11-10T12:00:00Z');

  it.each([
    ['2026-11-20T11:00:00Z', 'Oferta ważna jeszcze 9 dni'],
    ['2026-11-11T12:00:00Z', 'Oferta ważna jeszcze 1 dzień'],
    ['2026-11-11T11:59:59Z', 'Oferta ważna jeszcze niecały dzień'],
    ['2026-11-10T12:00:01Z', 'Oferta ważna jeszcze niecały dzień'],
    ['2026-11-10T12:00:00Z', 'Oferta wygasła 10.11.2026'],
    // Midnight in Warsaw is the evening before in UTC: the date is Warsaw's.
    ['2026-09-09T22:00:00Z', 'Oferta wygasła 10.09.2026'],
  ])('valid till %s: %s', (validTill, message) => {
    expect(offerValidityMessage(new Date(validTill), now)).toBe(message);
  });

  it('never says 0 days, whatever the two instants', () => {
    const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, instant, (validTill, at) => {
        expect(offerValidityMessage(validTill, at)).not.toMatch(/\b0 dni/);
      }),
    );
  });
});

describe('checkDateField', () => {
  const run = (value: string, rule: Parameters<typeof checkDateField>[3]) => {
    const found: string[] = [];
    const given = checkDateField((_, message) => found.push(message), 'd', value, rule);
    return { given, found };
  };

  it('reports required, invalid and out-of-range dates with Polish dates in the message', () => {
    expect(run('', { required: true })).toEqual({ given: false, found: [messages.REQUIRED_VALIDATION_ERROR] });
    expect(run('', { required: false })).toEqual({ given: false, found: [] });
    expect(run('2024-02-30', { required: true })).toEqual({ given: false, found: [messages.DATE_INVALID_ERROR] });
    expect(run('2024-01-01', { required: true, min: '2024-01-02' })).toEqual({
      given: true,
      found: ['Data nie może być wcześniejsza niż 02.01.2024.'],
    });
    expect(run('2024-01-03', { required: true, max: '2024-01-02' })).toEqual({
      given: true,
      found: ['Data nie może być późniejsza niż 02.01.2024.'],
    });
    expect(run('2024-01-02', { required: true, min: '2024-01-02', max: '2024-01-02' })).toEqual({ given: true, found: [] });
  });
});
