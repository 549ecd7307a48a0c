import { loginFieldErrors, type LoginFields, type LoginRequest } from '@panel/domain';
import { HttpError, request } from '../../../lib/http';

/** Every refusal of the login call is shown in the form itself. */
const LOGIN_REFUSALS = [400, 401, 403, 423, 429];

export type LoginOutcome =
  | { ok: true; codeDue: boolean }
  | { ok: false; message: string | null; fieldErrors: Partial<Record<string, string>> };

/** 204 opens the session; 202 (a JSON body) says the account asks for a two-factor code next (decision 125). */
export async function login(credentials: LoginRequest) {
  const answer = await request('/partner/rest/auth/login', {
    method: 'POST',
    body: credentials,
    responseType: 'text',
    handledStatuses: LOGIN_REFUSALS,
  });
  return { codeDue: answer !== '' };
}

/** Checks the form with the shared rule, then logs in; every failure comes back as an outcome for the form. */
export async function submitLogin(fields: LoginFields): Promise<LoginOutcome> {
  const fieldErrors = loginFieldErrors(fields);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: null, fieldErrors };
  try {
    const { codeDue } = await login({ login: fields.login.trim(), password: fields.password });
    return { ok: true, codeDue };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
}
