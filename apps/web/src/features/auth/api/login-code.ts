import { messages, type LoginCode } from '@panel/domain';
import { HttpError, request } from '../../../lib/http';

export type LoginCodeOutcome =
  | { ok: true }
  /** `expired`: the login must start again from the password. */
  | { ok: false; message: string | null; fieldError: string | null; expired: boolean };

/** POST /partner/rest/auth/login/code: the second step of a login (decision 125); every refusal is shown in the form. */
export function sendLoginCode(body: LoginCode) {
  return request('/partner/rest/auth/login/code', { method: 'POST', body, handledStatuses: [400, 401, 403, 423, 429] });
}

export async function submitLoginCode(code: string): Promise<LoginCodeOutcome> {
  if (code.trim() === '') return { ok: false, message: null, fieldError: messages.REQUIRED_VALIDATION_ERROR, expired: false };
  try {
    await sendLoginCode({ code: code.trim() });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const expired = error.status === 401 && error.message === messages.TWO_FACTOR_LOGIN_EXPIRED;
    return { ok: false, message: error.message, fieldError: error.fieldErrors.code ?? null, expired };
  }
}

/** Leaves the code step: the server forgets the waiting login. */
export function abandonLoginCode() {
  return request('/partner/rest/user/logout', { method: 'POST', handledStatuses: [403, 500, 502, 503] });
}
