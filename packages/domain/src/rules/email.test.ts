import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing/fieldErrors';
import { documentsEmailSchema, isNotAgentEmail, isValidEmail } from './email';
import { messages } from '../messages';

describe('e-mail pattern', () => {
  it.each([
    ['jan.kowalski@example.pl', true],
    ['a@b.co', true],
    ['jan@example', false],
    ['jan@@example.pl', false],
    ['jan kowalski@example.pl', false],
    ['@example.pl', false],
    ['', false],
  ])('%s is valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('not-agent-email rule', () => {
  it('refuses the agent e-mail in any case and with spaces', () => {
    expect(isNotAgentEmail('Agent@Panel.pl ', 'agent@panel.pl')).toBe(false);
    expect(isNotAgentEmail('klient@example.pl', 'agent@panel.pl')).toBe(true);
    expect(isNotAgentEmail('klient@example.pl', null)).toBe(true);
  });
});

describe('documents e-mail rule', () => {
  const schema = documentsEmailSchema('agent@panel.pl');

  it('is required, matches the pattern and is not the agent e-mail', () => {
    expect(fieldErrors(schema, '')).toEqual({ '': messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(schema, 'klient@')).toEqual({ '': messages.EMAIL_VALIDATION_MESSAGE });
    expect(fieldErrors(schema, 'AGENT@panel.pl')).toEqual({ '': messages.FILL_EMAIL_VALIDATION_MESSAGE });
    expect(schema.parse(' klient@example.pl ')).toBe('klient@example.pl');
  });
});
