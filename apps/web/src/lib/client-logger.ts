import type { ClientLog } from '@panel/domain';

const CLIENT_LOG_URL = '/ms-client-logger/partner';
const MAX_REPORTS_PER_PAGE = 10;
const MESSAGE_MAX_LENGTH = 2000;
const STACK_MAX_LENGTH = 8000;

const reported = new Set<string>();

async function send(error: unknown, message: string): Promise<void> {
  const { getLastRequestId, request } = await import('./http');
  const body: ClientLog = {
    exceptionMessage: message.slice(0, MESSAGE_MAX_LENGTH),
    exceptionStack: (error instanceof Error ? (error.stack ?? '') : '').slice(0, STACK_MAX_LENGTH),
    additionalInformation: getLastRequestId() ?? '',
  };
  await request(CLIENT_LOG_URL, { method: 'POST', body });
}

/** Reports a browser-side error, at most 10 distinct messages per page load. The HTTP client loads on demand. */
export function logClientError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (reported.size >= MAX_REPORTS_PER_PAGE || reported.has(message)) return;
  reported.add(message);
  send(error, message).catch(() => undefined);
}

export function installClientLogger(target: Window): () => void {
  const onError = (event: ErrorEvent) => logClientError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => logClientError(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    reported.clear();
  };
}
