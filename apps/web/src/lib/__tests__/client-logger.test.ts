import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { backend, signIn } from '../../testing/backend';
import { accounts } from '../../testing/fixtures';
import { installClientLogger } from '../client-logger';
import { request } from '../http';

let uninstall: () => void;

beforeEach(() => {
  uninstall = installClientLogger(window);
});
afterEach(() => uninstall());

function raise(message: string) {
  const error = new Error(message);
  window.dispatchEvent(new ErrorEvent('error', { error, message }));
  return error;
}

describe('client logger', () => {
  test('posts an uncaught error with its stack and the id of the last request', async () => {
    signIn(accounts.agent);
    await request('/partner/rest/user/roles');
    const lastRequestId = `req-${backend.requestCount}`;

    const error = raise('Nie można odczytać właściwości');

    await waitFor(() => expect(backend.clientLogs).toHaveLength(1));
    expect(backend.clientLogs[0]).toEqual({
      exceptionMessage: 'Nie można odczytać właściwości',
      exceptionStack: error.stack,
      additionalInformation: lastRequestId,
    });
  });

  test('posts unhandled promise rejections', async () => {
    const event = Object.assign(new Event('unhandledrejection'), { reason: new Error('Odrzucona obietnica') });
    window.dispatchEvent(event);

    await waitFor(() => expect(backend.clientLogs.map((log) => log.exceptionMessage)).toEqual(['Odrzucona obietnica']));
  });

  test('sends each message once and at most 10 per page load', async () => {
    raise('powtórzony błąd');
    raise('powtórzony błąd');
    for (let i = 1; i <= 15; i += 1) raise(`błąd ${i}`);

    // A report after a new page load comes after every report of this one, so once it arrived, nothing else is on its way.
    uninstall();
    uninstall = installClientLogger(window);
    raise('nowa strona');
    await waitFor(() => expect(backend.clientLogs.map((log) => log.exceptionMessage)).toContain('nowa strona'));
    expect(backend.clientLogs).toHaveLength(11);
    expect(backend.clientLogs.filter((log) => log.exceptionMessage === 'powtórzony błąd')).toHaveLength(1);
  });
});
