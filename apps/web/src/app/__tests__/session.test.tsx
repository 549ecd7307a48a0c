import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@panel/domain';
import { describe, expect, test } from 'vitest';
import { backend, signIn } from '../../testing/backend';
import { accounts, PASSWORD } from '../../testing/fixtures';
import { renderApp } from './render-app';

async function logIn(user: ReturnType<typeof renderApp>['user'], login: string) {
  await user.type(await screen.findByLabelText('Login'), login);
  await user.type(screen.getByLabelText('Hasło'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('session', () => {
  test('without a session the panel shows the login page, and after login the screen the user asked for', async () => {
    const { user, reload } = renderApp('/files');

    expect(await heading('Panel Agenta')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Logowanie – Panel Agenta'));
    // A first visit: nothing was lost.
    expect(screen.queryByText(messages.UNAUTHORIZED_ERROR)).not.toBeInTheDocument();
    await logIn(user, accounts.agent.login);

    expect(await heading('Moje pliki')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  test('a direct visit to /login lands on the dashboard after login', async () => {
    const { user } = renderApp('/login');
    await logIn(user, accounts.agent.login);
    expect(await heading('Pulpit')).toBeInTheDocument();
  });

  test('a 401 reloads the page; the reloaded page asks for login and then returns to the same screen', async () => {
    signIn(accounts.agent);
    const expired = renderApp('/documents');
    const box = within(await screen.findByRole('banner'));

    backend.session = null;
    await expired.user.click(box.getByRole('button', { name: 'Wyloguj' }));
    await waitFor(() => expect(expired.reload).toHaveBeenCalledTimes(1));
    expired.unmount();

    const reloaded = renderApp('/documents');
    expect((await screen.findByText(messages.UNAUTHORIZED_ERROR)).closest('[role="status"]')).not.toBeNull();
    await logIn(reloaded.user, accounts.agent.login);

    expect(await heading('Dokumenty')).toBeInTheDocument();
    expect(reloaded.reload).not.toHaveBeenCalled();
  });

  test('logout ends the session and lands on the login page; the panel then asks for login again', async () => {
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Wyloguj' }));

    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(backend.session).toBeNull();
    expect(screen.queryByText(messages.UNAUTHORIZED_ERROR)).not.toBeInTheDocument();

    await logIn(user, accounts.dealer.login);
    expect(await heading('Pulpit')).toBeInTheDocument();
    expect(screen.getByText('Piotr Zieliński')).toBeInTheDocument();
  });
});
