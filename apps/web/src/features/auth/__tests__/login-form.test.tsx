import { CSRF_HEADER, messages } from '@panel/domain';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { backend, CSRF_TOKEN } from '../../../testing/backend';
import { accounts, PASSWORD } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { LoginPage } from '../components/LoginPage';

function renderLogin(path = '/login') {
  return renderWithProviders(<LoginPage />, { path });
}

async function submit(user: ReturnType<typeof renderLogin>['user'], login: string, password: string) {
  await user.type(screen.getByLabelText('Login'), login);
  await user.type(screen.getByLabelText('Hasło'), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

const address = () => screen.getByTestId('location');

describe('login page', () => {
  test('shows the product name and labelled fields', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel Agenta' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(document.title).toBe('Logowanie – Panel Agenta'));
  });

  test('after login it goes back to the saved path', async () => {
    const { user } = renderLogin('/login?returnTo=%2Fcpmta%2F123%3Fx%3D1');
    await submit(user, accounts.agent.login, PASSWORD);

    await waitFor(() => expect(address()).toHaveTextContent('/cpmta/123?x=1'));
    expect(backend.session?.login).toBe(accounts.agent.login);
  });

  test.each([['//evil.example.com'], ['https://evil.example.com'], ['/\\evil.example.com'], ['/login']])(
    'a return path %s is replaced by the dashboard',
    async (returnTo) => {
      const { user } = renderLogin(`/login?${new URLSearchParams({ returnTo }).toString()}`);
      await submit(user, accounts.agent.login, PASSWORD);
      await waitFor(() => expect(address()).toHaveTextContent(/^\/dashboard$/));
    },
  );

  test('a wrong password shows the server message in an alert and keeps what was typed', async () => {
    const { user } = renderLogin();
    await submit(user, accounts.agent.login, 'zle-haslo');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.LOGIN_FAILED);
    expect(screen.getByLabelText('Login')).toHaveValue(accounts.agent.login);
    expect(screen.getByLabelText('Hasło')).toHaveValue('zle-haslo');
    expect(address()).toHaveTextContent(/^\/login$/);
    expect(backend.session).toBeNull();
  });

  test.each([
    [423, messages.LOGIN_LOCKED],
    [429, messages.LOGIN_THROTTLED],
  ])('status %i shows the server message', async (status, message) => {
    server.use(http.post('/partner/rest/auth/login', () => HttpResponse.json({ message }, { status })));
    const { user } = renderLogin();
    await submit(user, accounts.agent.login, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('empty fields are refused in the browser, with the message at each field', async () => {
    let calls = 0;
    server.use(http.post('/partner/rest/auth/login', () => void calls++));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    await waitFor(() => expect(screen.getByLabelText('Login')).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR));
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(screen.getByLabelText('Login')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  test('server field errors land on their fields', async () => {
    server.use(
      http.post('/partner/rest/auth/login', () =>
        HttpResponse.json({ message: messages.MALFORMED_REQUEST, fieldErrors: { login: 'Login jest za długi.' } }, { status: 400 }),
      ),
    );
    const { user } = renderLogin();
    await submit(user, 'x', PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.MALFORMED_REQUEST);
    expect(screen.getByLabelText('Login')).toHaveAccessibleDescription('Login jest za długi.');
  });

  test('the login call carries the CSRF token, fetching one first when the browser has none yet', async () => {
    const sentTokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/partner/rest/auth/login')) sentTokens.push(request.headers.get(CSRF_HEADER));
    });
    const { user } = renderLogin();
    await submit(user, accounts.agent.login, PASSWORD);

    await waitFor(() => expect(address()).toHaveTextContent('/dashboard'));
    expect(sentTokens).toEqual([null, CSRF_TOKEN]);
  });
});

describe('the code step of two-factor login (decision 125)', () => {
  const codeField = () => screen.getByLabelText(/^Kod weryfikacyjny/);
  const confirm = () => screen.getByRole('button', { name: 'Potwierdź' });

  async function passwordStep(path = '/login') {
    backend.loginCode = '123456';
    const rendered = renderLogin(path);
    await submit(rendered.user, accounts.agent.login, PASSWORD);
    await screen.findByLabelText(/^Kod weryfikacyjny/);
    return rendered;
  }

  test('a right password asks for the code; the right code opens the panel at the saved path', async () => {
    const { user } = await passwordStep('/login?returnTo=%2Fdocuments');
    expect(codeField()).toHaveAccessibleDescription('Wpisz 6 cyfr z aplikacji uwierzytelniającej albo jeden z kodów odzyskiwania.');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Hasło')).not.toBeInTheDocument();
    expect(backend.session).toBeNull();

    await user.type(codeField(), '123456');
    await user.click(confirm());
    await waitFor(() => expect(address()).toHaveTextContent('/documents'));
    expect(backend.session?.login).toBe(accounts.agent.login);
  });

  test('a wrong code shows the server message and keeps the code typed', async () => {
    const { user } = await passwordStep();
    await user.type(codeField(), '000000');
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.TWO_FACTOR_CODE_INVALID);
    expect(codeField()).toHaveValue('000000');
    expect(address()).toHaveTextContent(/^\/login$/);
  });

  test('an empty code is refused at the field without a call', async () => {
    let calls = 0;
    server.use(http.post('/partner/rest/auth/login/code', () => void calls++));
    const { user } = await passwordStep();
    await user.click(confirm());
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(messages.REQUIRED_VALIDATION_ERROR)));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  test.each([
    [423, messages.LOGIN_LOCKED],
    [429, messages.LOGIN_THROTTLED],
  ])('status %i shows the server message at the code step', async (status, message) => {
    server.use(http.post('/partner/rest/auth/login/code', () => HttpResponse.json({ message }, { status })));
    const { user } = await passwordStep();
    await user.type(codeField(), '123456');
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('an expired waiting login goes back to the password with its message and the login kept', async () => {
    const { user } = await passwordStep();
    backend.pending = null;
    await user.type(codeField(), '123456');
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.TWO_FACTOR_LOGIN_EXPIRED);
    expect(screen.getByLabelText('Login')).toHaveValue(accounts.agent.login);
    expect(screen.getByLabelText('Hasło')).toHaveValue('');
  });

  test('Anuluj ends the waiting login and goes back to the password', async () => {
    const { user } = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(await screen.findByLabelText('Hasło')).toBeInTheDocument();
    expect(backend.pending).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
