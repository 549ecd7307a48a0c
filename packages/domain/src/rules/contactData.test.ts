import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import type { z } from '../z';
import { contactDataSchema, contactEmailSchema, UDP_SOURCE_SYSTEM } from './contactData';

const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('contact e-mail', () => {
  it.each([
    ['', messages.REQUIRED_VALIDATION_ERROR],
    ['   ', messages.REQUIRED_VALIDATION_ERROR],
    ['agent', messages.EMAIL_VALIDATION_MESSAGE],
    ['agent@panel', messages.EMAIL_VALIDATION_MESSAGE],
    ['a b@panel.pl', messages.EMAIL_VALIDATION_MESSAGE],
    [`${'a'.repeat(250)}@x.pl`, messages.MAX_LENGTH_ERROR],
    ['agent@biuro.pl\u0000', messages.FORBIDDEN_CHARACTERS],
    [42, messages.REQUIRED_VALIDATION_ERROR],
  ])('%j → %s', (value, message) => {
    expect(errorOf(contactEmailSchema, value)).toBe(message);
  });

  it('accepts an address and trims it', () => {
    expect(contactEmailSchema.parse(' jan.kowalski@biuro.pl ')).toBe('jan.kowalski@biuro.pl');
  });

  it('accepts every address of the simple pattern within the limit', () => {
    const part = fc.stringMatching(/^[a-z0-9._-]{1,40}$/);
    fc.assert(
      fc.property(part, part, fc.constantFrom('pl', 'com', 'eu'), (local, domain, top) => {
        expect(contactEmailSchema.safeParse(`${local}@${domain}.${top}`).success).toBe(true);
      }),
    );
  });
});

describe('contactDataSchema (POST /partner/rest/udp/init)', () => {
  const valid = { sourceSystem: UDP_SOURCE_SYSTEM, email: 'jan.kowalski@biuro.pl', phone: '501502503' };

  it('accepts the panel as source with an e-mail and a phone', () => {
    expect(contactDataSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, sourceSystem: 'POS' }, 'sourceSystem', messages.FORMAT_MISMATCH_ERROR],
    [{ ...valid, phone: '' }, 'phone', messages.PHONE_REQUIRED],
    [{ ...valid, phone: '12345' }, 'phone', messages.PHONE_VALIDATION_ERROR],
    [{ ...valid, email: '' }, 'email', messages.REQUIRED_VALIDATION_ERROR],
    [{ ...valid, email: 'nie-adres' }, 'email', messages.EMAIL_VALIDATION_MESSAGE],
  ])('refuses %j at %s', (value, field, message) => {
    const result = contactDataSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});
