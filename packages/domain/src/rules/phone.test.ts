import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { isValidPhone, isValidVehicleSalePhone, phoneChangeSchema, phoneSchema, vehicleSalePhoneSchema } from './phone';

describe('phone rule: 9 digits', () => {
  it.each([
    ['600123456', true],
    ['012345678', true],
    ['60012345', false],
    ['6001234567', false],
    ['600 123 456', false],
    ['+48600123456', false],
    ['60012345a', false],
    ['', false],
  ])('%s is valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('phone change: required "Numer telefonu jest wymagany.", wrong format "Podany numer jest niepoprawny"', () => {
    expect(fieldErrors(phoneChangeSchema, { phone: '' })).toEqual({ phone: 'Numer telefonu jest wymagany.' });
    expect(fieldErrors(phoneChangeSchema, {})).toEqual({ phone: 'Numer telefonu jest wymagany.' });
    expect(fieldErrors(phoneSchema, '12345')).toEqual({ '': 'Podany numer jest niepoprawny' });
    expect(phoneChangeSchema.parse({ phone: ' 600123456 ' })).toEqual({ phone: '600123456' });
  });
});

describe('vehicle sale phone rule: optional, 9 digits, not starting with 0', () => {
  it.each([
    ['600123456', true],
    ['012345678', false],
    ['60012345', false],
  ])('%s is valid: %s', (phone, valid) => {
    expect(isValidVehicleSalePhone(phone)).toBe(valid);
  });

  it('allows empty and refuses a leading 0 with the Polish message', () => {
    expect(vehicleSalePhoneSchema.parse(undefined)).toBe('');
    expect(vehicleSalePhoneSchema.parse('')).toBe('');
    expect(fieldErrors(vehicleSalePhoneSchema, '012345678')).toEqual({ '': messages.PHONE_VALIDATION_ERROR });
  });
});
