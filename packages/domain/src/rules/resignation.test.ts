import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  datesAfterReasonChange,
  presetTerminationDate,
  resignationAttachmentError,
  resignationPartySchema,
  resignationPolicyNumberSchema,
  resignationReasonCodes,
  resignationTermsSchema,
  otherInsurerTerminationDate,
  type ResignationReason,
} from './resignation';

const reason = (code: ResignationReason['terminationCode'], ranges: Partial<ResignationReason> = {}): ResignationReason => ({
  terminationCode: code,
  terminationDescription: 'opis',
  terminationDateFrom: null,
  terminationDateTo: null,
  informDateFrom: null,
  informDateTo: null,
  ...ranges,
});

const terms = (selectedReason: ResignationReason | null, values: Record<string, string> = {}) => ({
  selectedReason,
  informDate: '2025-03-01',
  terminationDate: '2025-03-10',
  ...values,
});

describe('resignation policy number: required, digits only, max 12', () => {
  it.each([
    ['', messages.REQUIRED_VALIDATION_ERROR],
    ['12345A', messages.PATTERN_VALIDATION_ERROR],
    ['123 456', messages.PATTERN_VALIDATION_ERROR],
    ['1234567890123', messages.MAX_LENGTH_ERROR],
  ])('%j gives %s', (number, message) => {
    expect(fieldErrors(resignationPolicyNumberSchema, number)).toEqual({ '': message });
  });

  it('accepts 12 digits', () => {
    expect(fieldErrors(resignationPolicyNumberSchema, '123456789012')).toEqual({});
  });
});

