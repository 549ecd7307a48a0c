import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { backend, signIn } from '../../testing/backend';
import { accounts, PASSWORD } from '../../testing/fixtures';
import { profile } from '../../testing/profile-backend';
import { renderApp } from './render-app';

const expiredAgent = { ...accounts.agent, user: { ...accounts.agent.user, passwordExpired: true } };

describe('password expiry in the panel (decision 120)', () => {
  test('an expired password sends every screen to the password change of the profile; after the change the panel opens', async () => {
    signIn(expiredAgent);
    const { user } = renderApp('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mój profil' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.PASSWORD_EXPIRED);
    expect(screen.queryByRole('heading', { level: 2, name: 'Dane osobowe' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Obecne hasło/), PASSWORD);
    await user.type(screen.getByLabelText(/^Nowe hasło/), 'Nowe#Haslo2026');
    await user.type(screen.getByLabelText(/^Powtórz nowe hasło/), 'Nowe#Haslo2026');
    // The server answers the change and from then on a session whose password is no longer expired.
    backend.session = accounts.agent;
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dane osobowe' })).toBeInTheDocument();
    expect(profile.passwordChanges).toHaveLength(1);
  });

  test('the dashboard reminds to change the password 30 days after the change, with a link to the profile', async () => {
    profile.days = 45;
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: messages.PASSWORD_CHANGE_REMINDER_LINK });
    expect(screen.getByText(messages.PASSWORD_CHANGE_REMINDER)).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mój profil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zmiana hasła' })).toBeInTheDocument();
  });

  test('while REQUIRE_TWO_FACTOR holds the session every screen leads to two-factor login; after enrolling the panel opens', async () => {
    signIn({ ...accounts.agent, user: { ...accounts.agent.user, twoFactorRequired: true } });
    const { user } = renderApp('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mój profil' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.TWO_FACTOR_REQUIRED);
    expect(screen.queryByRole('heading', { level: 2, name: 'Dane osobowe' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Włącz logowanie dwuetapowe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Włączanie logowania dwuetapowego' });
    await user.type(await within(dialog).findByLabelText(/^Kod z aplikacji/), profile.twoFactorCode);
    await user.click(within(dialog).getByRole('button', { name: 'Włącz' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Gotowe' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dane osobowe' })).toBeInTheDocument();
  });
});
