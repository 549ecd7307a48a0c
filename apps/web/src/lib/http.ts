import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ERROR_MESSAGE_CODE_HEADER,
  messages,
  REQUEST_ID_HEADER,
  SECURE_CSRF_COOKIE,
  type ApiError,
} from '@panel/domain';
import { broadcastHttpFailure, registeredErrorMessage } from './error-events';
import { statusMessage } from './error-messages';
import { startLoading } from './loader';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded), for the calls the seeds define so. */
  form?: Readonly<Record<string, string>>;
  /** Shows the global loading indicator while the request runs. */
  loader?: boolean;
  /** Statuses the caller shows itself: no error box and no reload on 401. */
  handledStatuses?: readonly number[];
  signal?: AbortSignal;
  /** Extra request headers, such as an idempotency key. */
  headers?: Readonly<Record<string, string>>;
}

export class HttpError extends Error {
  readonly status: number;
  readonly url: string;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, url: string, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.url = url;
    this.fieldErrors = fieldErrors;
  }
}

const EXEMPT_URL_FRAGMENTS = ['/openweather', '/partner/rest/action-log', '/ms-client-logger', '/ms-lds'];

let onUnauthorized = (): void => window.location.reload();
/** The page reloads once: the other calls refused while it unloads add nothing. */
let unauthorizedReported = false;
let lastRequestId: string | null = null;

export function configureHttp(options: { onUnauthorized: () => void }): void {
  onUnauthorized = options.onUnauthorized;
  unauthorizedReported = false;
}

export function getLastRequestId(): string | null {
  return lastRequestId;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** The CSRF token to echo: the page cannot know whether the server runs with secure cookies, so both names are tried. */
export function readCsrfToken(): string | undefined {
  return readCookie(SECURE_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);
}

function isStateChanging(method: HttpMethod): boolean {
  return method !== 'GET';
}

function encodeBody({ body, form }: RequestOptions): string | undefined {
  if (form !== undefined) return new URLSearchParams(form).toString();
  return body === undefined ? undefined : JSON.stringify(body);
}

/**
 * A page's queries start together (the dashboard's dozen in one effect pass), and each `fetch` call takes a millisecond
 * or more of the main thread. Where the browser has `scheduler.yield()` (Chromium, Firefox), each request starts in a
 * task of its own, so together they never make a long one (decision 025); elsewhere it starts at once.
 */
function yieldToBrowser(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

async function send(url: string, options: RequestOptions, isRetry = false): Promise<Response> {
  const paused = yieldToBrowser();
  if (paused) await paused;
  const method = options.method ?? 'GET';
  const csrfToken = isStateChanging(method) ? readCsrfToken() : undefined;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.form !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  if (csrfToken !== undefined) headers[CSRF_HEADER] = csrfToken;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: encodeBody(options),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new HttpError(0, url, messages.STATUS_0_ERROR);
  }
  lastRequestId = response.headers.get(REQUEST_ID_HEADER) ?? lastRequestId;

  const csrfTokenRenewed = isStateChanging(method) && readCsrfToken() !== csrfToken;
  if (response.status === 403 && csrfTokenRenewed && !isRetry) return send(url, options, true);
  return response;
}

/** The server's error body (ApiError), or null for anything else, such as a proxy's HTML page. */
function readApiError(body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, fieldErrors } = body as Partial<Record<keyof ApiError, unknown>>;
  if (typeof message !== 'string') return null;
  const fields = typeof fieldErrors === 'object' && fieldErrors !== null ? fieldErrors : {};
  const stringFields = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { message, fieldErrors: Object.fromEntries(stringFields) };
}

async function toHttpError(response: Response, url: string): Promise<HttpError> {
  const body = readApiError(await response.json().catch(() => null));
  const errorCode = response.headers.get(ERROR_MESSAGE_CODE_HEADER);
  const message = body !== null && response.status < 500 ? body.message : statusMessage(response.status, errorCode);
  return new HttpError(response.status, url, message, body?.fieldErrors);
}

function report(error: HttpError, response: Response, handledStatuses: readonly number[]): void {
  const exempt = EXEMPT_URL_FRAGMENTS.some((fragment) => error.url.includes(fragment));
  if (exempt || handledStatuses.includes(error.status)) return;
  if (error.status === 401) {
    if (!unauthorizedReported) onUnauthorized();
    unauthorizedReported = true;
    return;
  }
  broadcastHttpFailure({
    status: error.status,
    url: error.url,
    requestId: response.headers.get(REQUEST_ID_HEADER),
    message:
      registeredErrorMessage(error.url) ??
      statusMessage(error.status, response.headers.get(ERROR_MESSAGE_CODE_HEADER), messages.COMMUNICATION_ERROR),
  });
}

export function request(url: string, options?: RequestOptions): Promise<void>;
/**
 * A JSON answer, typed with the domain's type of that call. The browser does not parse it again: the server checks
 * every answer against the same domain schema before sending it (decision 025).
 */
export function request<T>(url: string, options: RequestOptions & { responseType: 'json' }): Promise<T>;
/** A text/plain answer, read as it is. */
export function request(url: string, options: RequestOptions & { responseType: 'text' }): Promise<string>;
/** A file to save, read as it is. */
export function request(url: string, options: RequestOptions & { responseType: 'blob' }): Promise<Blob>;
export async function request(
  url: string,
  options: RequestOptions & { responseType?: 'json' | 'text' | 'blob' } = {},
): Promise<unknown> {
  const stopLoading = options.loader ? startLoading() : undefined;
  try {
    const response = await send(url, options);
    if (!response.ok) {
      const error = await toHttpError(response, url);
      report(error, response, options.handledStatuses ?? []);
      throw error;
    }
    if (options.responseType === 'json') return await response.json();
    if (options.responseType === 'text') return await response.text();
    if (options.responseType === 'blob') return await response.blob();
    return undefined;
  } finally {
    stopLoading?.();
  }
}
