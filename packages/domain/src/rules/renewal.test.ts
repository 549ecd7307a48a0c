import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { matchesRenewalParty, renewalRefusal, renewalVerifySchema, type RenewalFacts, type RenewalParty } from './renewal';

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

describe('renewalRefusal (decision 080)', () => {
  const today = '2026-11-22';
  const agency = { roles: ['ROLE_REWRITE_POLICY_AGENCY_CHANNEL'], today, windowDays: 60 };
  const allChannels = { roles: ['ROLE_REWRITE_POLICY_ALL_CHANNELS'], today, windowDays: 60 };
  const renewal: RenewalFacts = {
    kind: 'RENEWAL',
    status: 'OFFER',
    systemOfRecord: 'TIA',
    channel: 'AGENCY',
    startDate: '2026-12-10',
    ownedByAgent: false,
    previousOwner: false,
  };

  it('lets an agency agent take over another agency renewal that has not started', () => {
    expect(renewalRefusal(renewal, agency)).toBeNull();
    expect(renewalRefusal(renewal, allChannels)).toBeNull();
  });

  it.each<[string, Partial<RenewalFacts>, string]>([
    ['a concluded policy', { kind: 'CONCLUDED' }, messages.RENEWAL_NOT_A_RENEWAL],
    ['a quotation', { kind: 'QUOTATION' }, messages.RENEWAL_NOT_A_RENEWAL],
    ['the agent’s own renewal', { ownedByAgent: true }, messages.RENEWAL_ALREADY_OWN],
    ['a resigned renewal', { status: 'TERMINATED' }, messages.RENEWAL_NOT_OFFER],
    ['a policy in migration', { systemOfRecord: 'MIGRATION' }, messages.RENEWAL_OTHER_SYSTEM],
    ['a legacy policy', { systemOfRecord: 'LEGACY' }, messages.RENEWAL_OTHER_SYSTEM],
    ['a renewal starting today', { startDate: today }, messages.RENEWAL_ALREADY_STARTED],
    ['a renewal that started', { startDate: '2026-11-01' }, messages.RENEWAL_ALREADY_STARTED],
    ['a renewal 61 days ahead', { startDate: '2027-01-22' }, 'Wznowienie można przejąć najwcześniej 60 dni przed początkiem okresu ubezpieczenia.'],
    ['the previous owner of a sold vehicle', { previousOwner: true }, messages.RENEWAL_OWNER_CHANGED],
  ])('refuses %s', (_name, change, message) => {
    expect(renewalRefusal({ ...renewal, ...change }, allChannels)).toBe(message);
  });

  it('a renewal 60 days ahead is still in the window', () => {
    expect(renewalRefusal({ ...renewal, startDate: '2027-01-21' }, agency)).toBeNull();
  });

  it('the direct channel needs ROLE_REWRITE_POLICY_ALL_CHANNELS', () => {
    const direct = { ...renewal, channel: 'DIRECT' as const };
    expect(renewalRefusal(direct, agency)).toBe(messages.RENEWAL_CHANNEL_DENIED);
    expect(renewalRefusal(direct, allChannels)).toBeNull();
  });

  it('never lets a non-renewal through, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CONCLUDED' as const, 'QUOTATION' as const),
        fc.boolean(),
        fc.constantFrom('AGENCY' as const, 'DIRECT' as const),
        (kind, ownedByAgent, channel) => {
          expect(renewalRefusal({ ...renewal, kind, ownedByAgent, channel }, allChannels)).toBe(messages.RENEWAL_NOT_A_RENEWAL);
        },
      ),
    );
  });
});

describe('matchesRenewalParty', () => {
  const holder: RenewalParty = {
    partyType: 'PERSON',
    firstName: 'Anna',
    lastName: 'Zawadzka-Łęcka',
    companyName: null,
    pesel: '44051401359',
    regon: null,
  };
  const form = { policyId: '1293000001', isCompany: false, pesel: '44051401359', name: 'anna', surname: ' ZAWADZKA-ŁĘCKA ', companyName: '', companyRegNo: '' };

  it('matches a person by name and surname ignoring case and spaces, and by PESEL when given', () => {
    expect(matchesRenewalParty(form, holder)).toBe(true);
    expect(matchesRenewalParty({ ...form, pesel: '' }, holder)).toBe(true);
    expect(matchesRenewalParty({ ...form, pesel: '02070803628' }, holder)).toBe(false);
    expect(matchesRenewalParty({ ...form, surname: 'Zawadzka' }, holder)).toBe(false);
  });

  it('matches a company by name and REGON, never a person', () => {
    const company: RenewalParty = { ...holder, partyType: 'COMPANY', firstName: null, lastName: null, companyName: 'Firma  Transportowa Sp. z o.o.', pesel: null, regon: '123456785' };
    const companyForm = { ...form, isCompany: true, companyName: 'firma transportowa sp. z o.o.', companyRegNo: '123456785' };
    expect(matchesRenewalParty(companyForm, company)).toBe(true);
    expect(matchesRenewalParty({ ...companyForm, companyRegNo: '123456786' }, company)).toBe(false);
    expect(matchesRenewalParty(companyForm, holder)).toBe(false);
    expect(matchesRenewalParty(form, company)).toBe(false);
  });
});
