import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar';
import { isValidPesel, parsePesel, peselFor } from './identifiers';
import { otherDigits, withLastDigit } from '../testing/digits';

describe('isValidPesel / parsePesel', () => {
  it.each([
    ['44051401359', '1944-05-14', 'M'],
    ['02070803628', '1902-07-08', 'F'],
    ['00810112342', '1800-01-01', 'F'],
    ['99923112347', '1899-12-31', 'F'],
    ['00010112348', '1900-01-01', 'F'],
    ['00222912349', '2000-02-29', 'F'],
    ['04222912347', '2004-02-29', 'F'],
    ['96822912340', '1896-02-29', 'F'],
    ['00523112341', '2100-12-31', 'F'],
    ['99723112341', '2299-12-31', 'F'],
  ] as const)('accepts %s born %s (%s)', (pesel, birthDate, sex) => {
    expect(isValidPesel(pesel)).toBe(true);
    expect(parsePesel(pesel)).toEqual({ birthDate, sex });
  });

  it.each([
    ['empty', ''],
    ['10 digits', '4405140135'],
    ['12 digits', '440514013590'],
    ['a letter', '4405140135X'],
    ['spaces', '440514 01359'],
    ['dashes', '440514-01359'],
    ['surrounding space', ' 44051401359'],
    ['all zeros (month 00)', '00000000000'],
    ['wrong check digit', '44051401358'],
    ['30 February 2000', '00223012345'],
    ['29 February 1999', '99022912347'],
    ['month 00', '00000112342'],
    ['encoded month 93 (no band)', '00930112349'],
    ['day 00', '00010012341'],
    ['31 April', '00043112342'],
  ])('rejects %s', (_, pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
    expect(parsePesel(pesel)).toBeNull();
  });

  it.each([
    ['30 February 1801', '01823012340'],
    ['month 13 in the 1800s', '01930112344'],
    ['29 February 1800', '00822912347'],
    ['day 32 in the 1800s', '01813212343'],
    ['30 February 1901', '01023012346'],
    ['month 13 in the 1900s', '01130112340'],
    ['29 February 1900', '00022912343'],
    ['day 32 in the 1900s', '01013212349'],
    ['30 February 2001', '01223012342'],
    ['month 13 in the 2000s', '01330112346'],
    ['day 32 in the 2000s', '01213212345'],
    ['30 February 2101', '01423012348'],
    ['month 13 in the 2100s', '01530112342'],
    ['29 February 2100', '00422912345'],
    ['day 32 in the 2100s', '01413212341'],
    ['30 February 2201', '01623012344'],
    ['month 13 in the 2200s', '01730112348'],
    ['29 February 2200', '00622912341'],
    ['day 32 in the 2200s', '01613212347'],
  ])('rejects an impossible date: %s', (_, pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
  });

  it.each([
    [80, 1800],
    [0, 1900],
    [20, 2000],
    [40, 2100],
    [60, 2200],
  ])('reads month offset %i as the %i century', (offset, century) => {
    const pesel = peselFor(`${century + 50}-06-15`, 1, 'M');
    expect(pesel.slice(2, 4)).toBe(String(6 + offset).padStart(2, '0'));
    expect(parsePesel(pesel)?.birthDate).toBe(`${century + 50}-06-15`);
  });

  it('reads an odd 10th digit as M and an even one as F', () => {
    expect(parsePesel(peselFor('1990-01-01', 7, 'M'))?.sex).toBe('M');
    expect(parsePesel(peselFor('1990-01-01', 7, 'F'))?.sex).toBe('F');
  });

  const birthDate = fc.integer({ min: 0, max: daysBetween('1800-01-01', '2299-12-31') }).map((n) => addDays('1800-01-01', n));
  const sex = fc.constantFrom('M' as const, 'F' as const);

  it('property: PESELs generated from dates 1800-2299 parse back to that date and sex', () => {
    fc.assert(
      fc.property(birthDate, fc.integer({ min: 0, max: 999 }), sex, (date, serial, s) => {
        expect(parsePesel(peselFor(date, serial, s))).toEqual({ birthDate: date, sex: s });
      }),
    );
  });

  it('property: any other check digit fails', () => {
    fc.assert(
      fc.property(birthDate, fc.integer({ min: 0, max: 999 }), sex, (date, serial, s) => {
        const pesel = peselFor(date, serial, s);
        for (const d of otherDigits(pesel)) expect(isValidPesel(withLastDigit(pesel, d))).toBe(false);
      }),
    );
  });

  it('peselFor refuses dates outside 1800-2299, impossible dates and serials outside 0..999', () => {
    expect(() => peselFor('1799-12-31', 0, 'M')).toThrow(RangeError);
    expect(() => peselFor('2300-01-01', 0, 'M')).toThrow(RangeError);
    expect(() => peselFor('2001-02-29', 0, 'M')).toThrow(RangeError);
    expect(() => peselFor('01.01.2000', 0, 'M')).toThrow(RangeError);
    expect(() => peselFor('2000-01-01', 1000, 'M')).toThrow(RangeError);
    expect(() => peselFor('2000-01-01', -1, 'M')).toThrow(RangeError);
  });
});
