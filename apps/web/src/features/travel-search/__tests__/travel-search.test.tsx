import { fillMessage, IDEMPOTENCY_KEY_HEADER, messages, type OwnershipSearchResult } from '@panel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { TravelSearchLauncher } from '../components/TravelSearchLauncher';

const NUMBER = '1192000011';
const VIN = 'WVWZZZ1KZ8W100011';
const OWNERSHIP = 'Zmiana właściciela pojazdu';

const row = (extra: Partial<OwnershipSearchResult> = {}): OwnershipSearchResult => ({
  policyNo: NUMBER,
  insuredFirstName: 'Kamil',
  insuredLastName: 'Rutkowski',
  startDate: '2026-05-26',
  endDate: '2027-05-25',
  owner: 'Kamil Rutkowski',
  regNo: 'WU10011',
  vin: VIN,
  status: 'aktywna',
  paymentStatus: 'Opłacona',
  dueAmt: 0,
  installmentPaid: 1,
  paymentFrequency: '1',
  coverChangedDate: '2026-11-10',
  isUks: true,
  ...extra,
});

interface Calls {
  searches: string[];
  redirects: string[];
  copies: { body: unknown; key: string | null }[];
  documents: string[];
}

function backendFor(found: OwnershipSearchResult | null = row()) {
  const calls: Calls = { searches: [], redirects: [], copies: [], documents: [] };
  server.use(
    http.get('/partner/rest/uks/policy/:number/:vin', ({ params }) => {
      calls.searches.push(`${String(params.number)}/${String(params.vin)}`);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: messages.POLICY_SEARCH_NOT_FOUND }, { status: 404 });
    }),
    http.get('/partner/rest/redirectFacade/:call', ({ params, request }) => {
      const url = new URL(request.url);
      calls.redirects.push(`${String(params.call)}${url.search}`);
      const target = {
        uks: `?redirect=uks&number=${NUMBER}&vin=${VIN}&ass=1`,
        completeBuyersData: `?redirect=uks&number=${NUMBER}&vin=${VIN}&party=BUYER&firstName=Kamil&lastName=Rutkowski&ass=1`,
        resignation: `?redirect=resignation&policyNo=${NUMBER}&isUks=1`,
      }[String(params.call)];
      return HttpResponse.json({ url: target });
    }),
    http.post('/partner/rest/uks/copy', async ({ request }) => {
      calls.copies.push({ body: await request.json(), key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return HttpResponse.json({ authCode: 'AB7CD8EF', policyNo: 'OF2026000004' }, { status: 201 });
    }),
    http.get('/partner/rest/document/get-available-docs-hash/:policyId/:place', ({ params }) => {
      calls.documents.push(`${String(params.policyId)}/${String(params.place)}`);
      return HttpResponse.json({ hash: 'set-hash-0123456789abcdef' });
    }),
    http.get('/ms-doc/available-docs/:hash', () =>
      HttpResponse.json([
        {
          id: 'POLICY_SCHEDULE',
          name: 'Polisa',
          description: `Polisa nr ${NUMBER}`,
          filename: `polisa-${NUMBER}.pdf`,
          status: 'AVAILABLE',
          hash: 'doc-hash-0123456789abcdef',
          documentHash: null,
          url: null,
        },
      ]),
    ),
    http.post('/ms-doc', () => HttpResponse.json({ available: false, documentHash: 'gen-hash-0123456789abcdef' })),
    http.get('/ms-doc/availability/:hash', () => HttpResponse.json({ ready: true, failed: false })),
  );
  return calls;
}

const open = (path = '/dashboard?init=uks-ass', account: Account = accounts.agent) => renderWithProviders(<TravelSearchLauncher />, { account, path });

async function search(user: UserEvent, name = OWNERSHIP) {
  const popup = await screen.findByRole('dialog', { name });
  await user.type(within(popup).getByLabelText(/Numer polisy/), NUMBER);
  await user.type(within(popup).getByLabelText(/Numer VIN/), VIN.toLowerCase());
  await user.click(within(popup).getByRole('button', { name: 'Szukaj' }));
  return popup;
}

