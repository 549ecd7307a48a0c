import { messages } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { backend, signIn } from '../../testing/backend';
import { accounts } from '../../testing/fixtures';
import { server } from '../../testing/server';
import { renderApp } from './render-app';

function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('routes', () => {
  test.each([
    ['/dashboard', 'Pulpit'],
    ['/documents', 'Dokumenty'],
    ['/advantages', 'Zalety produktów'],
    ['/files', 'Moje pliki'],
    ['/user/info', 'Mój profil'],
    ['/cpmta/1234567890', 'Zmiana polisy komunikacyjnej nr 1234567890'],
  ])('%s shows "%s" as its heading and document title', async (path, title) => {
    // The modification page loads its policy: the title stands whatever the answer.
    server.use(http.get('/partner/rest/mta/cp/load/:policyNo', () => HttpResponse.json({ message: messages.POLICY_NOT_FOUND }, { status: 404 })));
    signIn(accounts.agent);
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} – Panel Agenta`));
  });

  test('the welcome screen greets agents and dealers by their panel', async () => {
    signIn(accounts.agent);
    const agent = renderApp('/welcome');
    expect(await heading('Witaj w Panelu Agenta')).toBeInTheDocument();
    agent.unmount();

    signIn(accounts.dealer);
    renderApp('/welcome');
    expect(await heading('Witaj w Panelu Dealera')).toBeInTheDocument();
  });

  test('an unknown route and the root show the dashboard', async () => {
    signIn(accounts.agent);
    const unknown = renderApp('/nie-ma-takiej-strony');
    expect(await heading('Pulpit')).toBeInTheDocument();
    unknown.unmount();

    renderApp('/');
    expect(await heading('Pulpit')).toBeInTheDocument();
  });

  test.each([['/files'], ['/cpmta/1']])('%s without its role redirects to the dashboard', async (path) => {
    signIn(accounts.basic);
    renderApp(path);
    expect(await heading('Pulpit')).toBeInTheDocument();
  });

  test('the dashboard and the files page are logged as actions', async () => {
    signIn(accounts.agent);
    const dashboard = renderApp('/dashboard');
    await waitFor(() => expect(backend.actions).toContainEqual({ action: 'pp_agent_dashboard' }));
    dashboard.unmount();

    renderApp('/files');
    await waitFor(() => expect(backend.actions).toContainEqual({ action: 'pp_agent_files' }));
  });

  test('the navigation lists the screens and shows "Moje pliki" only with its role', async () => {
    signIn(accounts.agent);
    const agent = renderApp('/dashboard');
    const nav = within(await screen.findByRole('navigation', { name: 'Menu główne' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pulpit',
      'Dokumenty',
      'Zalety produktów',
      'Moje pliki',
      'Moje sprawy',
      'Mój profil',
    ]);
    expect(nav.getByRole('link', { name: 'Pulpit' })).toHaveAttribute('aria-current', 'page');
    agent.unmount();

    signIn(accounts.basic);
    renderApp('/dashboard');
    const basicNav = within(await screen.findByRole('navigation', { name: 'Menu główne' }));
    expect(basicNav.queryByRole('link', { name: 'Moje pliki' })).not.toBeInTheDocument();
    expect(basicNav.getByRole('link', { name: 'Mój profil' })).toBeInTheDocument();
  });

  test('navigation links open their screens', async () => {
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Mój profil' }));
    expect(await heading('Mój profil')).toBeInTheDocument();
    expect(screen.getByText('Jan Kowalski', { selector: 'main p' })).toBeInTheDocument();
  });
});
