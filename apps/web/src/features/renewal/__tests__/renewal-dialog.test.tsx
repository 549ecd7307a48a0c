import {
  IDEMPOTENCY_KEY_HEADER,
  messages,
  type RenewalAttachment,
  type RenewalRewrite,
  type RenewalVerify,
  type RenewalVerifyResponse,
} from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { leavePanel } from '../../../lib/leave-panel';
import { RenewalLauncher } from '../components/RenewalLauncher';

vi.mock('../../../lib/leave-panel', () => ({ leavePanel: vi.fn() }));

const rewriter: Account = { ...accounts.agent, roles: [...accounts.agent.roles, 'ROLE_REWRITE_POLICY_AGENCY_CHANNEL'] };
const URL_OF_CALCULATOR = 'https://kalkulatory.ubezpieczyciel.example.pl/komunikacja?tryb=renew&polisa=1293000001';

const standard: RenewalVerifyResponse = {
  canRewrite: true,
  error: null,
  renewalDate: '2026-12-12',
  policyNo: '1293000001',
  regNo: 'WX12931',
  status: 'Propozycja wznowienia',
  modeWithOwcaChange: false,
  offer: { productLine: 'CP', startDate: '2026-12-12', endDate: '2027-12-11', price: 1840.5, paymentFrequency: '1', vehicle: 'Toyota Corolla' },
  owner: null,
};
const ownerChange: RenewalVerifyResponse = {
  ...standard,
  policyNo: '1293000002',
  modeWithOwcaChange: true,
  owner: {
    partyType: 'PERSON',
    name: 'Tomasz Wróblewski',
    pesel: '91092730379',
    regon: null,
    street: 'Górczewska',
    streetNo: '124',
    flatNo: '15',
    postcode: '01-460',
    city: 'Warszawa',
    phone: '604700800',
    email: null,
  },
};

interface Calls {
  verify: RenewalVerify[];
  attach: { body: RenewalAttachment; key: string | null }[];
  rewrite: { body: RenewalRewrite; key: string | null }[];
}

