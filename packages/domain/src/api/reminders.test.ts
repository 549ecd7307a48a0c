import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing/fieldErrors';
import { idempotencyKeySchema } from './idempotency';
import { reminderIdParamsSchema, reminderUpdateSchema } from './reminders';

describe('reminder calls', () => {
  it('accepts keys of 8 to 100 URL-safe characters', () => {
    expect(idempotencyKeySchema.safeParse('a1b2c3d4').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('x'.repeat(100)).success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(101)).success).toBe(false);
    expect(idempotencyKeySchema.safeParse('spaces are bad').success).toBe(false);
  });

  it('reads ids of the path as positive integers within the column range', () => {
    expect(reminderIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648']) expect(reminderIdParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('checks the update payload like a new reminder', () => {
    expect(fieldErrors(reminderUpdateSchema, { id: 1, reminderDate: '2026-05-01T10:00:00.000Z', message: 'ab' })).toEqual({
      message: 'Wpisz przynajmniej trzy znaki.',
    });
    expect(fieldErrors(reminderUpdateSchema, { reminderDate: '2026-05-01T10:00:00+02:00', message: 'Oddzwonić' })).toEqual({});
  });
});
