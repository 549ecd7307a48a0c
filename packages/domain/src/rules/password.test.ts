import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  daysToPasswordExpiry,
  hasRequiredPasswordCharacters,
  newPasswordSchema,
  passwordChangeCodes,
  passwordChangeMessages,
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

describe('password change codes', () => {
  it.each([
    ['SUCCESS', 'Hasło zostało zmienione.'],
    ['OLD_PASSWORD_INCORECT', messages.OLD_PASS_INCORRECT],
    ['OLD_NEW_DIFFERENCE', 'Nowe i stare hasło są identyczne.'],
    ['PASSWORD_REPEATED', 'Nowe hasło powtarza się z używanym już wcześniej hasłem.'],
    ['USER_NOT_FOUND', messages.USER_NOT_FOUND],
    ['FAIL', 'Błąd komunikacji z serwerem.'],
  ] as const)('%s reads %s', (code, message) => {
    expect(passwordChangeMessages[code]).toBe(message);
  });

  it('takes every code message from the catalogue', () => {
    for (const code of passwordChangeCodes) expect(Object.values(messages)).toContain(passwordChangeMessages[code]);
  });
});

describe('password change reminder every 30 days', () => {
  const changedAt = new Date('2024-01-01T10:00:00Z');

  it.each([
    ['2024-01-01T10:00:00Z', 30],
    ['2024-01-01T10:00:01Z', 30],
    ['2024-01-02T10:00:00Z', 29],
    ['2024-01-30T10:00:01Z', 1],
    ['2024-01-31T10:00:00Z', 0],
    ['2024-03-01T00:00:00Z', 0],
  ])('at %s %i days are left', (now, days) => {
    expect(daysToPasswordExpiry(changedAt, new Date(now))).toBe(days);
  });
});
