import { CSRF_HEADER, ERROR_MESSAGE_CODE_HEADER, messages, SECURE_CSRF_COOKIE } from '@panel/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { backend, CSRF_TOKEN, signIn } from '../../testing/backend';
import { accounts } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { logServerErrors } from '../action-log';
import { statusMessage } from '../error-messages';
import { registerErrorMessage } from '../error-events';
import { configureHttp, HttpError, request, type RequestOptions } from '../http';

const reload = vi.fn();
let stopLoggingServerErrors: () => void;

beforeEach(() => {
  reload.mockReset();
  configureHttp({ onUnauthorized: reload });
  stopLoggingServerErrors = logServerErrors();
  signIn(accounts.agent);
});
afterEach(() => stopLoggingServerErrors());

function answer(url: string, status: number, headers: Record<string, string> = {}) {
  server.use(
    mock.all(url, () => HttpResponse.json({ message: 'Komunikat serwera' }, { status, headers: { 'x-request-id': 'req-err', ...headers } })),
  );
}

function renderErrorBox(autoHide = false) {
  return renderWithProviders(<ErrorBox autoHide={autoHide} />);
}

async function failingRequest(url: string, options?: RequestOptions) {
  const error = await request(url, options).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('error box', () => {
  test.each([
    [403, {}, messages.FORBIDDEN_ERROR],
    [500, { [ERROR_MESSAGE_CODE_HEADER]: 'SERVER_ERROR' }, messages.SERVER_ERROR],
    [503, { [ERROR_MESSAGE_CODE_HEADER]: 'TOO_MANY_REQUESTS' }, messages.TOO_MANY_REQUESTS],
    [500, { [ERROR_MESSAGE_CODE_HEADER]: 'NO_SUCH_KEY' }, messages.COMMUNICATION_ERROR],
    [500, {}, messages.COMMUNICATION_ERROR],
    [404, {}, messages.COMMUNICATION_ERROR],
    [409, {}, messages.COMMUNICATION_ERROR],
  ])('status %i %j shows "%s" and logs a server-error action', async (status, headers, message) => {
    answer('/partner/rest/policies/list', status, headers);
    renderErrorBox();

    await failingRequest('/partner/rest/policies/list');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() =>
      expect(backend.actions).toContainEqual({
        action: 'pp_agent_server_error',
        details: `${status} /partner/rest/policies/list req-err`,
      }),
    );
  });

  test('a message registered for a URL fragment replaces the default', async () => {
    const unregister = registerErrorMessage('/partner/rest/mta/', 'Nie udało się zmienić polisy.');
    answer('/partner/rest/mta/recalculate', 500);
    renderErrorBox();

    await failingRequest('/partner/rest/mta/recalculate', { method: 'POST' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zmienić polisy.');
    unregister();
  });

  test.each([['/openweather/forecast?city=Warszawa'], ['/partner/rest/action-log'], ['/ms-client-logger/partner']])(
    'a failure of %s is silent',
    async (url) => {
      answer(url.split('?')[0]!, 500);
      renderErrorBox();

      await failingRequest(url, { method: url.includes('weather') ? 'GET' : 'POST' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(backend.actions).toEqual([]);
      expect(reload).not.toHaveBeenCalled();
    },
  );

  test('statuses the caller handles itself do not raise the box', async () => {
    answer('/partner/rest/renewal/verify', 409);
    renderErrorBox();

    const error = await failingRequest('/partner/rest/renewal/verify', { method: 'POST', handledStatuses: [409] });
    expect(error.message).toBe('Komunikat serwera');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a network failure rejects with status 0 and its message, without the box', async () => {
    server.use(mock.get('/partner/rest/discounts', () => HttpResponse.error()));
    renderErrorBox();

    const error = await failingRequest('/partner/rest/discounts');
    expect(error.status).toBe(0);
    expect(error.message).toBe(messages.STATUS_0_ERROR);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('closes with its "Zamknij" button', async () => {
    answer('/partner/rest/discounts', 403);
    const { user } = renderErrorBox();
    await failingRequest('/partner/rest/discounts');

    await user.click(await screen.findByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('with auto-hide it disappears after 1.2 s', async () => {
    // Only the test moves this clock: with shouldAdvanceTime a slow machine moved it too, past 1.2 s before the check.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    answer('/partner/rest/discounts', 403);
    renderErrorBox(true);
    const failed = failingRequest('/partner/rest/discounts');
    await act(() => vi.advanceTimersByTimeAsync(0));
    await failed;
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1199));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('http client', () => {
  test('a 401 reloads the page, which then asks for login', async () => {
    answer('/partner/rest/policies/list', 401);
    renderErrorBox();

    const error = await failingRequest('/partner/rest/policies/list');
    expect(error.message).toBe('Komunikat serwera');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('calls refused together reload the page once', async () => {
    answer('/partner/rest/policies/list', 401);
    await Promise.all([failingRequest('/partner/rest/policies/list'), failingRequest('/partner/rest/policies/list')]);
    await failingRequest('/partner/rest/policies/list');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a 401 the caller handles itself does not reload', async () => {
    answer('/partner/rest/user/info', 401);
    await failingRequest('/partner/rest/user/info', { handledStatuses: [401] });
    expect(reload).not.toHaveBeenCalled();
  });

  test('errors carry the server field errors for the form', async () => {
    server.use(
      mock.post('/partner/rest/user/update-phone', () =>
        HttpResponse.json({ message: 'Popraw dane.', fieldErrors: { phone: 'Nieprawidłowy numer telefonu.' } }, { status: 400 }),
      ),
    );
    const error = await failingRequest('/partner/rest/user/update-phone', { method: 'POST', body: { phone: '1' }, handledStatuses: [400] });
    expect(error).toMatchObject({ status: 400, message: 'Popraw dane.', fieldErrors: { phone: 'Nieprawidłowy numer telefonu.' } });
  });

  test('state-changing calls send the CSRF cookie value in the header, reads do not', async () => {
    document.cookie = `XSRF-TOKEN=${CSRF_TOKEN}; Path=/`;
    const sent: Record<string, string | null> = {};
    server.use(
      mock.all('/partner/rest/echo', ({ request: received }) => {
        sent[received.method] = received.headers.get(CSRF_HEADER);
        return new HttpResponse(null, { status: 204 });
      }),
    );

    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) await request('/partner/rest/echo', { method });
    expect(sent).toEqual({ GET: null, POST: CSRF_TOKEN, PUT: CSRF_TOKEN, PATCH: CSRF_TOKEN, DELETE: CSRF_TOKEN });
  });

  test('behind HTTPS the token comes from the __Host- cookie, even when an old plain cookie is left', async () => {
    document.cookie = `XSRF-TOKEN=${CSRF_TOKEN}; Path=/`;
    document.cookie = `${SECURE_CSRF_COOKIE}=bezpieczny-token; Path=/; Secure`;
    let sent: string | null = null;
    server.use(
      mock.post('/partner/rest/echo', ({ request: received }) => {
        sent = received.headers.get(CSRF_HEADER);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    try {
      await request('/partner/rest/echo', { method: 'POST' });
      expect(sent).toBe('bezpieczny-token');
    } finally {
      document.cookie = `${SECURE_CSRF_COOKIE}=; Path=/; Secure; Max-Age=0`;
    }
  });

  test('JSON answers are read as the server sent them', async () => {
    await expect(request('/partner/rest/user/info', { responseType: 'json' })).resolves.toEqual(accounts.agent.user);
  });

  test('where the browser has scheduler.yield(), each request starts in a task of its own', async () => {
    let resume = () => {};
    const yieldToBrowser = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    onTestFinished(() => void vi.unstubAllGlobals());
    const started = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => started.mockRestore());

    const answer = request('/partner/rest/user/info', { responseType: 'json' });
    await Promise.resolve();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
    expect(started).not.toHaveBeenCalled();
    resume();
    await expect(answer).resolves.toEqual(accounts.agent.user);
    expect(started).toHaveBeenCalledOnce();
  });

  test('an error body that is not the API error shape gives the status message', async () => {
    server.use(
      mock.post('/partner/rest/odd', () => HttpResponse.json({ message: 42, fieldErrors: 'x' }, { status: 400 })),
      mock.post('/partner/rest/fields', () =>
        HttpResponse.json({ message: 'Popraw dane.', fieldErrors: { phone: 'Zły numer.', count: 3 } }, { status: 400 }),
      ),
    );
    const odd = await failingRequest('/partner/rest/odd', { method: 'POST', handledStatuses: [400] });
    expect(odd).toMatchObject({ status: 400, message: statusMessage(400, null), fieldErrors: {} });
    const fields = await failingRequest('/partner/rest/fields', { method: 'POST', handledStatuses: [400] });
    expect(fields).toMatchObject({ message: 'Popraw dane.', fieldErrors: { phone: 'Zły numer.' } });
    expect(fields.fieldErrors).not.toHaveProperty('count');
  });
});

describe('request options', () => {
  test('sends extra headers, such as an idempotency key, next to the CSRF token', async () => {
    let seen: Headers | undefined;
    server.use(
      mock.post('/partner/rest/idempotent', ({ request: sent }) => {
        seen = sent.headers;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    document.cookie = `XSRF-TOKEN=${CSRF_TOKEN}; Path=/`;
    await request('/partner/rest/idempotent', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'klucz-12345678' } });
    expect(seen?.get('Idempotency-Key')).toBe('klucz-12345678');
    expect(seen?.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
  });

  test('reads a text/plain answer as it is', async () => {
    server.use(mock.get('/partner/rest/plain', () => HttpResponse.text('{"to": "nie JSON"}\nlinia 2')));
    expect(await request('/partner/rest/plain', { responseType: 'text' })).toBe('{"to": "nie JSON"}\nlinia 2');
  });
});