describe('resignation party', () => {
  const person = { company: false, firstName: 'Jan', surname: 'Kowalski', civilRegNo: '44051401359' };
  const company = { company: true, companyName: 'Firma sp. z o.o.', companyNipNo: '5261040828' };

  it('surname is required for a person, max 70', () => {
    expect(fieldErrors(resignationPartySchema, person)).toEqual({});
    expect(fieldErrors(resignationPartySchema, { ...person, surname: ' ' })).toEqual({
      surname: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(resignationPartySchema, { ...person, surname: 'K'.repeat(71) })).toEqual({
      surname: messages.MAX_LENGTH_ERROR,
    });
  });

  it('PESEL passes the checksum', () => {
    expect(fieldErrors(resignationPartySchema, { ...person, civilRegNo: '44051401358' })).toEqual({
      civilRegNo: 'Nieprawidłowy numer PESEL',
    });
    expect(fieldErrors(resignationPartySchema, { ...person, civilRegNo: '4405140135a' })).toEqual({
      civilRegNo: 'Nieprawidłowy numer PESEL',
    });
  });

  it('company: NIP required when REGON is empty and REGON when NIP is empty', () => {
    expect(fieldErrors(resignationPartySchema, company)).toEqual({});
    expect(fieldErrors(resignationPartySchema, { ...company, companyNipNo: '', companyRegNo: '123456785' })).toEqual({});
    expect(fieldErrors(resignationPartySchema, { ...company, companyNipNo: '' })).toEqual({
      companyNipNo: messages.COMPANY_ID_REQUIRED,
      companyRegNo: messages.COMPANY_ID_REQUIRED,
    });
  });

  it('company NIP and REGON pass their checksums; company name is required', () => {
    expect(fieldErrors(resignationPartySchema, { ...company, companyNipNo: '5261040829', companyRegNo: '123456786', companyName: '' })).toEqual({
      companyNipNo: 'Niepoprawny numer NIP',
      companyRegNo: 'Nieprawidłowy numer REGON',
      companyName: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('a company needs no surname, a person no company data', () => {
    expect(fieldErrors(resignationPartySchema, { ...company, surname: '' })).toEqual({});
    expect(fieldErrors(resignationPartySchema, { ...person, companyNipNo: '' })).toEqual({});
  });
});

describe('resignation reason and dates', () => {
  it('reason is required', () => {
    expect(fieldErrors(resignationTermsSchema, terms(null))).toEqual({ selectedReason: messages.REQUIRED_VALIDATION_ERROR });
  });

  it('reason codes are 00, 01, 02 and 03', () => {
    expect(resignationReasonCodes).toEqual({ CANCELLATION: '00', RENEWAL: '01', DUPLICATE_INSURANCE: '02', BUYER: '03' });
    for (const code of ['00', '01', '03'] as const) expect(fieldErrors(resignationTermsSchema, terms(reason(code)))).toEqual({});
    expect(Object.keys(fieldErrors(resignationTermsSchema, terms({ ...reason('01'), terminationCode: '04' as '01' })))).toEqual([
      'selectedReason.terminationCode',
    ]);
  });

  it('notification date is required and a real date', () => {
    expect(fieldErrors(resignationTermsSchema, terms(reason('01'), { informDate: '' }))).toEqual({
      informDate: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(resignationTermsSchema, terms(reason('01'), { informDate: '2025-02-30' }))).toEqual({
      informDate: messages.DATE_INVALID_ERROR,
    });
  });

  it('termination date is required unless the reason is duplicate insurance', () => {
    expect(fieldErrors(resignationTermsSchema, terms(reason('03'), { terminationDate: '' }))).toEqual({
      terminationDate: messages.REQUIRED_VALIDATION_ERROR,
    });
    const duplicate = terms(reason('02'), {
      terminationDate: '',
      otherInsurerCompany: 'Inne TU',
      otherInsurerDateFrom: '2025-03-05',
      otherInsurerDateTo: '2026-03-04',
    });
    expect(fieldErrors(resignationTermsSchema, duplicate)).toEqual({});
  });

  it("'Data wypowiedzenia nie może być wcześniejsza od daty poinformowania'", () => {
    expect(fieldErrors(resignationTermsSchema, terms(reason('03'), { informDate: '2025-03-11' }))).toEqual({
      informDate: 'Data wypowiedzenia nie może być wcześniejsza od daty poinformowania',
    });
    expect(fieldErrors(resignationTermsSchema, terms(reason('03'), { informDate: '2025-03-10' }))).toEqual({});
  });

  it("dates are limited to the reason's ranges", () => {
    const ranged = reason('01', {
      informDateFrom: '2025-02-01',
      informDateTo: '2025-03-05',
      terminationDateFrom: '2025-03-10',
      terminationDateTo: '2025-03-20',
    });
    expect(fieldErrors(resignationTermsSchema, terms(ranged))).toEqual({});
    expect(fieldErrors(resignationTermsSchema, terms(ranged, { informDate: '2025-01-31', terminationDate: '2025-03-21' }))).toEqual({
      informDate: 'Data nie może być wcześniejsza niż 01.02.2025.',
      terminationDate: 'Data nie może być późniejsza niż 20.03.2025.',
    });
  });

  it('duplicate insurance needs the other insurer and its period', () => {
    expect(fieldErrors(resignationTermsSchema, terms(reason('02')))).toEqual({
      otherInsurerCompany: messages.REQUIRED_VALIDATION_ERROR,
      otherInsurerDateFrom: messages.REQUIRED_VALIDATION_ERROR,
      otherInsurerDateTo: messages.REQUIRED_VALIDATION_ERROR,
    });
    const reversed = { otherInsurerCompany: 'Inne TU', otherInsurerDateFrom: '2025-04-01', otherInsurerDateTo: '2025-03-31' };
    expect(fieldErrors(resignationTermsSchema, terms(reason('02'), reversed))).toEqual({
      otherInsurerDateTo: messages.DATES_VALIDATION_ERROR,
    });
  });

  it('other-insurer date from is not earlier than the termination date', () => {
    const other = { otherInsurerCompany: 'Inne TU', otherInsurerDateFrom: '2025-03-09', otherInsurerDateTo: '2026-03-08' };
    expect(fieldErrors(resignationTermsSchema, terms(reason('02'), other))).toEqual({
      otherInsurerDateFrom: messages.OTHER_INSURER_START_ERROR,
    });
    expect(fieldErrors(resignationTermsSchema, terms(reason('02'), { ...other, otherInsurerDateFrom: '2025-03-10' }))).toEqual({});
  });

  it('other-insurer fields are ignored for other reasons', () => {
    expect(fieldErrors(resignationTermsSchema, terms(reason('01'), { otherInsurerCompany: '' }))).toEqual({});
  });
});

describe('resignation upload before the final step', () => {
  it('a cancellation (00) asks for the crossed-out unsigned application, other reasons for the signed resignation', () => {
    expect(resignationAttachmentError('00', [])).toBe(messages.CANCELLATION_FILE_REQUIRED);
    expect(resignationAttachmentError('01', [])).toBe(messages.RESIGNATION_FILE_REQUIRED);
    expect(resignationAttachmentError('00', ['f1'])).toBeNull();
  });
});

describe('preset termination date', () => {
  it('is the date when the renewal reason has equal from and to', () => {
    const renewal = reason('01', { terminationDateFrom: '2025-06-01', terminationDateTo: '2025-06-01' });
    expect(presetTerminationDate(renewal)).toBe('2025-06-01');
  });

  it('is null for unequal or open dates and for other reasons', () => {
    expect(presetTerminationDate(reason('01', { terminationDateFrom: '2025-06-01', terminationDateTo: '2025-06-02' }))).toBeNull();
    expect(presetTerminationDate(reason('01'))).toBeNull();
    expect(presetTerminationDate(reason('03', { terminationDateFrom: '2025-06-01', terminationDateTo: '2025-06-01' }))).toBeNull();
  });
});

describe('termination day from the other insurer start (calendar days)', () => {
  it('is the day before the start when that day is after today', () => {
    expect(otherInsurerTerminationDate('2025-03-10', '2025-03-01')).toBe('2025-03-09');
    expect(otherInsurerTerminationDate('2025-03-01', '2025-02-27')).toBe('2025-02-28');
    expect(otherInsurerTerminationDate('2024-03-01', '2024-02-27')).toBe('2024-02-29');
  });

  it('is today when the day before the start is today or past', () => {
    expect(otherInsurerTerminationDate('2025-03-02', '2025-03-01')).toBe('2025-03-01');
    expect(otherInsurerTerminationDate('2025-01-15', '2025-03-01')).toBe('2025-03-01');
  });
});

describe('preset termination date of a cancellation', () => {
  it('is the one allowed date of a cancellation (00), like the renewal reason', () => {
    expect(presetTerminationDate(reason('00', { terminationDateFrom: '2025-06-01', terminationDateTo: '2025-06-01' }))).toBe('2025-06-01');
    expect(presetTerminationDate(reason('00', { terminationDateFrom: '2025-06-01', terminationDateTo: null }))).toBeNull();
  });
});

describe('changing the reason', () => {
  it('clears the dates and the other insurer and presets a fixed termination date', () => {
    const cleared = { informDate: '', otherInsurerCompany: '', otherInsurerDateFrom: '', otherInsurerDateTo: '' };
    expect(datesAfterReasonChange(reason('02'))).toEqual({ ...cleared, terminationDate: '' });
    const renewal = reason('01', { terminationDateFrom: '2025-06-01', terminationDateTo: '2025-06-01' });
    expect(datesAfterReasonChange(renewal)).toEqual({ ...cleared, terminationDate: '2025-06-01' });
  });
});
