import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysToPasswordExpiry, isPasswordChangeReminderDue, passwordExpiresAt } from './password-expiry';

describe('password expiry: 90 Warsaw business days after the change', () => {
  // 2024-01-01T10:00Z is 1 January in Warsaw; the password expires on 31 March (90 days later).
  const changedAt = new Date('2024-01-01T10:00:00Z');

  it.each([
    ['2024-01-01T10:00:00Z', 90],
    ['2024-01-01T22:59:59Z', 90],
    ['2024-01-01T23:00:00Z', 89],
    ['2024-03-30T22:59:59Z', 1],
    ['2024-03-30T23:00:00Z', 0],
    ['2024-06-01T00:00:00Z', 0],
  ])('at %s %i days are left', (now, days) => {
    expect(daysToPasswordExpiry(changedAt, new Date(now))).toBe(days);
    expect(new Date(now) >= passwordExpiresAt(changedAt)).toBe(days === 0);
  });

  it('counts the Warsaw day of the change, not the UTC day', () => {
    // 23:30 on 31 December in Warsaw is 22:30 UTC the same day; 00:30 on 1 January in Warsaw is 23:30 UTC the day before.
    const lateEvening = new Date('2023-12-31T22:30:00Z');
    const afterMidnight = new Date('2023-12-31T23:30:00Z');
    const now = new Date('2024-01-02T12:00:00Z');
    expect(daysToPasswordExpiry(lateEvening, now)).toBe(88);
    expect(daysToPasswordExpiry(afterMidnight, now)).toBe(89);
  });

  it('expires at the first instant no day is left, summer and winter time alike', () => {
    // A password set on 1 January expires at midnight on 31 March in Warsaw, still winter time: 23:00 UTC the day before.
    expect(passwordExpiresAt(changedAt)).toEqual(new Date('2024-03-30T23:00:00Z'));
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }), (changed) => {
        const expiresAt = passwordExpiresAt(changed);
        expect(daysToPasswordExpiry(changed, expiresAt)).toBe(0);
        expect(daysToPasswordExpiry(changed, new Date(expiresAt.getTime() - 1))).toBe(1);
      }),
    );
  });
});

describe('password change reminder every 30 days', () => {
  it.each([
    [90, false],
    [61, false],
    [60, true],
    [1, true],
    [0, true],
  ])('with %i days left the reminder is due: %s', (days, due) => {
    expect(isPasswordChangeReminderDue(days)).toBe(due);
  });
});
