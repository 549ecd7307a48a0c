import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { policiesBackend } from '../../../testing/policies-backend';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { PoliciesListWidget } from '../components/PoliciesListWidget';

const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replaceAll('\u00a0', ' '));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(cellTexts);

async function renderList() {
  signIn(accounts.agent);
  const view = renderWithProviders(<PoliciesListWidget />, { account: accounts.agent });
  const table = await screen.findByRole('table', { name: 'Polisy zawarte' });
  return { ...view, table };
}

describe('policies list widget', { timeout: 30_000 }, () => {
  let saved: string[] = [];
  beforeEach(() => {
    saved = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  test('shows the concluded list, newest first, with the rows of 000 §3', async () => {
    const { table } = await renderList();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Data polisy', 'Klient', 'Typ', 'Okres (lata)', 'Składka', 'Numer polisy',
    ]);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['28.10.2026', 'Anna Kowalska', 'Komunikacja', '', '500,00 zł', '1100000001']);
    expect(rows[1]).toEqual(['27.10.2026', 'Jan Nowak', 'Dom', '2', '537,50 zł', '2100000002']);
    expect(screen.getByRole('columnheader', { name: /Data polisy/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('1–10 z 24')).toBeInTheDocument();
  });

  test('switches to the renewal and quotation lists; quotations are numbered as offers', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('tab', { name: 'Wznowienia' }));
    const renewals = await screen.findByRole('table', { name: 'Wznowienia' });
    expect(bodyRows(renewals).map((row) => row[5])).toEqual(['1100000009', '2100000010', '3100000011', '4100000012', '1100000025', '2100000026', '3100000027', '4100000028', '1100000041', '2100000042']);
    await user.click(screen.getByRole('tab', { name: 'Oferty' }));
    const quotations = await screen.findByRole('table', { name: 'Oferty' });
    expect(within(quotations).getByRole('columnheader', { name: /Numer oferty/ })).toBeInTheDocument();
    expect(bodyRows(quotations)[0]![5]).toBe('1100000013');
  });

  test('pages forward and back, and changes the page size', async () => {
    const { user, table } = await renderList();
    expect(screen.getByRole('button', { name: 'Poprzednia' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Następna' }));
    await waitFor(() => expect(screen.getByText('11–20 z 24')).toBeInTheDocument());
    expect(bodyRows(screen.getByRole('table', { name: 'Polisy zawarte' }))[0]![5]).toBe('3100000019');
    await user.selectOptions(screen.getByLabelText('Wierszy na stronie'), '50');
    await waitFor(() => expect(screen.getByText('1–24 z 24')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Następna' })).toBeDisabled();
    expect(bodyRows(table)).toHaveLength(24);
  });

  test('sorts by a column header: first click in its natural order, the second reverses it', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: /Składka/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Składka/ })).toHaveAttribute('aria-sort', 'descending'));
    // The previous rows stay, marked busy, until the sorted page arrives.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Polisy zawarte' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('columnheader', { name: /Data polisy/ })).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Polisy zawarte' }))[0]![4]).toBe('1 962,50 zł'));
    await user.click(screen.getByRole('button', { name: /Składka/ }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Polisy zawarte' }))[0]![4]).toBe('500,00 zł'));
    expect(screen.getByRole('columnheader', { name: /Składka/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('filters by type and by text, back to the first page; an empty result says so', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Następna' }));
    await user.selectOptions(screen.getByLabelText('Typ'), 'HP');
    await waitFor(() => expect(screen.getByText('1–6 z 6')).toBeInTheDocument());
    const rows = bodyRows(screen.getByRole('table', { name: 'Polisy zawarte' }));
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Dom']));
    await user.type(screen.getByLabelText('Szukaj na liście'), 'nowak');
    await waitFor(() => expect(screen.getByText('1–2 z 2')).toBeInTheDocument());
    await user.clear(screen.getByLabelText('Szukaj na liście'));
    await user.type(screen.getByLabelText('Szukaj na liście'), 'nikt');
    expect(await screen.findByText(messages.POLICIES_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    for (const name of ['Pobierz CSV', 'Pobierz XLSX']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(messages.POLICIES_EXPORT_EMPTY);
    }
    await user.clear(screen.getByLabelText('Szukaj na liście'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toBeEnabled());
    expect(screen.queryByText(messages.POLICIES_EXPORT_EMPTY)).not.toBeInTheDocument();
  });

  test('the type filter names each line as the rows do, without its code', async () => {
    await renderList();
    const options = within(screen.getByLabelText('Typ')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Wszystkie', 'Komunikacja', 'Dom', 'Firma', 'Flota']);
  });

  test('downloads the list as CSV and XLSX with its filters and order', async () => {
    const { user } = await renderList();
    await user.selectOptions(screen.getByLabelText('Typ'), 'CP');
    await user.click(screen.getByRole('button', { name: /Klient/ }));
    await user.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^polisy-zawarte-\d{4}-\d{2}-\d{2}\.csv$/);
    const [csv] = policiesBackend.exports;
    expect(csv!.pathname).toBe('/partner/rest/policies/export.csv');
    expect(Object.fromEntries(csv!.searchParams)).toEqual({ tableType: 'CONCLUDED', type: 'CP', sort: 'customerName', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Pobierz XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatch(/\.xlsx$/);
    expect(policiesBackend.exports[1]!.pathname).toBe('/partner/rest/policies/export.xlsx');
  });

  test('shows why an export was refused', async () => {
    policiesBackend.exportMaxRows = 20;
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lista ma ponad 20 wierszy. Zawęź filtry, aby ją pobrać.');
    expect(saved).toEqual([]);
  });

  test('opens the details popup from a policy number', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: '2100000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły polisy 2100000002' });
    expect(await within(dialog).findByText('Mieszkanie')).toBeInTheDocument();
  });

  test('shows a failed list call as a message', async () => {
    server.use(http.get('/partner/rest/policies/list', () => HttpResponse.json({ message: messages.SERVER_ERROR }, { status: 500 })));
    signIn(accounts.agent);
    renderWithProviders(<PoliciesListWidget />, { account: accounts.agent });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.COMMUNICATION_ERROR);
  });
});
