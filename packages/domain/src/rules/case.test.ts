import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { caseRequiresAttachment, caseSchema } from './case';

const claim = { subjectCode: 'SZK', caseSubType: 'CLM', sortNo: 1, name: 'Szkoda' };
const other = { subjectCode: 'INN', caseSubType: 'OTH', sortNo: 9, name: 'Inne' };
const form = { caseType: claim, policyNumber: '2024-123456', pesel: '44051401359', uploadedFiles: ['f1'] };

describe('case', () => {
  it('accepts a valid case', () => {
    expect(fieldErrors(caseSchema, form)).toEqual({});
  });

  it("case type and policy number are required ('Numer polisy jest wymagany')", () => {
    expect(fieldErrors(caseSchema, { ...form, caseType: null, policyNumber: '' })).toEqual({
      caseType: messages.REQUIRED_VALIDATION_ERROR,
      policyNumber: 'Numer polisy jest wymagany',
    });
  });

  it('PESEL passes the checksum', () => {
    expect(fieldErrors(caseSchema, { ...form, pesel: '44051401358' })).toEqual({ pesel: messages.PESEL_VALIDATION_ERROR });
  });

  it("an attachment is required unless the type is 'Inne'", () => {
    expect(fieldErrors(caseSchema, { ...form, uploadedFiles: [] })).toEqual({ uploadedFiles: 'Nie wybrano pliku' });
    expect(fieldErrors(caseSchema, { ...form, caseType: other, uploadedFiles: [] })).toEqual({});
    expect(caseRequiresAttachment({ name: ' inne ' })).toBe(false);
    expect(caseRequiresAttachment({ name: 'Szkoda' })).toBe(true);
  });
});
