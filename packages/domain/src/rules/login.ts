import { messages } from '../messages';

export const LOGIN_MAX_LENGTH = 64;
export const LOGIN_PASSWORD_MAX_LENGTH = 128;

export interface LoginFields {
  login: string;
  password: string;
}

/**
 * The login form's field messages (empty when it may be sent): both fields required, the login trimmed. The server
 * checks the same with loginRequestSchema; this check needs no zod, so the login page sends without loading it.
 */
export function loginFieldErrors({ login, password }: LoginFields): Partial<Record<keyof LoginFields, string>> {
  const errors: Partial<Record<keyof LoginFields, string>> = {};
  const trimmed = login.trim();
  if (trimmed === '') errors.login = messages.REQUIRED_VALIDATION_ERROR;
  else if (trimmed.length > LOGIN_MAX_LENGTH) errors.login = messages.MAX_LENGTH_ERROR;
  if (password === '') errors.password = messages.REQUIRED_VALIDATION_ERROR;
  else if (password.length > LOGIN_PASSWORD_MAX_LENGTH) errors.password = messages.MAX_LENGTH_ERROR;
  return errors;
}
