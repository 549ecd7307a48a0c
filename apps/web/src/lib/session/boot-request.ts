import type { RequestOptions } from '../http';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Session calls at start-up: a 401 means "show the login page", not "reload". */
export const bootRequest = {
  loader: true,
  handledStatuses: [401],
} as const satisfies RequestOptions;
