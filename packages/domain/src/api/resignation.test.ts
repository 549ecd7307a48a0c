import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  resignationCheckRequestSchema,
  resignationCheckResponseSchema,
  resignationDocPathParamsSchema,
  resignationPrintArgs,
  resignationRegisterResponseSchema,
  resignationRegisterSchema,
  resignationVerifyRequestSchema,
} from './resignation';

const person = { company: false, firstName: 'Anna', surname: 'Rezygnacka', civilRegNo: '44051401359' };

const registration = (values: Record<string, unknown> = {}) => ({
  policyNo: '1191000001',
  ...person,
  terminationCode: '03',
  informDate: '2026-03-01',
  terminationDate: '2026-03-10',
  custNo: 'K00000042',
  uploadedFiles: ['11111111-1111-4111-8111-111111111111'],
  ...values,
});

describe('verify request', () => {
  it('takes a policy number of at most 12 digits; isUks defaults to false', () => {
    expect(resignationVerifyRequestSchema.parse({ policyNumber: '1191000001' })).toEqual({ policyNumber: '1191000001', isUks: false });
    expect(fieldErrors(resignationVerifyRequestSchema, { policyNumber: '11910A' })).toEqual({ policyNumber: messages.PATTERN_VALIDATION_ERROR });
    expect(fieldErrors(resignationVerifyRequestSchema, { policyNumber: '' })).toEqual({ policyNumber: messages.REQUIRED_VALIDATION_ERROR });
  });
});

describe('check-policy-state request', () => {
  it('is the policy number with the step-1 client data and their rules', () => {
    expect(fieldErrors(resignationCheckRequestSchema, { policyNumber: '1191000001', ...person })).toEqual({});
    expect(fieldErrors(resignationCheckRequestSchema, { policyNumber: '1191000001', company: false, surname: '' })).toEqual({
      surname: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(resignationCheckRequestSchema, { policyNumber: '1191000001', company: true, companyName: 'Firma' })).toEqual({
      companyNipNo: messages.COMPANY_ID_REQUIRED,
      companyRegNo: messages.COMPANY_ID_REQUIRED,
    });
  });

  it('answers reasons with their ranges, the warnings, custNo and tiaPolicy', () => {
    const answer = {
      resignationReasons: {
        errors: [messages.RESIGNATION_DIRECT_CHANNEL_WARNING],
        reasons: [
          {
            terminationCode: '01',
            terminationDescription: 'Wypowiedzenie z końcem okresu',
            terminationDateFrom: '2026-12-31',
            terminationDateTo: '2026-12-31',
            informDateFrom: '2026-01-01',
            informDateTo: '2026-03-01',
          },
        ],
      },
      custNo: 'K00000042',
      tiaPolicy: true,
    };
    expect(resignationCheckResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('register payload', () => {
  it('accepts a complete registration', () => {
    expect(fieldErrors(resignationRegisterSchema, registration())).toEqual({});
  });

  it('needs the signed document; a cancellation asks for the crossed-out application', () => {
    expect(fieldErrors(resignationRegisterSchema, registration({ uploadedFiles: [] }))).toEqual({ uploadedFiles: messages.RESIGNATION_FILE_REQUIRED });
    expect(fieldErrors(resignationRegisterSchema, registration({ terminationCode: '00', uploadedFiles: [] }))).toEqual({
      uploadedFiles: messages.CANCELLATION_FILE_REQUIRED,
    });
  });

  it('checks the dates against each other with the seed message', () => {
    expect(fieldErrors(resignationRegisterSchema, registration({ informDate: '2026-03-11' }))).toEqual({
      informDate: messages.TERMINATION_BEFORE_INFORM_DATE,
    });
    expect(fieldErrors(resignationRegisterSchema, registration({ terminationDate: '2026-02-30' }))).toEqual({
      terminationDate: messages.DATE_INVALID_ERROR,
    });
  });

  it('duplicate insurance needs the other insurer and its period, not a termination date', () => {
    expect(fieldErrors(resignationRegisterSchema, registration({ terminationCode: '02', terminationDate: '' }))).toEqual({
      otherInsurerCompany: messages.REQUIRED_VALIDATION_ERROR,
      otherInsurerDateFrom: messages.REQUIRED_VALIDATION_ERROR,
      otherInsurerDateTo: messages.REQUIRED_VALIDATION_ERROR,
    });
    const other = { otherInsurerCompany: 'Inne TU', otherInsurerDateFrom: '2026-04-01', otherInsurerDateTo: '2027-03-31' };
    expect(fieldErrors(resignationRegisterSchema, registration({ terminationCode: '02', terminationDate: '', ...other }))).toEqual({});
  });

  it('refuses an unknown reason, a bad number and a missing customer number', () => {
    expect(fieldErrors(resignationRegisterSchema, registration({ terminationCode: '04', policyNo: 'x', custNo: '' }))).toEqual({
      terminationCode: messages.REQUIRED_VALIDATION_ERROR,
      policyNo: messages.PATTERN_VALIDATION_ERROR,
      custNo: messages.REQUIRED_VALIDATION_ERROR,
    });
  });
});

describe('answers and paths', () => {
  it('the result is one of 0, 1, -1 and 2', () => {
    const result = (code: string) => ({ terminationResult: { result: code, message: 'm', terminationDate: null, resignationNo: 'WYP/2026/000001' } });
    for (const code of ['0', '1', '-1', '2']) expect(resignationRegisterResponseSchema.safeParse(result(code)).success).toBe(true);
    expect(resignationRegisterResponseSchema.safeParse(result('3')).success).toBe(false);
  });

  it('the doc path takes a reason code; the confirmation print arguments are code and date', () => {
    expect(resignationDocPathParamsSchema.safeParse({ code: '02' }).success).toBe(true);
    expect(resignationDocPathParamsSchema.safeParse({ code: '05' }).success).toBe(false);
    expect(resignationPrintArgs('01', '2026-12-31')).toBe('01_2026-12-31');
  });
});
