import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { CasesPage } from '../components/CasesPage';

const item = (n: number) => ({
  id: n,
  caseId: `SPR/2026/${String(n).padStart(6, '0')}`,
  caseTypeName: 'Inne',
  policyNumber: '1100000001',
  status: 'IN_PROGRESS',
  customer: 'Jan Kowalski',
  filesCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('cases page (Moje sprawy)', () => {
  test("lists the agent's cases and pages through them", async () => {
    const pages: string[] = [];
    server.use(
      http.get('/partner/rest/case/list', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(page));
        return HttpResponse.json({ items: [item(page === 0 ? 42 : 2)], total: 21, page, size: 20 });
      }),
    );
    const { user } = renderWithProviders(<CasesPage />, { account: accounts.agent, path: '/cases' });
    expect(screen.getByRole('heading', { level: 1, name: 'Moje sprawy' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Zgłoszone sprawy' });
    expect(within(table).getByRole('row', { name: /SPR\/2026\/000042 W realizacji 20\.11\.2026 Inne 1100000001 Jan Kowalski 1/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('SPR/2026/000002')).toBeInTheDocument();
    expect(pages).toEqual(['0', '1']);
  });

  test('says so when there are no cases', async () => {
    server.use(http.get('/partner/rest/case/list', () => HttpResponse.json({ items: [], total: 0, page: 0, size: 20 })));
    renderWithProviders(<CasesPage />, { account: accounts.agent, path: '/cases' });
    expect(await screen.findByText('Brak zgłoszonych spraw.')).toBeInTheDocument();
  });
});

describe('case details', () => {
  const details = {
    id: 42,
    caseId: 'SPR/2026/000042',
    status: 'IN_PROGRESS',
    createdAt: '2026-11-20T10:00:00.000Z',
    caseTypeName: 'Zmiana danych klienta',
    policyNumber: '1100000001',
    name: 'Jan',
    surname: 'Kowalski',
    pesel: '44051401458',
    messageContent: 'Nowy adres:\nul. Lipowa 1',
    fileNames: ['Wniosek.pdf', 'Akt.pdf'],
  };

  test('a case number opens everything the case holds', async () => {
    server.use(
      http.get('/partner/rest/case/list', () => HttpResponse.json({ items: [item(42)], total: 1, page: 0, size: 20 })),
      http.get('/partner/rest/case/details/42', () => HttpResponse.json(details)),
    );
    const { user } = renderWithProviders(<CasesPage />, { account: accounts.agent, path: '/cases' });
    await user.click(await screen.findByRole('button', { name: 'SPR/2026/000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprawa SPR/2026/000042' });
    const facts = await within(dialog).findByText('Zmiana danych klienta');
    expect(facts).toBeInTheDocument();
    for (const text of ['W realizacji', '20.11.2026, 11:00', '1100000001', 'Jan Kowalski', '44051401458']) {
      expect(within(dialog).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/Nowy adres:\s+ul\. Lipowa 1/)).toBeInTheDocument();
    const files = within(dialog).getByRole('list', { name: 'Załączniki sprawy' });
    expect(within(files).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Wniosek.pdf', 'Akt.pdf']);
  });

  test("says so when the case is not found (another agent's)", async () => {
    server.use(
      http.get('/partner/rest/case/list', () => HttpResponse.json({ items: [item(7)], total: 1, page: 0, size: 20 })),
      http.get('/partner/rest/case/details/7', () =>
        HttpResponse.json({ message: 'Nie znaleziono sprawy o podanym numerze.' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<CasesPage />, { account: accounts.agent, path: '/cases' });
    await user.click(await screen.findByRole('button', { name: 'SPR/2026/000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprawa SPR/2026/000007' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nie znaleziono sprawy o podanym numerze.');
  });
});
