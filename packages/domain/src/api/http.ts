// Plain constants in their own module: importing them must not pull zod into a bundle.

/** Response header naming the message key of a 5xx answer (000 §8: "500 uses the response header"). */
export const ERROR_MESSAGE_CODE_HEADER = 'ERROR_MESSAGE_CODE';
export const REQUEST_ID_HEADER = 'x-request-id';
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** The CSRF cookie behind HTTPS (COOKIE_SECURE=true): the prefix binds it to this host, path / and Secure. */
export const SECURE_CSRF_COOKIE = '__Host-XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Header of a state-changing call that may be retried: the same key answers with the first call's result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
