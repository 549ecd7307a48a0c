import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { CasesPage } from '../components/CasesPage';

const item = (n: number) => ({
  caseId: `SPR/2026/${String(n).padStart(6, '0')}`,
  caseTypeName: 'Inne',
  policyNumber: '1100000001',
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
    expect(within(table).getByRole('row', { name: /SPR\/2026\/000042 20\.11\.2026 Inne 1100000001 Jan Kowalski 1/ })).toBeInTheDocument();
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
