import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Role } from '@panel/domain';
import { signIn } from '../../testing/backend';
import { accounts, type Account } from '../../testing/fixtures';
import { server } from '../../testing/server';
import { services } from '../../testing/services-backend';
import { renderApp } from './render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('welcome flow (000 §2)', () => {
  test('the banner screen: the first dashboard visit of the session goes to /welcome, once', async () => {
    services.banner = { ...services.banner!, showBannerScreen: true };
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');
    expect(await heading('Witaj w Panelu Agenta')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Przejdź do pulpitu' }));
    expect(await heading('Pulpit')).toBeInTheDocument();
    expect(services.visits).toEqual([{ smartInfo: false }]);
  });

  test('the query goes along to /welcome: a link with ?init=add-case still opens the case form there', async () => {
    services.banner = { ...services.banner!, showBannerScreen: true };
    server.use(
      http.get('/partner/rest/case/config', () => HttpResponse.json([{ subjectCode: 'INN', caseSubType: 'INN', sortNo: 100, name: 'Inne' }])),
    );
    signIn(accounts.agent);
    renderApp('/dashboard?init=add-case');
    expect(await heading('Witaj w Panelu Agenta')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Zgłoś sprawę klienta' })).toBeInTheDocument();
  });

  test('smart-info not yet shown to a user with ROLE_SHOW_PHOTOSMART_INFO also goes to /welcome', async () => {
    const account: Account = { ...accounts.agent, roles: [...accounts.agent.roles, 'ROLE_SHOW_PHOTOSMART_INFO'] as Role[] };
    signIn(account);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: /PhotoSmart/ })).toBeInTheDocument();
  });

  test('a session that has visited, or nothing to show, stays on the dashboard', async () => {
    services.banner = { ...services.banner!, showBannerScreen: true };
    services.visited = true;
    signIn(accounts.agent);
    const visited = renderApp('/dashboard');
    expect(await heading('Pulpit')).toBeInTheDocument();
    visited.unmount();

    services.visited = false;
    services.banner = { ...services.banner, showBannerScreen: false };
    const account: Account = { ...accounts.agent, roles: [...accounts.agent.roles, 'ROLE_SHOW_PHOTOSMART_INFO'] as Role[] };
    services.smartInfoShown = true;
    signIn(account);
    renderApp('/dashboard');
    expect(await heading('Pulpit')).toBeInTheDocument();
    expect(services.visits).toEqual([]);
  });
});
