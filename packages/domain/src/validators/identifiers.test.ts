import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNrb,
  formatPostcodeInput,
  isValidNip,
  isValidNrb,
  isValidPostcode,
  isValidRegon,
  isValidVin,
  nipFrom,
  normalizeVinInput,
  nrbFrom,
  regon14From,
  regon9From,
} from './identifiers';
import { digits, otherDigits, withLastDigit } from '../testing/digits';

describe('isValidNip', () => {
  it.each(['5261040828', '7740001454', '1234563218', '1000000070'])('accepts %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['9 digits', '526104082'],
    ['11 digits', '52610408280'],
    ['dashes', '526-104-08-28'],
    ['spaces', '526 104 08 28'],
    ['PL prefix', 'PL5261040828'],
    ['a letter', '526104082A'],
    ['all zeros', '0000000000'],
    ['remainder 10 with last digit 0', '1234567890'],
    ['wrong check digit', '5261040829'],
  ])('rejects %s', (_, nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it('nipFrom returns null when the remainder is 10 or the number would be all zeros', () => {
    expect(nipFrom('123456789')).toBeNull();
    expect(nipFrom('000000000')).toBeNull();
    expect(nipFrom('526104082')).toBe('5261040828');
    expect(() => nipFrom('12345678')).toThrow(RangeError);
  });

  it('property: generated NIPs pass and any other check digit fails', () => {
    fc.assert(
      fc.property(digits(9), (prefix) => {
        const nip = nipFrom(prefix);
        if (nip === null) {
          for (const d of '0123456789') expect(isValidNip(`${prefix}${d}`)).toBe(false);
        } else {
          expect(isValidNip(nip)).toBe(true);
          for (const d of otherDigits(nip)) expect(isValidNip(withLastDigit(nip, d))).toBe(false);
        }
      }),
    );
  });
});

describe('isValidRegon', () => {
  it.each(['123456785', '100000050', '12345678512347', '12345678500010', '10000005012340'])('accepts %s', (regon) => {
    expect(isValidRegon(regon)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['8 digits', '12345678'],
    ['10 digits', '1234567850'],
    ['13 digits', '1234567851234'],
    ['15 digits', '123456785123470'],
    ['spaces', '123 456 785'],
    ['dashes', '123-456-785'],
    ['a letter', '12345678A'],
    ['all zeros (9)', '000000000'],
    ['all zeros (14)', '00000000000000'],
    ['wrong check digit (9)', '123456786'],
    ['remainder 10 written as 10th digit', '100000051'],
    ['wrong check digit (14)', '12345678512348'],
    ['14 digits with a bad 9-digit prefix', '12345678612342'],
  ])('rejects %s', (_, regon) => {
    expect(isValidRegon(regon)).toBe(false);
  });

  const prefix8 = digits(8).filter((p) => p !== '00000000');

  it('property: generated 9-digit REGONs pass and any other check digit fails', () => {
    fc.assert(
      fc.property(prefix8, (prefix) => {
        const regon = regon9From(prefix);
        expect(isValidRegon(regon)).toBe(true);
        for (const d of otherDigits(regon)) expect(isValidRegon(withLastDigit(regon, d))).toBe(false);
      }),
    );
  });

  it('property: generated 14-digit REGONs pass and any other check digit fails', () => {
    fc.assert(
      fc.property(prefix8, digits(4), (prefix, suffix) => {
        const regon = regon14From(regon9From(prefix), suffix);
        expect(isValidRegon(regon)).toBe(true);
        for (const d of otherDigits(regon)) expect(isValidRegon(withLastDigit(regon, d))).toBe(false);
      }),
    );
  });

  it('generators refuse malformed input', () => {
    expect(() => regon9From('1234567')).toThrow(RangeError);
    expect(() => regon9From('00000000')).toThrow(RangeError);
    expect(() => regon14From('123456786', '1234')).toThrow(RangeError);
    expect(() => regon14From('123456785', '123')).toThrow(RangeError);
  });
});

describe('isValidNrb', () => {
  const valid = '61109010140000071219812874';

  it('accepts a real account number', () => {
    expect(isValidNrb(valid)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['25 digits', valid.slice(1)],
    ['27 digits', `${valid}0`],
    ['PL prefix', `PL${valid}`],
    ['spaces', formatNrb(valid)],
    ['all zeros', '0'.repeat(26)],
    ['a letter', `${valid.slice(0, 25)}A`],
  ])('rejects %s', (_, nrb) => {
    expect(isValidNrb(nrb)).toBe(false);
  });

  it('rejects the account number off by one in any single digit', () => {
    for (let i = 0; i < valid.length; i++) {
      const changed = `${valid.slice(0, i)}${(Number(valid[i]) + 1) % 10}${valid.slice(i + 1)}`;
      expect(isValidNrb(changed)).toBe(false);
    }
  });

  /** A generated account number whose check digits are `check`. */
  const nrbWithCheck = (check: string) => {
    for (let i = 0; i < 10_000; i++) {
      const nrb = nrbFrom(String(i).padStart(24, '0'));
      if (nrb.startsWith(check)) return nrb;
    }
    throw new Error(`no account with check digits ${check}`);
  };

  it.each([
    ['02', '99'],
    ['97', '00'],
    ['98', '01'],
  ])('rejects check digits %s written as their mod-97 alias %s', (check, alias) => {
    const nrb = nrbWithCheck(check);
    expect(isValidNrb(nrb)).toBe(true);
    expect(isValidNrb(`${alias}${nrb.slice(2)}`)).toBe(false);
  });

  it('rejects two swapped neighbouring digits', () => {
    expect(isValidNrb('16109010140000071219812874')).toBe(false);
  });

  it('property: generated account numbers pass and any other check digits fail', () => {
    fc.assert(
      fc.property(digits(24), fc.integer({ min: 0, max: 99 }), (account, check) => {
        const nrb = nrbFrom(account);
        expect(isValidNrb(nrb)).toBe(true);
        const other = String(check).padStart(2, '0');
        if (other !== nrb.slice(0, 2)) expect(isValidNrb(`${other}${account}`)).toBe(false);
      }),
    );
  });

  it('nrbFrom refuses anything but 24 digits', () => {
    expect(() => nrbFrom('123')).toThrow(RangeError);
  });

  it('formatNrb groups by four from the left', () => {
    expect(formatNrb(valid)).toBe('6110 9010 1400 0007 1219 8128 74');
    expect(formatNrb(formatNrb(valid))).toBe('6110 9010 1400 0007 1219 8128 74');
    expect(formatNrb('')).toBe('');
  });
});

describe('isValidVin / normalizeVinInput', () => {
  it.each(['WVWZZZ1JZ3W386752', '1HGCM82633A004352', 'JH4KA7561PC008269'])('accepts %s', (vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['16 characters', 'WVWZZZ1JZ3W38675'],
    ['18 characters', 'WVWZZZ1JZ3W3867521'],
    ['letter I', 'WVWZZZ1JZ3W38675I'],
    ['letter O', 'WVWZZZ1JZ3W38675O'],
    ['letter Q', 'WVWZZZ1JZ3W38675Q'],
    ['lower case', 'wvwzzz1jz3w386752'],
    ['a space', 'WVWZZZ1JZ3W 86752'],
    ['a dash', 'WVWZZZ1JZ3W-86752'],
    ['a Polish letter', 'WVWZZZ1JZ3W38675Ł'],
  ])('rejects %s', (_, vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('upper-cases, turns the letter O into 0 and drops everything but letters and digits', () => {
    expect(normalizeVinInput('wvw-zzz 1jz3w38o7.52')).toBe('WVWZZZ1JZ3W380752');
    expect(normalizeVinInput('ó ą!')).toBe('');
  });

  it('property: normalized input only holds A-Z and 0-9 without O', () => {
    fc.assert(fc.property(fc.string(), (input) => /^[A-NP-Z0-9]*$/.test(normalizeVinInput(input))));
  });
});

describe('isValidPostcode / formatPostcodeInput', () => {
  it.each([
    ['00-950', true],
    ['99-999', true],
    ['', false],
    ['00950', false],
    ['00 950', false],
    ['0-0950', false],
    ['00-9500', false],
    ['ab-cde', false],
  ])('%s is valid: %s', (postcode, valid) => {
    expect(isValidPostcode(postcode)).toBe(valid);
  });

  it.each([
    ['00950', '00-950'],
    ['00-950', '00-950'],
    ['0095', '0095'],
    ['009501', '009501'],
    ['0095a', '0095a'],
  ])('formats %s as %s', (input, output) => {
    expect(formatPostcodeInput(input)).toBe(output);
  });
});
