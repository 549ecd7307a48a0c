import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '../api/session';
import { fieldErrors } from '../testing/fieldErrors';
import { loginFieldErrors } from './login';

describe('login form', () => {
  it.each([
    ['agent.da', 'Demo#2026'],
    ['  agent.da  ', 'x'],
    ['', ''],
    ['   ', 'Demo#2026'],
    ['agent.da', ''],
    ['a'.repeat(64), 'p'.repeat(128)],
    ['a'.repeat(65), 'p'],
    ['a', 'p'.repeat(129)],
  ])('login %j with password %j: the form and the server give the same messages', (login, password) => {
    expect(loginFieldErrors({ login, password })).toEqual(fieldErrors(loginRequestSchema, { login, password }));
  });

  it("an empty field reads 'Pole jest wymagane'", () => {
    expect(loginFieldErrors({ login: ' ', password: '' })).toEqual({ login: 'Pole jest wymagane', password: 'Pole jest wymagane' });
  });
});