const facts = (popup: HTMLElement) => within(popup).findByLabelText('Znaleziona polisa');

beforeAll(() => import('../components/TravelSearchDialog'));

describe('ownership-change / travel search', { timeout: 30_000 }, () => {
  test('needs the policy number and VIN before it searches', async () => {
    const calls = backendFor();
    const { user } = open();
    const popup = await screen.findByRole('dialog', { name: OWNERSHIP });
    await user.click(within(popup).getByRole('button', { name: 'Szukaj' }));
    expect(await within(popup).findAllByText(messages.REQUIRED_VALIDATION_ERROR)).toHaveLength(2);
    expect(calls.searches).toEqual([]);
  });

  test('an active policy after a sale: every option, the due amount, and the new offer to copy', async () => {
    const calls = backendFor(row({ paymentStatus: 'Nieopłacona', dueAmt: 412.5 }));
    const { user } = open();
    const popup = await search(user);
    const found = await facts(popup);
    expect(calls.searches).toEqual([`${NUMBER}/${VIN}`]);
    expect(found).toHaveTextContent('Kamil Rutkowski');
    expect(found).toHaveTextContent('Nieopłacona – do zapłaty 412,50 zł');
    expect(found).toHaveTextContent('10.11.2026');
    for (const name of ['Zmień właściciela', 'Uzupełnij dane nabywcy', 'Nowa oferta', 'Wypowiedz umowę']) {
      expect(within(popup).getByRole('button', { name })).toBeEnabled();
      expect(within(popup).getByRole('button', { name })).not.toHaveAccessibleDescription();
    }
    await user.click(within(popup).getByRole('button', { name: 'Nowa oferta' }));
    expect(await within(popup).findByText('OF2026000004')).toBeInTheDocument();
    expect(within(popup).getByText('AB7CD8EF')).toBeInTheDocument();
    expect(popup).toHaveTextContent(messages.OFFER_COPY_HINT);
    expect(calls.copies[0]).toMatchObject({ body: { policyNumber: NUMBER, vin: VIN, purpose: 'OWNERSHIP' }, key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  test('without a sale only the change of ownership; unpaid shows the instalments paid over the frequency', async () => {
    backendFor(row({ isUks: false, coverChangedDate: null, paymentStatus: 'Nieopłacona', dueAmt: 640, installmentPaid: 1, paymentFrequency: '2' }));
    const { user } = open();
    const popup = await search(user);
    expect(await facts(popup)).toHaveTextContent('Nieopłacona – opłacone raty: 1/2');
    expect(within(popup).getByRole('button', { name: 'Zmień właściciela' })).toBeEnabled();
    for (const name of ['Uzupełnij dane nabywcy', 'Nowa oferta', 'Wypowiedz umowę']) {
      expect(within(popup).getByRole('button', { name })).toBeDisabled();
      expect(within(popup).getByRole('button', { name })).toHaveAccessibleDescription(messages.OWNERSHIP_OPTIONS_NOT_SOLD);
    }
    expect(within(popup).getByText(messages.OWNERSHIP_OPTIONS_NOT_SOLD)).toBeVisible();
  });

  test("a policy that is not 'aktywna' allows no change of ownership", async () => {
    backendFor(row({ status: 'wygasła' }));
    const { user } = open();
    const popup = await search(user);
    await facts(popup);
    expect(within(popup).getByRole('button', { name: 'Zmień właściciela' })).toBeDisabled();
    expect(within(popup).getByRole('button', { name: 'Nowa oferta' })).toBeDisabled();
    expect(within(popup).getByRole('button', { name: 'Zmień właściciela' })).toHaveAccessibleDescription(
      fillMessage(messages.OWNERSHIP_OPTIONS_INACTIVE, { status: 'wygasła' }),
    );
  });

  test('a new search the rules refuse shows no result of the previous one', async () => {
    backendFor();
    const { user } = open();
    const popup = await search(user);
    await facts(popup);
    await user.clear(within(popup).getByLabelText(/Numer VIN/));
    await user.click(within(popup).getByRole('button', { name: 'Szukaj' }));
    expect(await within(popup).findByText(messages.REQUIRED_VALIDATION_ERROR)).toBeInTheDocument();
    expect(within(popup).queryByLabelText('Znaleziona polisa')).not.toBeInTheDocument();
    expect(within(popup).queryByRole('button', { name: 'Zmień właściciela' })).not.toBeInTheDocument();
  });

  test('no hit shows the search error', async () => {
    backendFor(null);
    const { user } = open();
    const popup = await search(user);
    expect(await within(popup).findByRole('alert')).toHaveTextContent(messages.POLICY_SEARCH_NOT_FOUND);
  });

  test.each([
    ['Zmień właściciela', 'uks?platesNo=WU10011', `/dashboard?redirect=uks&number=${NUMBER}&vin=${VIN}&ass=1`],
    [
      'Uzupełnij dane nabywcy',
      `completeBuyersData?policyNo=${NUMBER}&firstName=Kamil&lastName=Rutkowski`,
      `/dashboard?redirect=uks&number=${NUMBER}&vin=${VIN}&party=BUYER&firstName=Kamil&lastName=Rutkowski&ass=1`,
    ],
    ['Wypowiedz umowę', `resignation?policyNo=${NUMBER}`, `/dashboard?redirect=resignation&policyNo=${NUMBER}&isUks=1`],
  ])('%s goes where the redirect facade says', async (button, call, target) => {
    const calls = backendFor();
    const { user } = open();
    const popup = await search(user);
    await facts(popup);
    await user.click(within(popup).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(target));
    expect(calls.redirects).toEqual([call]);
  });

  test('print documents lists the policy documents and prepares one (availability polled)', async () => {
    const calls = backendFor();
    const { user } = open();
    const popup = await search(user);
    await facts(popup);
    await user.click(within(popup).getByRole('button', { name: 'Drukuj dokumenty' }));
    const print = await screen.findByRole('dialog', { name: 'Drukuj dokumenty' });
    const list = await within(print).findByRole('list', { name: 'Dokumenty polisy' });
    expect(calls.documents).toEqual([`${NUMBER}/POLICY`]);
    await user.click(within(list).getByRole('button', { name: 'Pobierz: Polisa' }));
    expect(await within(list).findByText('Gotowy')).toBeInTheDocument();
    await user.click(within(print).getByRole('button', { name: 'Wróć do wyszukiwania' }));
    expect(await screen.findByRole('dialog', { name: OWNERSHIP })).toBeInTheDocument();
  });

  test('the travel-assistance search is the same popup: ?init=travel-search, and its new offer is a travel offer', async () => {
    const calls = backendFor();
    const { user } = open('/dashboard?init=travel-search');
    const popup = await search(user, 'Wyszukiwanie polisy assistance w podróży');
    await facts(popup);
    await user.click(within(popup).getByRole('button', { name: 'Nowa oferta' }));
    await within(popup).findByText('OF2026000004');
    expect(calls.copies[0]!.body).toMatchObject({ purpose: 'TRAVEL' });
    await user.click(within(popup).getByRole('radio', { name: 'Zmiana właściciela pojazdu' }));
    expect(await screen.findByRole('dialog', { name: OWNERSHIP })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?init=uks-ass');
  });

  test('after a reload the search and its result come back', async () => {
    const calls = backendFor();
    const first = open();
    await facts(await search(first.user));
    first.unmount();
    open();
    const popup = await screen.findByRole('dialog', { name: OWNERSHIP });
    expect(await facts(popup)).toHaveTextContent(NUMBER);
    expect(within(popup).getByLabelText(/Numer polisy/)).toHaveValue(NUMBER);
    expect(calls.searches).toHaveLength(2);
  });

  test('without ROLE_AGENT_UKS_ENABLED nothing opens', async () => {
    backendFor();
    open('/dashboard?init=uks-ass', accounts.dealer);
    // The popup's code is loaded and React has rendered whatever it was going to.
    await act(() => import('../components/TravelSearchDialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
