import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { messages } from '@panel/domain';
import { request } from '../../../lib/http';
import { signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { HeaderPolicySearch } from '../components/HeaderPolicySearch';

function renderSearch() {
  signIn(accounts.agent);
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('quick-search')) asked.push(new URL(request.url).searchParams.get('q')!);
  });
  const view = renderWithProviders(<HeaderPolicySearch />, { account: accounts.agent });
  return { ...view, asked, box: screen.getByRole('combobox', { name: 'Szukaj polisy' }) };
}

const optionNames = async () =>
  (await screen.findAllByRole('option')).map((option) => option.textContent.replaceAll('\u00a0', ' '));

describe('header policy search', { timeout: 20_000 }, () => {
  test('is a combobox in a search landmark; one character asks nothing and says two are needed', async () => {
    const { box, asked } = renderSearch();
    expect(screen.getByRole('search', { name: 'Wyszukiwanie polis' })).toContainElement(box);
    // The typing pause passes on a clock the test moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'W' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(messages.QUICK_SEARCH_MIN_LENGTH)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Znalezione polisy' }).id);
    // A search started after the pause would reach the server before this call is answered.
    const probe = request('/partner/rest/user/roles');
    await act(() => vi.advanceTimersByTimeAsync(0));
    await probe;
    expect(asked).toEqual([]);
  });

  test('finds by plate as the user types, asking once typing pauses', async () => {
    const { user, box, asked } = renderSearch();
    await user.type(box, 'wa 10000');
    expect(await optionNames()).toEqual(['1100000001 · Anna KowalskaKomunikacja · Polisy zawarte · Nr rejestracyjny: WA10000']);
    expect(asked.at(-1)).toBe('wa 10000');
    expect(asked.length).toBeLessThan(8);
  });

  test('Enter opens the details of the first hit', async () => {
    const { user, box } = renderSearch();
    await user.type(box, '80010101000');
    await optionNames();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły polisy 1100000001' });
    expect(await within(dialog).findByText('TMBJJ7NE5L0123456')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test("'Zmień polisę' in the details leaves the list closed: the focus coming back does not open it over the header", async () => {
    const { user, box } = renderSearch();
    await user.type(box, '80010101000');
    await optionNames();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły polisy 1100000001' });
    await user.click(await within(dialog).findByRole('link', { name: 'Zmień polisę' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cpmta/1100000001'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The browser gives the focus back to the input the popup was opened from.
    act(() => box.focus());
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  test('arrows choose a hit, Enter opens it; a click opens another', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'Transport');
    expect(await optionNames()).toHaveLength(10);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Szczegóły polisy 4100000004' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(box);
    await user.click((await screen.findAllByRole('option'))[0]!);
    expect(await screen.findByRole('dialog', { name: 'Szczegóły polisy 3100000003' })).toBeInTheDocument();
  });

  test('Escape closes the list and keeps what was typed; ArrowUp wraps to the last hit', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'Transport');
    expect(await optionNames()).toHaveLength(10);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Transport');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option').at(-1)!.id);
  });

  test('says so when nothing is found', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'Nikt Taki');
    expect(await screen.findByText(messages.QUICK_SEARCH_NO_HITS)).toBeInTheDocument();
  });

  test('shows at most the hits the server gives, identifiers labelled', async () => {
    server.use(
      http.get('/partner/rest/policies/quick-search', () =>
        HttpResponse.json({
          hits: [{ policyNo: '3100000003', tableType: 'RENEWAL', type: 'SM', customerName: 'Firma Łęcki', matchedBy: 'nip', matchedValue: '5260250274' }],
        }),
      ),
    );
    const { user, box } = renderSearch();
    await user.type(box, '526-025-02-74');
    expect(await optionNames()).toEqual(['3100000003 · Firma ŁęckiFirma · Wznowienia · NIP: 5260250274']);
  });
});
