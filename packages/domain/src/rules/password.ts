import { z } from '../z';
import { messages } from '../messages';
import { text } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
/** A new password may not repeat the current one or any of the ones before it, this many in all (decision 120). */
export const PASSWORD_HISTORY_SIZE = 5;

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

/** The same codes as the profile screen of the original reads them (000 §8, second reading). */
export const passwordChangeProfileCodes = [
  'PASS_CHANGE_SUCCESS',
  'USER_NOT_FOUND',
  'OLD_PASS_INCORRECT',
  'NEW_AND_OLD_PASS_ARE_IDENTICAL',
  'NEW_PASS_FOUND_IN_HISTORY',
  'UNKNOWN_ERROR',
] as const;
export type PasswordChangeProfileCode = (typeof passwordChangeProfileCodes)[number];

/** POST /partner/rest/user/changePassword answers a code. */
export const passwordChangeResponseSchema = z.object({ code: passwordChangeCodeSchema });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

export const passwordChangeMessages: Record<PasswordChangeCode | PasswordChangeProfileCode, string> = {
  SUCCESS: messages.PASS_CHANGE_SUCCESS,
  PASS_CHANGE_SUCCESS: messages.PASS_CHANGE_SUCCESS,
  USER_NOT_FOUND: messages.USER_NOT_FOUND,
  OLD_PASSWORD_INCORECT: messages.OLD_PASS_INCORRECT,
  OLD_PASS_INCORRECT: messages.OLD_PASS_INCORRECT,
  // Despite its name the code means the new password equals the old one.
  OLD_NEW_DIFFERENCE: messages.NEW_AND_OLD_PASS_ARE_IDENTICAL,
  NEW_AND_OLD_PASS_ARE_IDENTICAL: messages.NEW_AND_OLD_PASS_ARE_IDENTICAL,
  PASSWORD_REPEATED: messages.NEW_PASS_FOUND_IN_HISTORY,
  NEW_PASS_FOUND_IN_HISTORY: messages.NEW_PASS_FOUND_IN_HISTORY,
  FAIL: messages.COMMUNICATION_ERROR,
  UNKNOWN_ERROR: messages.COMMUNICATION_ERROR,
};

const successCodes: readonly string[] = ['SUCCESS', 'PASS_CHANGE_SUCCESS'];

/** The outcome of a password change answer in either reading; a code of neither reads as a communication error. */
export function passwordChangeOutcome(code: string): { success: boolean; message: string } {
  const known = Object.hasOwn(passwordChangeMessages, code);
  return {
    success: successCodes.includes(code),
    message: known ? passwordChangeMessages[code as PasswordChangeCode] : messages.COMMUNICATION_ERROR,
  };
}

/** GET /partner/rest/user/daysToPassExpiration: whole business days left. */
export const daysToPassExpirationSchema = z.number().int().min(0);
