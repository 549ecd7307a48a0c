import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { travelSearchSchema } from './travelSearch';

describe('travel search', () => {
  it('policy number and VIN are required', () => {
    expect(fieldErrors(travelSearchSchema, { policyNumber: '', vin: '' })).toEqual({
      policyNumber: messages.REQUIRED_VALIDATION_ERROR,
      vin: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('refuses spaces inside either', () => {
    expect(fieldErrors(travelSearchSchema, { policyNumber: '123 456', vin: 'WVW ZZZ' })).toEqual({
      policyNumber: messages.NO_SPACES_ERROR,
      vin: messages.NO_SPACES_ERROR,
    });
  });

  it('upper-cases the VIN and trims surrounding spaces', () => {
    expect(travelSearchSchema.parse({ policyNumber: ' 123456 ', vin: 'wvwzzz1jz3w386752' })).toEqual({
      policyNumber: '123456',
      vin: 'WVWZZZ1JZ3W386752',
    });
  });
});
