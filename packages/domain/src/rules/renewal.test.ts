import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { renewalVerifySchema } from './renewal';

describe('renewal verify', () => {
  const person = { policyId: '12345678', isCompany: false, pesel: '44051401359', name: 'Jan', surname: 'Kowalski' };
  const company = { policyId: '12345678901', isCompany: true, companyName: 'Firma', companyRegNo: '123456785' };

  it('accepts a person and a company', () => {
    expect(fieldErrors(renewalVerifySchema, person)).toEqual({});
    expect(fieldErrors(renewalVerifySchema, company)).toEqual({});
  });

  it.each([
    ['', messages.REQUIRED_VALIDATION_ERROR],
    ['1234567', messages.POLICY_ID_FORMAT_ERROR],
    ['123456789012', messages.POLICY_ID_FORMAT_ERROR],
    ['1234567A', messages.POLICY_ID_FORMAT_ERROR],
  ])('policyId %j gives %s (8 to 11 digits)', (policyId, message) => {
    expect(fieldErrors(renewalVerifySchema, { ...person, policyId })).toEqual({ policyId: message });
  });

  it('pesel must be digits passing the checksum; empty is allowed', () => {
    expect(fieldErrors(renewalVerifySchema, { ...person, pesel: '4405140135x' })).toEqual({
      pesel: messages.PESEL_VALIDATION_ERROR,
    });
    expect(fieldErrors(renewalVerifySchema, { ...person, pesel: '' })).toEqual({});
  });

  it('a person needs name and surname', () => {
    expect(fieldErrors(renewalVerifySchema, { ...person, name: '', surname: ' ' })).toEqual({
      name: messages.REQUIRED_VALIDATION_ERROR,
      surname: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('a company needs its name and a valid REGON', () => {
    expect(fieldErrors(renewalVerifySchema, { ...company, companyName: '', companyRegNo: '' })).toEqual({
      companyName: messages.REQUIRED_VALIDATION_ERROR,
      companyRegNo: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(renewalVerifySchema, { ...company, companyRegNo: '123456786' })).toEqual({
      companyRegNo: messages.REGON_VALIDATION_ERROR,
    });
  });
});