function backendFor({
  verify = () => HttpResponse.json(standard),
  attach = () => HttpResponse.json({ status: 'OK' }),
  rewrite = () => HttpResponse.json({ url: URL_OF_CALCULATOR }),
}: { verify?: () => Response; attach?: () => Response; rewrite?: () => Response } = {}) {
  const calls: Calls = { verify: [], attach: [], rewrite: [] };
  server.use(
    http.post('/partner/rest/renewal/verify', async ({ request }) => {
      calls.verify.push((await request.json()) as RenewalVerify);
      return verify();
    }),
    http.post('/partner/rest/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json({ id: '22222222-2222-4222-8222-222222222222', name: file.name, size: file.size }, { status: 201 });
    }),
    http.post('/partner/rest/renewal/attachment', async ({ request }) => {
      calls.attach.push({ body: (await request.json()) as RenewalAttachment, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return attach();
    }),
    http.post('/partner/rest/renewal', async ({ request }) => {
      calls.rewrite.push({ body: (await request.json()) as RenewalRewrite, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return rewrite();
    }),
  );
  return calls;
}

const open = (account: Account = rewriter) => renderWithProviders(<RenewalLauncher />, { account, path: '/dashboard?init=renewal' });

async function dialog() {
  const found = await screen.findByRole('dialog', { name: 'Przepisanie wznowienia' });
  await within(found).findByLabelText(/Numer polisy/);
  return found;
}

async function fillPerson(user: ReturnType<typeof open>['user'], form: HTMLElement, policyId = '1293000001') {
  await user.type(within(form).getByLabelText(/Numer polisy/), policyId);
  await user.type(within(form).getByLabelText(/^Imię/), 'anna');
  await user.type(within(form).getByLabelText(/^Nazwisko/), 'zawadzka');
  await user.type(within(form).getByLabelText(/^PESEL/), '84031510123');
}

async function attachStatement(user: ReturnType<typeof open>['user'], form: HTMLElement) {
  const input = await within(form).findByLabelText('Podpisane oświadczenie klienta', { selector: 'input' });
  await user.upload(input, new File(['%PDF-1.7'], 'oswiadczenie.pdf', { type: 'application/pdf' }));
  expect(await within(form).findByRole('list', { name: 'Załączone pliki' })).toHaveTextContent('oswiadczenie.pdf');
}

const alertPopup = async () => screen.findByRole('dialog', { name: 'Uwaga' });

beforeAll(() => import('../components/RenewalDialog'));
beforeEach(() => vi.mocked(leavePanel).mockClear());

describe('renewal rewrite', () => {
  test('?init=renewal opens the popup only with a rewrite role', async () => {
    backendFor();
    const hidden = open(accounts.agent);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?init=renewal'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    hidden.unmount();
    open();
    expect(await dialog()).toBeInTheDocument();
  });

  test('keeps the search disabled while the data are invalid and shows the rules at the fields', async () => {
    const calls = backendFor();
    const { user } = open();
    const form = await dialog();
    const search = within(form).getByRole('button', { name: 'Weryfikuj' });
    expect(search).toBeDisabled();
    await user.type(within(form).getByLabelText(/Numer polisy/), '1234');
    await user.tab();
    expect(await within(form).findByText(messages.POLICY_ID_FORMAT_ERROR)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^PESEL/), '123');
    await user.tab();
    expect(await within(form).findByText(messages.PESEL_VALIDATION_ERROR)).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Klient jest firmą'));
    await user.type(within(form).getByLabelText(/^REGON/), '123456786');
    await user.tab();
    expect(await within(form).findByText(messages.REGON_VALIDATION_ERROR)).toBeInTheDocument();
    expect(search).toBeDisabled();
    expect(calls.verify).toEqual([]);
  });

  test('verifies, takes the statement, sends it first and then rewrites, and goes to the renewal URL', async () => {
    const calls = backendFor();
    const { user } = open();
    const form = await dialog();
    await fillPerson(user, form);
    await user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    expect(await within(form).findByText('Krok 2 z 2: oświadczenie klienta i przepisanie')).toBeInTheDocument();
    expect(calls.verify).toEqual([
      { policyId: '1293000001', isCompany: false, pesel: '84031510123', name: 'Anna', surname: 'Zawadzka', companyName: '', companyRegNo: '' },
    ]);
    expect(form).toHaveTextContent('WX12931');
    expect(form).toHaveTextContent(/1\s840,50\szł, jednorazowo/);

    await user.click(within(form).getByRole('button', { name: 'Przepisz polisę' }));
    expect(await within(form).findByText(messages.RENEWAL_STATEMENT_REQUIRED)).toBeInTheDocument();
    expect(calls.attach).toEqual([]);

    await attachStatement(user, form);
    await user.click(within(form).getByRole('button', { name: 'Przepisz polisę' }));
    await waitFor(() => expect(leavePanel).toHaveBeenCalledWith(URL_OF_CALCULATOR));
    expect(calls.attach).toEqual([{ body: { policyId: '1293000001', uploadedFiles: ['22222222-2222-4222-8222-222222222222'] }, key: expect.stringMatching(/-a-/) }]);
    expect(calls.rewrite).toEqual([{ body: { policyId: '1293000001' }, key: expect.stringMatching(/-r-/) }]);
    expect(Object.keys(localStorage).filter((key) => key.includes('renewal'))).toEqual([]);
  });

  test('canRewrite false shows the reason in the error popup', async () => {
    backendFor({ verify: () => HttpResponse.json({ ...standard, canRewrite: false, error: messages.RENEWAL_ALREADY_STARTED, offer: null }) });
    const { user } = open();
    const form = await dialog();
    await fillPerson(user, form);
    await user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    const popup = await alertPopup();
    expect(within(popup).getByRole('alert')).toHaveTextContent(messages.RENEWAL_ALREADY_STARTED);
    await user.click(within(popup).getByRole('button', { name: 'Rozumiem' }));
    expect(within(form).getByLabelText(/Numer polisy/)).toHaveValue('1293000001');
  });

  test.each([
    ['a refusal', () => HttpResponse.json({ message: messages.RENEWAL_NOT_FOUND }, { status: 404 }), messages.RENEWAL_NOT_FOUND],
    ['a server failure', () => HttpResponse.json({ message: messages.SERVER_ERROR }, { status: 500 }), messages.RENEWAL_VERIFY_ERROR],
    ['no connection', () => HttpResponse.error(), messages.RENEWAL_VERIFY_ERROR],
  ])('a failed verification (%s) shows its popup', async (_name, verify, message) => {
    backendFor({ verify });
    const { user } = open();
    const form = await dialog();
    await fillPerson(user, form);
    await user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    expect(within(await alertPopup()).getByRole('alert')).toHaveTextContent(message);
  });

  test('a refusal at a field lands on the field and keeps what was typed', async () => {
    backendFor({
      verify: () =>
        HttpResponse.json({ message: messages.RENEWAL_PESEL_REQUIRED, fieldErrors: { pesel: messages.RENEWAL_PESEL_REQUIRED } }, { status: 400 }),
    });
    const { user } = open();
    const form = await dialog();
    await user.type(within(form).getByLabelText(/Numer polisy/), '1293000001');
    await user.type(within(form).getByLabelText(/^Imię/), 'Anna');
    await user.type(within(form).getByLabelText(/^Nazwisko/), 'Zawadzka');
    await user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    expect(await within(form).findByText(messages.RENEWAL_PESEL_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^PESEL/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Nazwisko/)).toHaveValue('Zawadzka');
    expect(screen.queryByRole('dialog', { name: 'Uwaga' })).not.toBeInTheDocument();
  });

  test('a refused attachment shows the attachment error and does not rewrite', async () => {
    const calls = backendFor({
      attach: () =>
        HttpResponse.json(
          { message: messages.RENEWAL_STATEMENT_NOT_SCAN, fieldErrors: { uploadedFiles: messages.RENEWAL_STATEMENT_NOT_SCAN } },
          { status: 400 },
        ),
    });
    const { user } = open();
    const form = await dialog();
    await fillPerson(user, form);
    await user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    await attachStatement(user, form);
    await user.click(within(form).getByRole('button', { name: 'Przepisz polisę' }));
    const alert = within(await alertPopup()).getByRole('alert');
    expect(alert).toHaveTextContent(messages.RENEWAL_ATTACHMENT_ERROR);
    expect(alert).toHaveTextContent(messages.RENEWAL_STATEMENT_NOT_SCAN);
    expect(calls.rewrite).toEqual([]);
    expect(leavePanel).not.toHaveBeenCalled();
  });

  test('an empty URL shows the data error and stays in the panel', async () => {
    backendFor({ rewrite: () => HttpResponse.json({ url: '' }) });
    const { user } = open();
    const form = await dialog();
    await fillPerson(user, form);
    await user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    await attachStatement(user, form);
    await user.click(within(form).getByRole('button', { name: 'Przepisz polisę' }));
    expect(within(await alertPopup()).getByRole('alert')).toHaveTextContent(messages.RENEWAL_DATA_ERROR);
    expect(leavePanel).not.toHaveBeenCalled();
  });

  test('the owner-change mode confirms the data (with modify), presents the offer and takes the policy over', { timeout: 20_000 }, async () => {
    const calls = backendFor({ verify: () => HttpResponse.json(ownerChange) });
    const { user } = open();
    const form = await dialog();
    await fillPerson(user, form, '1293000002');
    await user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    expect(await within(form).findByText('Zmiana właściciela – krok 1 z 3: potwierdzenie danych')).toBeInTheDocument();
    const table = within(form).getByRole('table', { name: 'Dane nowego właściciela' });
    expect(table).toHaveTextContent('Tomasz Wróblewski');
    expect(table).toHaveTextContent('Górczewska 124/15, 01-460 Warszawa');

    await user.click(within(form).getByRole('button', { name: 'Modyfikuj' }));
    const street = within(form).getByLabelText(/^Ulica/);
    await user.clear(street);
    await user.type(street, 'Wolska');
    const postcode = within(form).getByLabelText(/^Kod pocztowy/);
    await user.clear(postcode);
    await user.type(postcode, '0118');
    await user.click(within(form).getByRole('button', { name: 'Zapisz dane' }));
    expect(await within(form).findByText(messages.POST_CODE_VALIDATION_ERROR)).toBeInTheDocument();
    await user.type(postcode, '7');
    await user.tab();
    expect(postcode).toHaveValue('01-187');
    await user.click(within(form).getByRole('button', { name: 'Zapisz dane' }));
    expect(within(form).getByRole('table', { name: 'Dane nowego właściciela' })).toHaveTextContent('Wolska 124/15, 01-187 Warszawa');

    await user.click(within(form).getByRole('button', { name: 'Potwierdź dane' }));
    expect(await within(form).findByText('Zmiana właściciela – krok 2 z 3: oferta')).toBeInTheDocument();
    expect(form).toHaveTextContent('Komunikacja');
    await user.click(within(form).getByRole('button', { name: 'Klient akceptuje ofertę' }));
    expect(await within(form).findByText('Zmiana właściciela – krok 3 z 3: przejęcie polisy')).toBeInTheDocument();
    await attachStatement(user, form);
    await user.click(within(form).getByRole('button', { name: 'Przejmij polisę' }));
    await waitFor(() => expect(leavePanel).toHaveBeenCalled());
    expect(calls.rewrite[0]!.body).toEqual({
      policyId: '1293000002',
      owner: { street: 'Wolska', streetNo: '124', flatNo: '15', postcode: '01-187', city: 'Warszawa', phone: '604700800', email: '' },
    });
  });

  test('the wizard comes back at its step after a reload, and closing clears it', { timeout: 20_000 }, async () => {
    backendFor({ verify: () => HttpResponse.json(ownerChange) });
    const first = open();
    const form = await dialog();
    await fillPerson(first.user, form, '1293000002');
    await first.user.click(within(form).getByRole('button', { name: 'Weryfikuj' }));
    await first.user.click(await within(form).findByRole('button', { name: 'Potwierdź dane' }));
    await within(form).findByText('Zmiana właściciela – krok 2 z 3: oferta');
    first.unmount();

    const second = open();
    const again = await screen.findByRole('dialog', { name: 'Przepisanie wznowienia' });
    expect(await within(again).findByText('Zmiana właściciela – krok 2 z 3: oferta')).toBeInTheDocument();
    expect(again).toHaveTextContent('1293000002');
    await second.user.click(within(again).getByRole('button', { name: 'Zamknij' }));
    second.unmount();

    open();
    const fresh = await dialog();
    expect(within(fresh).getByLabelText(/Numer polisy/)).toHaveValue('');
  });
});
