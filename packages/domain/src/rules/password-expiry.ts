import { addDays, daysBetween, instantInPoland, isoDateInPoland } from '../calendar';

// Kept apart from the password schemas: the dashboard's reminder needs these rules without loading zod.

/** The password change reminder comes back every 30 days (000 §5). */
export const PASSWORD_CHANGE_INTERVAL_DAYS = 30;
/** A password expires this many business days after it was set; then the agent may only change it (decision 120). */
export const PASSWORD_MAX_AGE_DAYS = 90;

/**
 * Business days (Europe/Warsaw) until the password expires, PASSWORD_MAX_AGE_DAYS after the day it was set;
 * 0 from the day it expires on.
 */
export function daysToPasswordExpiry(changedAt: Date, now: Date): number {
  const left = PASSWORD_MAX_AGE_DAYS - daysBetween(isoDateInPoland(changedAt), isoDateInPoland(now));
  return Math.max(0, left);
}

/** The instant the password expires: midnight in Warsaw of the day `daysToPasswordExpiry` reaches 0. */
export function passwordExpiresAt(changedAt: Date): Date {
  return instantInPoland(addDays(isoDateInPoland(changedAt), PASSWORD_MAX_AGE_DAYS));
}

/** The dashboard reminds the agent to change the password once PASSWORD_CHANGE_INTERVAL_DAYS have passed since the change. */
export function isPasswordChangeReminderDue(daysLeft: number): boolean {
  return daysLeft <= PASSWORD_MAX_AGE_DAYS - PASSWORD_CHANGE_INTERVAL_DAYS;
}
