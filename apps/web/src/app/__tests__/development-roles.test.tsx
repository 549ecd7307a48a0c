import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@panel/domain';
import { signIn } from '../../testing/backend';
import { accounts } from '../../testing/fixtures';
import { server } from '../../testing/server';
import { renderApp } from './render-app';

async function navigation() {
  return within(await screen.findByRole('navigation', { name: 'Menu główne' }));
}

function rolesCallFails() {
  server.use(http.get('/partner/rest/user/roles', () => HttpResponse.json({ message: messages.SERVER_ERROR }, { status: 500 })));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('development roles (000 §6)', () => {
  test('stand in for the roles when the roles call fails in a development build that defines them', async () => {
    vi.stubEnv('VITE_DEV_ROLES', 'ROLE_AGENT_FILES_ENABLED, ROLE_NOT_A_ROLE');
    rolesCallFails();
    signIn(accounts.basic);
    renderApp('/documents');
    expect((await navigation()).getByRole('link', { name: 'Moje pliki' })).toBeInTheDocument();
  });

  test('are never used by a production build', async () => {
    vi.stubEnv('VITE_DEV_ROLES', 'ROLE_AGENT_FILES_ENABLED');
    vi.stubEnv('DEV', false);
    rolesCallFails();
    signIn(accounts.basic);
    renderApp('/documents');
    const nav = await navigation();
    expect(nav.getByRole('link', { name: 'Dokumenty' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Moje pliki' })).not.toBeInTheDocument();
  });

  test('are not used while the roles call answers', async () => {
    vi.stubEnv('VITE_DEV_ROLES', 'ROLE_AGENT_FILES_ENABLED');
    signIn(accounts.basic);
    renderApp('/documents');
    const nav = await navigation();
    expect(nav.getByRole('link', { name: 'Dokumenty' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Moje pliki' })).not.toBeInTheDocument();
  });
});
