import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { services } from '../../../testing/services-backend';
import { DiscountsList } from '../components/DiscountsList';

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replaceAll('\u00a0', ' ')));

describe('discounts list', () => {
  test('groups the discounts by type: amount first, then percent, each with its budget left', async () => {
    signIn(accounts.agent);
    renderWithProviders(<DiscountsList />, { account: accounts.agent });
    expect(screen.getByRole('heading', { level: 2, name: 'Twoje rabaty' })).toBeInTheDocument();
    const amount = await screen.findByRole('table', { name: 'Rabaty kwotowe' });
    const percent = screen.getByRole('table', { name: 'Rabaty procentowe' });
    expect(screen.getAllByRole('table')).toEqual([amount, percent]);
    expect(within(amount).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Produkt', 'Wznowienie', 'Pakiet', 'Przydzielone', 'Pozostało z budżetu', 'Ważne do',
    ]);
    expect(rowTexts(amount)).toEqual([
      ['Komunikacja', 'Nie', 'OC', '12', '1 250,50 zł z 5 000,00 zł', '31.03.2027'],
      ['Dom', 'Nie', '–', '4', '4 000,00 zł z 5 000,00 zł', '15.01.2027'],
    ]);
    expect(rowTexts(percent)).toEqual([['Komunikacja', 'Tak', 'OC AC', '7', '90,00 zł z 300,00 zł', '31.12.2026']]);
  });

  test('says so when the agent has no discounts', async () => {
    services.discounts = [];
    signIn(accounts.agent);
    renderWithProviders(<DiscountsList />, { account: accounts.agent });
    expect(await screen.findByText(messages.DISCOUNTS_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
