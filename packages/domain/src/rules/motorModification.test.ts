import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  carValueRange,
  carValueSchema,
  equipmentSelectionError,
  isCarNew,
  isCarValueInRange,
  isEquipmentOptionDisabled,
  mileageError,
  mtaPaymentSchema,
  normalizeRegistrationNumber,
  otherDataSchema,
  registrationNumberSchema,
} from './motorModification';

describe('registration number', () => {
  it('is required, letters and digits only, spaces removed and upper-cased', () => {
    expect(normalizeRegistrationNumber(' wa 12345 ')).toBe('WA12345');
    expect(registrationNumberSchema.parse('wa 1234x')).toBe('WA1234X');
    expect(fieldErrors(registrationNumberSchema, '')).toEqual({ '': messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(registrationNumberSchema, 'WA-12345')).toEqual({ '': messages.PATTERN_VALIDATION_ERROR });
    expect(fieldErrors(registrationNumberSchema, 'WAŁ1234')).toEqual({ '': messages.PATTERN_VALIDATION_ERROR });
  });
});

describe('car value -10% to +10% of the catalogue', () => {
  it.each([
    [27000, true],
    [26999, false],
    [33000, true],
    [33001, false],
    [30000, true],
  ])('%i for catalogue 30000 is allowed: %s', (value, allowed) => {
    expect(isCarValueInRange(value, 30000)).toBe(allowed);
  });

  it('gives the range in whole złoty and a Polish message outside it', () => {
    expect(carValueRange(45555)).toEqual({ min: 41000, max: 50110 });
    expect(fieldErrors(carValueSchema(30000), 40000)).toEqual({ '': messages.CAR_VALUE_RANGE_ERROR });
  });

  it('property: the range bounds are inside ±10%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2_000_000 }), (catalogue) => {
        const { min, max } = carValueRange(catalogue);
        expect(min).toBeGreaterThanOrEqual(catalogue * 0.9 - 1e-6);
        expect(max).toBeLessThanOrEqual(catalogue * 1.1 + 1e-6);
        expect(isCarValueInRange(min - 1, catalogue)).toBe(false);
        expect(isCarValueInRange(max + 1, catalogue)).toBe(false);
      }),
    );
  });
});

describe('additional equipment', () => {
  const item = (percentage: number) => ({ percentage });

  it("at most 4 items: 'Wybierz maksymalnie 4 elementy'", () => {
    expect(equipmentSelectionError([item(1), item(1), item(1), item(1)])).toBeNull();
    expect(equipmentSelectionError([item(1), item(1), item(1), item(1), item(1)])).toBe('Wybierz maksymalnie 4 elementy');
  });

  it("summed percentage at most 20: 'Wartość wybranych elementów przekracza 20% wartości pojazdu'", () => {
    expect(equipmentSelectionError([item(10), item(10)])).toBeNull();
    expect(equipmentSelectionError([item(0.1), item(0.2), item(19.7)])).toBeNull();
    expect(equipmentSelectionError([item(10), item(10.01)])).toBe('Wartość wybranych elementów przekracza 20% wartości pojazdu');
  });

  it('once 4 are chosen the others are disabled', () => {
    expect(isEquipmentOptionDisabled(4, false)).toBe(true);
    expect(isEquipmentOptionDisabled(4, true)).toBe(false);
    expect(isEquipmentOptionDisabled(3, false)).toBe(false);
  });
});

describe('mileage: numeric, at least 0, in 100 km steps', () => {
  it.each([
    ['0', null],
    ['12300', null],
    ['12350', messages.MILEAGE_STEP_ERROR],
    ['-100', messages.PATTERN_VALIDATION_ERROR],
    ['12 300', messages.PATTERN_VALIDATION_ERROR],
    ['12300.5', messages.PATTERN_VALIDATION_ERROR],
    ['', messages.PATTERN_VALIDATION_ERROR],
  ])('%j gives %s', (mileage, message) => {
    expect(mileageError(mileage)).toBe(message);
  });
});

describe('other data: visible fields required', () => {
  const visible = {
    currentMileageVisible: true,
    annualMileageVisible: true,
    usageVisible: true,
    parkingVisible: true,
    usageAbroadVisible: true,
    drivingLicenseYearVisible: true,
  };
  const hidden = Object.fromEntries(Object.keys(visible).map((key) => [key, false]));

  it('requires every visible field', () => {
    expect(fieldErrors(otherDataSchema, visible)).toEqual({
      actualMileage: messages.REQUIRED_VALIDATION_ERROR,
      averageAnnualMileage: messages.REQUIRED_VALIDATION_ERROR,
      carUsage: messages.REQUIRED_VALIDATION_ERROR,
      parkingType: messages.REQUIRED_VALIDATION_ERROR,
      abroadUsage: messages.REQUIRED_VALIDATION_ERROR,
      leastExperiencedDriverLicenseYear: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(otherDataSchema, hidden)).toEqual({});
  });

  it('checks the current mileage steps', () => {
    expect(fieldErrors(otherDataSchema, { ...hidden, currentMileageVisible: true, actualMileage: '150' })).toEqual({
      actualMileage: messages.MILEAGE_STEP_ERROR,
    });
  });
});

describe('car is new', () => {
  const now = new Date(2025, 5, 1);

  it.each([
    [0, 2025, true],
    [20000, 2025, true],
    [4999, 2024, true],
    [5000, 2024, false],
    [100, 2023, false],
  ])('mileage %i from %i is new: %s', (mileage, year, isNew) => {
    expect(isCarNew(mileage, year, now)).toBe(isNew);
  });

  it('counts the year in Poland: 31 December 23:30 UTC is already the new year there', () => {
    expect(isCarNew(20000, 2025, new Date('2024-12-31T23:30:00Z'))).toBe(true);
  });
});

describe('payment method', () => {
  it("is required: 'Musisz wybrać metodę płatności'", () => {
    expect(fieldErrors(mtaPaymentSchema, { paymentFrequency: '1' })).toEqual({ paymentType: 'Musisz wybrać metodę płatności' });
    expect(fieldErrors(mtaPaymentSchema, { paymentType: 'CASH', paymentFrequency: '2' })).toEqual({});
  });
});
