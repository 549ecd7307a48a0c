import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { internalTokenRequestSchema } from './handoffs';
import { isRenewalStatementFile, renewalAttachmentSchema, renewalOwnerContactSchema, renewalRewriteSchema } from './renewal';

describe('renewal payloads', () => {
  const owner = { street: 'Wolska', streetNo: '40', flatNo: '', postcode: '01-187', city: 'Warszawa', phone: '', email: '' };

  it('the attachment needs the policy number and one to ten files', () => {
    expect(fieldErrors(renewalAttachmentSchema, { policyId: '1293000001', uploadedFiles: ['a'] })).toEqual({});
    expect(fieldErrors(renewalAttachmentSchema, { policyId: '12', uploadedFiles: [] })).toEqual({
      policyId: messages.POLICY_ID_FORMAT_ERROR,
      uploadedFiles: messages.RENEWAL_STATEMENT_REQUIRED,
    });
  });

  it('the new owner’s contact data: address required, postcode NN-NNN, phone 9 digits and e-mail when given', () => {
    expect(fieldErrors(renewalOwnerContactSchema, owner)).toEqual({});
    expect(
      fieldErrors(renewalOwnerContactSchema, { ...owner, street: ' ', postcode: '01187', phone: '60511122', email: 'a@b' }),
    ).toEqual({
      street: messages.REQUIRED_VALIDATION_ERROR,
      postcode: messages.POST_CODE_VALIDATION_ERROR,
      phone: messages.PHONE_VALIDATION_ERROR,
      email: messages.EMAIL_VALIDATION_MESSAGE,
    });
  });

  it('the rewrite takes the owner only in the owner-change mode', () => {
    expect(fieldErrors(renewalRewriteSchema, { policyId: '1293000001' })).toEqual({});
    expect(fieldErrors(renewalRewriteSchema, { policyId: '1293000002', owner })).toEqual({});
  });

  it.each([
    ['skan.pdf', true],
    ['zdjęcie.JPG', true],
    ['skan.tiff', true],
    ['oświadczenie.docx', false],
    ['oświadczenie.txt', false],
  ])('%s is a statement scan: %s', (name, expected) => {
    expect(isRenewalStatementFile(name)).toBe(expected);
  });
});

describe('hand-off payloads', () => {
  it('takes UP, POS or CAS and an optional URN', () => {
    expect(internalTokenRequestSchema.safeParse({ system: 'UP', redirectUrn: 'urn:up:polisy/lista' }).success).toBe(true);
    expect(internalTokenRequestSchema.safeParse({ system: 'POS' }).success).toBe(true);
    expect(internalTokenRequestSchema.safeParse({ system: 'LIFE' }).success).toBe(false);
    expect(internalTokenRequestSchema.safeParse({ system: 'CAS', redirectUrn: 'javascript:alert(1)' }).success).toBe(false);
    expect(internalTokenRequestSchema.safeParse({ system: 'CAS', redirectUrn: 'https://evil.example' }).success).toBe(false);
  });
});
