import { describe, expect, it } from 'vitest';
import { fillMessage, messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { ownershipOptions, ownershipOptionsHint, ownershipSearchParamsSchema, paymentStatusText } from './travelSearch';

describe('ownership / travel search', () => {
  it('reads the path values with the travel search rules', () => {
    expect(ownershipSearchParamsSchema.parse({ number: '1192000010', vin: 'wvwzzz1kz8w100010' })).toEqual({
      policyNumber: '1192000010',
      vin: 'WVWZZZ1KZ8W100010',
    });
    expect(fieldErrors(ownershipSearchParamsSchema, { number: '11 92', vin: '' })).toEqual({
      policyNumber: messages.NO_SPACES_ERROR,
      vin: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it.each([
    ['aktywna', false, { changeOwnership: true, completeBuyerData: false, newOffer: false, resign: false }],
    ['aktywna', true, { changeOwnership: true, completeBuyerData: true, newOffer: true, resign: true }],
    ['wygasła', true, { changeOwnership: false, completeBuyerData: false, newOffer: false, resign: false }],
    ['nierozpoczęta', false, { changeOwnership: false, completeBuyerData: false, newOffer: false, resign: false }],
  ] as const)("status %s with isUks %s enables %j", (status, isUks, expected) => {
    expect(ownershipOptions({ status, isUks })).toEqual(expected);
  });

  it("'Nieopłacona' shows the due amount after a sale, else the instalments paid over the frequency", () => {
    const unpaid = { paymentStatus: 'Nieopłacona', dueAmt: 412.5, installmentPaid: 1, paymentFrequency: '2' } as const;
    expect(paymentStatusText({ ...unpaid, isUks: true })).toBe('Nieopłacona – do zapłaty 412,50\u00a0zł');
    expect(paymentStatusText({ ...unpaid, isUks: false })).toBe('Nieopłacona – opłacone raty: 1/2');
    expect(paymentStatusText({ ...unpaid, paymentStatus: 'Opłacona', isUks: true })).toBe('Opłacona');
  });
});

describe('why search options are disabled', () => {
  it('names the status, or the missing sale, and nothing when every option is offered', () => {
    expect(ownershipOptionsHint({ status: 'wygasła', isUks: true })).toBe(fillMessage(messages.OWNERSHIP_OPTIONS_INACTIVE, { status: 'wygasła' }));
    expect(ownershipOptionsHint({ status: 'aktywna', isUks: false })).toBe(messages.OWNERSHIP_OPTIONS_NOT_SOLD);
    expect(ownershipOptionsHint({ status: 'aktywna', isUks: true })).toBeNull();
  });
});
