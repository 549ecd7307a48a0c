import { loginRequestSchema, type LoginRequest } from '@panel/domain';
import { requiredFieldError } from '../../../lib/forms';
import { HttpError, request } from '../../../lib/http';

/** Every refusal of the login call is shown in the form itself. */
const LOGIN_REFUSALS = [400, 401, 403, 423, 429];

export type LoginFields = Record<keyof LoginRequest, string>;

export type LoginOutcome =
  | { ok: true }
  | { ok: false; message: string | null; fieldErrors: Partial<Record<string, string>> };

export function login(credentials: LoginRequest) {
  return request('/partner/rest/auth/login', { method: 'POST', body: credentials, handledStatuses: LOGIN_REFUSALS });
}

/** Checks the form against the shared schema, then logs in; every failure comes back as an outcome for the form. */
export async function submitLogin(fields: LoginFields): Promise<LoginOutcome> {
  const parsed = loginRequestSchema.safeParse(fields, { error: requiredFieldError });
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    return { ok: false, message: null, fieldErrors };
  }
  try {
    await login(parsed.data);
    return { ok: true };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
}
