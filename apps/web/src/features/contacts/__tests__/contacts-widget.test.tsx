import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { signIn } from '../../../testing/backend';
import { dashboard } from '../../../testing/dashboard-backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ContactsWidget } from '../components/ContactsWidget';

describe('your contacts widget', () => {
  test('shows the regional manager and the helplines with phone and e-mail links', async () => {
    signIn(accounts.agent);
    renderWithProviders(<ContactsWidget />, { account: accounts.agent });
    expect(await screen.findByText('Katarzyna Wiśniewska')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'tel. 605 100 200' })).toHaveAttribute('href', 'tel:+48605100200');
    expect(screen.getByRole('link', { name: 'k.wisniewska@example.pl' })).toHaveAttribute('href', 'mailto:k.wisniewska@example.pl');
    expect(screen.getByText('Obsługa szkód')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'tel. 22 123 45 00' })).toHaveAttribute('href', 'tel:+48221234500');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  test('without a regional manager only the helplines show', async () => {
    signIn(accounts.dealer);
    dashboard.contacts = { regionalManager: null, helplines: [{ label: 'Infolinia dla dealerów', phone: '22 555 66 77', email: null }] };
    renderWithProviders(<ContactsWidget />, { account: accounts.dealer });
    expect(await screen.findByText('Infolinia dla dealerów')).toBeInTheDocument();
    expect(screen.queryByText('Dyrektor regionalny')).not.toBeInTheDocument();
  });

  test('a failed call says so in the widget', async () => {
    signIn(accounts.agent);
    server.use(http.get('/partner/rest/contacts', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderWithProviders(<ContactsWidget />, { account: accounts.agent });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać kontaktów.');
  });
});
