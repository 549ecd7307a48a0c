import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  driverBirthDateRange,
  driversInfoSchema,
  isDriverBirthDateValid,
  isLicenceAfterMinimumAge,
  isLicenceMonthDropped,
  licenceDate,
} from './drivers';

const today = '2025-06-15';
const driver = { birthDate: '1990-04-02', drivingLicenseYear: '2010', drivingLicenseMonth: '' };
const info = { isOwnerMd: 'Y', hasSd: 'N', mainDriver: driver };

describe('drivers', () => {
  const schema = driversInfoSchema(today);

  it('accepts a valid main driver', () => {
    expect(fieldErrors(schema, info)).toEqual({});
  });

  it('owner-is-main-driver and has-younger-drivers are required', () => {
    expect(fieldErrors(schema, { mainDriver: driver })).toEqual({
      isOwnerMd: messages.IS_OWNER_MAIN_DRIVER_REQUIRED_ERROR,
      hasSd: messages.HAS_YOUNGER_DRIVERS_REQUIRED_ERROR,
    });
  });

  it('birth date is required and between 16 and 109 years ago', () => {
    // A licence this year (with its month) suits every birth date in the range.
    const errors = (birthDate: string) => fieldErrors(schema, { ...info, mainDriver: { birthDate, drivingLicenseYear: '2025', drivingLicenseMonth: '06' } });
    expect(errors('')).toEqual({ 'mainDriver.birthDate': messages.BIRTH_DATE_REQUIRED_ERROR });
    expect(errors('2009-06-15')).toEqual({});
    expect(errors('2009-06-16')).toEqual({ 'mainDriver.birthDate': messages.BIRTH_DATE_INVALID_ERROR });
    expect(errors('1916-06-15')).toEqual({});
    expect(errors('1916-06-14')).toEqual({ 'mainDriver.birthDate': messages.BIRTH_DATE_INVALID_ERROR });
    expect(errors('1990-02-30')).toEqual({ 'mainDriver.birthDate': messages.BIRTH_DATE_INVALID_ERROR });
  });

  it('handles 29 February in the age range', () => {
    expect(driverBirthDateRange('2024-02-29')).toEqual({ min: '1915-02-28', max: '2008-02-29' });
    expect(isDriverBirthDateValid('1915-02-27', '2024-02-29')).toBe(false);
    expect(isDriverBirthDateValid('1915-02-28', '2024-02-29')).toBe(true);
  });

  it('licence year is required; the month when the year is under 3 years ago', () => {
    const errors = (licence: Partial<typeof driver>) => fieldErrors(schema, { ...info, mainDriver: { ...driver, ...licence } });
    expect(errors({ drivingLicenseYear: '' })).toEqual({ 'mainDriver.drivingLicenseYear': messages.LICENCE_YEAR_REQUIRED });
    expect(errors({ drivingLicenseYear: '2022' })).toEqual({});
    expect(errors({ drivingLicenseYear: '2023' })).toEqual({ 'mainDriver.drivingLicenseMonth': messages.LICENCE_MONTH_REQUIRED });
    expect(errors({ drivingLicenseYear: '2023', drivingLicenseMonth: '13' })).toEqual({
      'mainDriver.drivingLicenseMonth': messages.LICENCE_MONTH_REQUIRED,
    });
    expect(errors({ drivingLicenseYear: '2023', drivingLicenseMonth: '7' })).toEqual({});
  });

  it('the youngest driver follows the same rules, only when there are younger drivers', () => {
    const youngestDriver = { birthDate: '', drivingLicenseYear: '' };
    expect(fieldErrors(schema, { ...info, youngestDriver })).toEqual({});
    expect(fieldErrors(schema, { ...info, hasSd: 'Y', youngestDriver })).toEqual({
      'youngestDriver.birthDate': messages.BIRTH_DATE_REQUIRED_ERROR,
      'youngestDriver.drivingLicenseYear': messages.LICENCE_YEAR_REQUIRED,
    });
    expect(fieldErrors(schema, { ...info, hasSd: 'Y' })).toEqual({
      'youngestDriver.birthDate': messages.BIRTH_DATE_REQUIRED_ERROR,
      'youngestDriver.drivingLicenseYear': messages.LICENCE_YEAR_REQUIRED,
    });
  });

  it('refuses a licence obtained before the minimum licence age, e.g. before birth (decision 136)', () => {
    const errors = (licence: Partial<typeof driver>) => fieldErrors(schema, { ...info, mainDriver: { ...driver, ...licence } });
    expect(errors({ birthDate: '1990-04-02', drivingLicenseYear: '1980' })).toEqual({ 'mainDriver.drivingLicenseYear': messages.LICENCE_BEFORE_MINIMUM_AGE });
    expect(errors({ birthDate: '1990-04-02', drivingLicenseYear: '2005' })).toEqual({ 'mainDriver.drivingLicenseYear': messages.LICENCE_BEFORE_MINIMUM_AGE });
    expect(errors({ birthDate: '1990-04-02', drivingLicenseYear: '2006' })).toEqual({});
    // With a month, the month of the 16th birthday is the earliest.
    expect(errors({ birthDate: '2008-09-20', drivingLicenseYear: '2024', drivingLicenseMonth: '08' })).toEqual({
      'mainDriver.drivingLicenseYear': messages.LICENCE_BEFORE_MINIMUM_AGE,
    });
    expect(errors({ birthDate: '2008-09-20', drivingLicenseYear: '2024', drivingLicenseMonth: '09' })).toEqual({});
    const youngestDriver = { birthDate: '2000-01-01', drivingLicenseYear: '1999', drivingLicenseMonth: '' };
    expect(fieldErrors(schema, { ...info, hasSd: 'Y', youngestDriver })).toEqual({
      'youngestDriver.drivingLicenseYear': messages.LICENCE_BEFORE_MINIMUM_AGE,
    });
  });

  it('accepts a licence exactly when its year (and month) is at least 16 years after birth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1880, max: 2120 }), fc.option(fc.integer({ min: 1, max: 12 })), (year, birthMonth, licenceYear, licenceMonth) => {
        const birthDate = `${year}-${String(birthMonth).padStart(2, '0')}-15`;
        const accepted = isLicenceAfterMinimumAge(birthDate, licenceYear, licenceMonth);
        const expected = licenceMonth === null ? licenceYear >= year + 16 : licenceYear * 12 + licenceMonth >= (year + 16) * 12 + birthMonth;
        expect(accepted).toBe(expected);
      }),
    );
  });

  it('drops the licence month at 3 or more years', () => {
    expect(isLicenceMonthDropped(2022, 2025)).toBe(true);
    expect(isLicenceMonthDropped(2023, 2025)).toBe(false);
  });

  it('licence date is July 1 without a month and the 1st of the month with one', () => {
    expect(licenceDate(2010, null)).toBe('2010-07-01');
    expect(licenceDate(2024, 3)).toBe('2024-03-01');
  });
});
