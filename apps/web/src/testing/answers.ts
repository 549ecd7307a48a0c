import { CSRF_COOKIE, CSRF_HEADER, messages } from '@panel/domain';
import { HttpResponse, type JsonBodyType } from 'msw';
import { backend, CSRF_TOKEN } from './backend';

/** Every answer hands out the CSRF cookie, as the server does on any call that lacks it. */
export const csrfCookie = () => ({ 'Set-Cookie': `${CSRF_COOKIE}=${CSRF_TOKEN}; Path=/; SameSite=Lax` });

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status, headers: csrfCookie() });

/** The server's refusal of a call without a session (401) or, when it changes state, without the CSRF token (403). */
export const refused = (request: Request) =>
  !backend.session
    ? json({ message: messages.UNAUTHORIZED_ERROR }, 401)
    : request.method !== 'GET' && request.headers.get(CSRF_HEADER) !== CSRF_TOKEN
      ? json({ message: messages.CSRF_ERROR }, 403)
      : null;
