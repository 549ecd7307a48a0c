import { describe, expect, it } from 'vitest';
import { z } from '../z';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  optionalNipSchema,
  optionalPeselSchema,
  optionalRegonSchema,
  postcodeSchema,
  requiredIsoDate,
  requiredText,
} from './fields';

describe('shared fields', () => {
  it('required text: empty or blank gives the required message, spaces are trimmed', () => {
    expect(fieldErrors(requiredText(), '')).toEqual({ '': messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(requiredText(), '   ')).toEqual({ '': messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(requiredText(), undefined)).toEqual({ '': messages.REQUIRED_VALIDATION_ERROR });
    expect(requiredText().parse(' Jan ')).toBe('Jan');
  });

  it.each([
    ['PESEL', optionalPeselSchema, '44051401359', '44051401358', messages.PESEL_VALIDATION_ERROR],
    ['NIP', optionalNipSchema, '5261040828', '5261040829', messages.NIP_VALIDATION_ERROR],
    ['REGON', optionalRegonSchema, '123456785', '123456786', messages.REGON_VALIDATION_ERROR],
  ])('%s: empty allowed, checksum enforced with the Polish message', (_, schema, valid, invalid, message) => {
    expect(schema.parse(undefined)).toBe('');
    expect(schema.parse('')).toBe('');
    expect(schema.parse(valid)).toBe(valid);
    expect(fieldErrors(schema, invalid)).toEqual({ '': message });
  });

  it('postcode: required and NN-NNN', () => {
    expect(fieldErrors(postcodeSchema(), '')).toEqual({ '': messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(postcodeSchema(), '00950')).toEqual({ '': messages.POST_CODE_VALIDATION_ERROR });
    expect(fieldErrors(postcodeSchema(), '00-950')).toEqual({});
  });

  it('required date: yyyy-MM-dd of a real day', () => {
    expect(fieldErrors(requiredIsoDate(), '')).toEqual({ '': messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(requiredIsoDate(), '2023-02-29')).toEqual({ '': messages.DATE_INVALID_ERROR });
    expect(fieldErrors(requiredIsoDate(), '2024-02-29')).toEqual({});
  });

  it('cross-field rules still run while a single field is invalid, but not on a payload of the wrong shape', () => {
    const schema = z
      .object({ a: requiredText(), d: requiredIsoDate(), p: postcodeSchema(), b: z.string() })
      .refine((v) => v.b !== 'x', { error: 'B', path: ['b'] });
    expect(fieldErrors(schema, { a: '', d: 'x', p: '', b: 'x' })).toEqual({
      a: messages.REQUIRED_VALIDATION_ERROR,
      d: messages.DATE_INVALID_ERROR,
      p: messages.REQUIRED_VALIDATION_ERROR,
      b: 'B',
    });
    expect(fieldErrors(schema, { a: '', d: '2024-01-01', p: '00-950', b: 1 })).toEqual({
      a: messages.REQUIRED_VALIDATION_ERROR,
      b: expect.not.stringMatching(/^B$/),
    });
  });
});
