import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBackend } from './backend';
import { server } from './server';

// A lazily loaded screen is transformed on first import: on a loaded CI machine that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetBackend();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});
// Requests still in flight after the last test (a refetch, a poll) would go to the real network once msw stops, and an
// open socket at exit crashes the test process (libuv assertion on Node 20): abort them first.
afterAll(async () => {
  await (window as unknown as { happyDOM: { abort(): Promise<void> } }).happyDOM.abort();
  server.close();
});
