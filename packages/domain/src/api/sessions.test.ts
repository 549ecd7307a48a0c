import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { endSessionsSchema, sessionIdParamsSchema } from './sessions';

describe('ending sessions', () => {
  it.each([
    [{ password: '' }, messages.PASSWORD_REQUIRED],
    [{}, messages.PASSWORD_REQUIRED],
    [{ password: 'x'.repeat(129) }, messages.MAX_LENGTH_ERROR],
    [{ password: 'Demo#2026\u0007' }, messages.FORBIDDEN_CHARACTERS],
  ])('refuses %j', (value, message) => {
    expect(endSessionsSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('takes the password as typed, spaces included', () => {
    expect(endSessionsSchema.parse({ password: ' Demo#2026 ' })).toEqual({ password: ' Demo#2026 ' });
  });

  it('names a session by its public uuid only', () => {
    expect(sessionIdParamsSchema.safeParse({ id: '0b9f3c1e-8f7a-4d2b-9c1e-2f3a4b5c6d7e' }).success).toBe(true);
    expect(sessionIdParamsSchema.safeParse({ id: 'abc' }).error?.issues[0]?.message).toBe(messages.SESSION_NOT_FOUND);
  });
});
