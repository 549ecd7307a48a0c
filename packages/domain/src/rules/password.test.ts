import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  hasRequiredPasswordCharacters,
  newPasswordSchema,
  passwordChangeCodes,
  passwordChangeMessages,
  passwordChangeOutcome,
  passwordChangeProfileCodes,
  passwordChangeSchema,
} from './password';

describe('password rule: 8-30 characters with lower, upper, digit and special', () => {
  it.each([
    ['', 'Pole nie może być puste'],
    ['Ab1#', messages.PASSWORD_LENGTH],
    ['Ab1#567', messages.PASSWORD_LENGTH],
    [`Ab1#${'x'.repeat(27)}`, messages.PASSWORD_LENGTH],
    ['abcdef1#', messages.PASSWORD_MUST_CONTAIN],
    ['ABCDEF1#', messages.PASSWORD_MUST_CONTAIN],
    ['Abcdefg#', messages.PASSWORD_MUST_CONTAIN],
    ['Abcdefg1', messages.PASSWORD_MUST_CONTAIN],
    ['Abcdef 1', messages.PASSWORD_MUST_CONTAIN],
  ])('%j gives %s', (password, message) => {
    expect(fieldErrors(newPasswordSchema, password)).toEqual({ '': message });
  });

  it.each(['Demo#2026', 'Ab1#5678', `Ab1#${'x'.repeat(26)}`, 'Zażółć#1', 'ŁÓDŹ1ąę!'])('accepts %s', (password) => {
    expect(fieldErrors(newPasswordSchema, password)).toEqual({});
  });

  it('counts Polish letters as lower and upper case', () => {
    expect(hasRequiredPasswordCharacters('ŁÓDŹ1ąę!')).toBe(true);
    expect(hasRequiredPasswordCharacters('łódź1ąę!')).toBe(false);
  });
});

describe('password change: repeat must match, fields required', () => {
  const valid = { currentPassword: 'Old#2025', newPassword: 'Demo#2026', newPassword2: 'Demo#2026' };

  it('accepts a valid change', () => {
    expect(fieldErrors(passwordChangeSchema, valid)).toEqual({});
  });

  it("a different repeat gives 'Wprowadzone hasła są różne.' at the repeat", () => {
    expect(fieldErrors(passwordChangeSchema, { ...valid, newPassword2: 'Demo#2027' })).toEqual({
      newPassword2: 'Wprowadzone hasła są różne.',
    });
  });

  it("empty fields give 'Pole nie może być puste'", () => {
    expect(fieldErrors(passwordChangeSchema, { currentPassword: '', newPassword: '', newPassword2: '' })).toEqual({
      currentPassword: 'Pole nie może być puste',
      newPassword: 'Pole nie może być puste',
      newPassword2: 'Pole nie może być puste',
    });
  });

  it('shows the mismatch even while the new password is still too weak', () => {
    expect(fieldErrors(passwordChangeSchema, { ...valid, newPassword: 'abc', newPassword2: 'abd' })).toEqual({
      newPassword: messages.PASSWORD_LENGTH,
      newPassword2: messages.PASSWORDS_NOT_MATCH,
    });
  });
});

describe('password change codes in both readings (000 §8)', () => {
  it.each([
    ['SUCCESS', 'PASS_CHANGE_SUCCESS', 'Hasło zostało zmienione.'],
    ['OLD_PASSWORD_INCORECT', 'OLD_PASS_INCORRECT', messages.OLD_PASS_INCORRECT],
    ['OLD_NEW_DIFFERENCE', 'NEW_AND_OLD_PASS_ARE_IDENTICAL', 'Nowe i stare hasło są identyczne.'],
    ['PASSWORD_REPEATED', 'NEW_PASS_FOUND_IN_HISTORY', 'Nowe hasło powtarza się z używanym już wcześniej hasłem.'],
    ['USER_NOT_FOUND', 'USER_NOT_FOUND', messages.USER_NOT_FOUND],
    ['FAIL', 'UNKNOWN_ERROR', 'Błąd komunikacji z serwerem.'],
  ] as const)('%s and %s read %s', (code, profileCode, message) => {
    expect(passwordChangeMessages[code]).toBe(message);
    expect(passwordChangeMessages[profileCode]).toBe(message);
    expect(passwordChangeOutcome(code)).toEqual(passwordChangeOutcome(profileCode));
  });

  it('takes every code message from the catalogue', () => {
    for (const code of [...passwordChangeCodes, ...passwordChangeProfileCodes]) {
      expect(Object.values(messages)).toContain(passwordChangeMessages[code]);
    }
  });

  it('counts only the success codes as a success', () => {
    expect(passwordChangeOutcome('SUCCESS')).toEqual({ success: true, message: messages.PASS_CHANGE_SUCCESS });
    expect(passwordChangeOutcome('PASS_CHANGE_SUCCESS').success).toBe(true);
    for (const code of [...passwordChangeCodes, ...passwordChangeProfileCodes].filter((c) => !c.includes('SUCCESS'))) {
      expect(passwordChangeOutcome(code).success).toBe(false);
    }
  });

  it('reads an unknown code, or a key of Object.prototype, as a communication error', () => {
    expect(passwordChangeOutcome('SOMETHING_NEW')).toEqual({ success: false, message: messages.COMMUNICATION_ERROR });
    expect(passwordChangeOutcome('toString')).toEqual({ success: false, message: messages.COMMUNICATION_ERROR });
  });
});
