import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { messages, type Role } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { HomeChartWidget } from '../components/HomeChartWidget';
import { MotorChartWidget } from '../components/MotorChartWidget';

const seller: Account = { ...accounts.agent, roles: [...accounts.agent.roles, 'ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_HP_ENABLED'] as Role[] };

function cells(table: HTMLElement, rowName: string) {
  const row = within(table).getByRole('row', { name: new RegExp(`^${rowName}`) });
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

describe('motor chart', () => {
  test('gives the OC and AC counts of every month as a table, the text alternative of the drawing', async () => {
    signIn(seller);
    renderWithProviders(<MotorChartWidget />, { account: seller });
    const table = await screen.findByRole('table', { name: 'Zawarte polisy komunikacyjne w ostatnich 12 miesiącach' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Miesiąc', 'OC', 'OC AC']);
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(cells(table, 'gru 2025')).toEqual(['1', '0']);
    expect(cells(table, 'lis 2026')).toEqual(['5', '3']);
  });

  test('draws each month as bars on an axis from 0 with interval 1, named by hovering the month', async () => {
    signIn(seller);
    renderWithProviders(<MotorChartWidget />, { account: seller });
    await screen.findByRole('table');
    // The highest count is 5: the axis reads 0 to 5, and a bar of 3 is three fifths high.
    const month = screen.getByTitle('lis 2026 – OC: 5, OC AC: 3');
    expect([...month.children].map((bar) => (bar as HTMLElement).style.height)).toEqual(['100%', '60%']);
    const axis = month.parentElement!.previousElementSibling!;
    expect([...axis.children].map((tick) => tick.textContent)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  test('the info button opens the explanation and Escape closes it', async () => {
    signIn(seller);
    const { user } = renderWithProviders(<MotorChartWidget />, { account: seller });
    const info = screen.getByRole('button', { name: 'Informacje o wykresie' });
    await user.click(info);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('pakiet OC (kod 001) i OC AC (kod 002)');
    expect(info).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(info).toHaveAttribute('aria-expanded', 'false');
  });

  test('a failed call shows that the chart could not be loaded', async () => {
    server.use(http.get('/partner/rest/cpChartPolicies', () => HttpResponse.json({ message: messages.SERVER_ERROR }, { status: 500 })));
    signIn(seller);
    renderWithProviders(<MotorChartWidget />, { account: seller });
    expect(await screen.findByText(messages.CHART_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('home chart', () => {
  test('gives the home policies of every month as a table', async () => {
    signIn(seller);
    renderWithProviders(<HomeChartWidget />, { account: seller });
    const table = await screen.findByRole('table', { name: 'Zawarte polisy domowe w ostatnich 12 miesiącach' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Miesiąc', 'Dom']);
    expect(cells(table, 'paź 2026')).toEqual(['4']);
    expect(screen.getByRole('button', { name: 'Informacje o wykresie' })).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
