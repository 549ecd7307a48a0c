import { z } from '../z';
import { messages } from '../messages';
import { DAY_MS } from './dates';
import { text } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
/** The password change reminder comes back every 30 days (000 §5). */
export const PASSWORD_CHANGE_INTERVAL_DAYS = 30;

/** Lower-case, upper-case (Polish letters count), a digit and a special character (not a letter, digit or space). */
export function hasRequiredPasswordCharacters(value: string): boolean {
  return /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\d/.test(value) && /[^\p{L}\p{N}\s]/u.test(value);
}

export const newPasswordSchema = text({ error: messages.PASSWORD_REQUIRED })
  .min(1, { error: messages.PASSWORD_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, { error: messages.PASSWORD_LENGTH })
  .max(PASSWORD_MAX_LENGTH, { error: messages.PASSWORD_LENGTH })
  .refine(hasRequiredPasswordCharacters, { error: messages.PASSWORD_MUST_CONTAIN });

const requiredPassword = text({ error: messages.PASSWORD_REQUIRED }).min(1, { error: messages.PASSWORD_REQUIRED });

/** POST /partner/rest/user/changePassword; the repeat must match ('Wprowadzone hasła są różne.'). */
export const passwordChangeSchema = z
  .object({ currentPassword: requiredPassword, newPassword: newPasswordSchema, newPassword2: requiredPassword })
  .refine((form) => form.newPassword2 === '' || form.newPassword === form.newPassword2, {
    error: messages.PASSWORDS_NOT_MATCH,
    path: ['newPassword2'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Answer codes of the password change call (000 §8), spelled as the original sends them. */
export const passwordChangeCodes = [
  'SUCCESS',
  'USER_NOT_FOUND',
  'OLD_PASSWORD_INCORECT',
  'OLD_NEW_DIFFERENCE',
  'PASSWORD_REPEATED',
  'FAIL',
] as const;
export const passwordChangeCodeSchema = z.enum(passwordChangeCodes);
export type PasswordChangeCode = z.infer<typeof passwordChangeCodeSchema>;

export const passwordChangeMessages: Record<PasswordChangeCode, string> = {
  SUCCESS: messages.PASS_CHANGE_SUCCESS,
  USER_NOT_FOUND: messages.USER_NOT_FOUND,
  OLD_PASSWORD_INCORECT: messages.OLD_PASS_INCORRECT,
  // Despite its name the code means the new password equals the old one.
  OLD_NEW_DIFFERENCE: messages.NEW_AND_OLD_PASS_ARE_IDENTICAL,
  PASSWORD_REPEATED: messages.NEW_PASS_FOUND_IN_HISTORY,
  FAIL: messages.COMMUNICATION_ERROR,
};

/** Whole days until the password is 30 days old, counting a started day as a day; 0 once it is due. */
export function daysToPasswordExpiry(changedAt: Date, now: Date): number {
  const expiresAt = changedAt.getTime() + PASSWORD_CHANGE_INTERVAL_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((expiresAt - now.getTime()) / DAY_MS));
}
