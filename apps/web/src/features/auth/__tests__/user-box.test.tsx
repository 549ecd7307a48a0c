import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { backend, signIn } from '../../../testing/backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { LogoutButton } from '../components/LogoutButton';
import { UserBox } from '../components/UserBox';

function renderUserBox(account: Account, path = '/dashboard') {
  const view = renderWithProviders(<UserBox layout="bar" />, { account, path });
  return { ...view, box: within(screen.getByRole('region', { name: 'Użytkownik' })) };
}

describe('user box', () => {
  test('shows customer code, user name, the agent name cut to the user name length and the RAU number', async () => {
    const { box, user } = renderUserBox(accounts.agent);

    expect(box.getByText('K-000123')).toBeInTheDocument();
    expect(box.getByText('Jan Kowalski')).toBeInTheDocument();
    expect(box.getByText('Agencja Ubez…')).toBeInTheDocument();
    expect(box.getByText('Agencja Ubezpieczeniowa Kowalski i Wspólnicy')).toBeInTheDocument();
    expect(box.getByText('11223344/A')).toBeInTheDocument();

    const shortName = box.getByText('Agencja Ubez…').parentElement!;
    await user.hover(shortName);
    await waitFor(() => expect(shortName).toHaveAccessibleDescription('Agencja Ubezpieczeniowa Kowalski i Wspólnicy'));
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Agencja Ubezpieczeniowa Kowalski i Wspólnicy');
  });

  test('a short agent name is shown whole, and a missing RAU number as a dash', () => {
    const { box } = renderUserBox(accounts.basic);
    expect(box.getByText('Nowak')).toBeInTheDocument();
    expect(box.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    expect(box.getByText('-')).toBeInTheDocument();
  });

  test('logout posts the logout, is logged as an action, and goes to the login page', async () => {
    signIn(accounts.agent);
    const { user } = renderWithProviders(<LogoutButton />, { account: accounts.agent });
    await user.click(screen.getByRole('button', { name: 'Wyloguj' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(backend.logouts).toBe(1);
    expect(backend.actions).toContainEqual({ action: 'pp_agent_logout' });
  });
});
