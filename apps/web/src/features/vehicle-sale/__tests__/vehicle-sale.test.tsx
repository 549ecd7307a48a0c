import {
  fillMessage,
  IDEMPOTENCY_KEY_HEADER,
  messages,
  peselFor,
  type VehicleSaleRegister,
  type VehicleSaleRegisterResponse,
  type VehicleSaleVerifyResponse,
} from '@panel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { VehicleSaleLauncher } from '../components/VehicleSaleLauncher';

const NUMBER = '1192000007';
const VIN = 'WVWZZZ1KZ8W100007';
const FILE_ID = '22222222-2222-4222-8222-222222222222';
const TITLE = 'Zgłoszenie sprzedaży pojazdu (UKS)';
const BUYER_PESEL = peselFor('1990-02-03', 11, 'M');
const codeLine = (code: string) => fillMessage(messages.UKS_ERROR_CODE, { codes: code });

const answer = (extra: Partial<VehicleSaleRegisterResponse> = {}): VehicleSaleRegisterResponse => ({
  errorMsg: null,
  errorCodes: [],
  offerNewPolicy: true,
  policyNumber: NUMBER,
  attachmentCaseId: 'UKS/2026/000012',
  isPosPolicy: false,
  ...extra,
});

interface Calls {
  verify: unknown[];
  register: { body: VehicleSaleRegister; key: string | null }[];
  copy: { body: unknown; key: string | null }[];
}

interface BackendOptions {
  pos?: boolean;
  verifyStatus?: number;
  verifyCodes?: Pick<VehicleSaleVerifyResponse, 'errorCodes' | 'errorMsg'>;
  answers?: (VehicleSaleRegisterResponse | Response)[];
}

function backendFor({ pos = false, verifyStatus = 200, verifyCodes = { errorCodes: [], errorMsg: null }, answers = [answer()] }: BackendOptions = {}) {
  const calls: Calls = { verify: [], register: [], copy: [] };
  server.use(
    http.post('/partner/rest/uks/verify', async ({ request }) => {
      calls.verify.push(await request.json());
      if (verifyStatus === 404) return HttpResponse.json({ message: messages.UKS_ERROR_99982 }, { status: 404 });
      return HttpResponse.json({ isPosPolicy: pos, ...verifyCodes } satisfies VehicleSaleVerifyResponse);
    }),
    http.post('/partner/rest/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json({ id: FILE_ID, name: file.name, size: file.size }, { status: 201 });
    }),
    http.delete('/partner/rest/upload/:id', () => new HttpResponse(null, { status: 204 })),
    http.post('/partner/rest/uks/register', async ({ request }) => {
      calls.register.push({ body: (await request.json()) as VehicleSaleRegister, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      const next = answers[Math.min(calls.register.length - 1, answers.length - 1)]!;
      return next instanceof Response ? next : HttpResponse.json(next);
    }),
    http.post('/partner/rest/uks/copy', async ({ request }) => {
      calls.copy.push({ body: await request.json(), key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return HttpResponse.json({ authCode: 'K7M2P9QX', policyNo: 'OF2026000001' }, { status: 201 });
    }),
  );
  return calls;
}

const open = (path = '/dashboard?init=uks', account: Account = accounts.agent) => renderWithProviders(<VehicleSaleLauncher />, { account, path });

async function dialog(name = TITLE) {
  return screen.findByRole('dialog', { name });
}

/** Types a whole value at once (a paste), as the long form would take long key by key. */
async function put(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function verified(user: UserEvent, form: HTMLElement, vin = VIN) {
  await put(user, within(form).getByLabelText(/Numer polisy/), NUMBER);
  await put(user, within(form).getByLabelText(/Numer VIN/), vin);
  await put(user, within(form).getByLabelText(/Data sprzedaży/), '10.01.2026');
  await user.click(within(form).getByRole('button', { name: 'Sprawdź polisę' }));
  await within(form).findByText('Polisa została zweryfikowana. Uzupełnij dane sprzedaży.');
}

async function fillSale(user: UserEvent, form: HTMLElement) {
  await put(user, within(form).getByLabelText('Imię sprzedającego'), 'adam');
  await put(user, within(form).getByLabelText(/Nazwisko sprzedającego/), 'zieliński');
  await put(user, within(form).getByLabelText('Imię nabywcy'), 'Jan');
  await put(user, within(form).getByLabelText('Nazwisko nabywcy'), 'Nabywca');
  await put(user, within(form).getByLabelText('PESEL nabywcy'), BUYER_PESEL);
  await put(user, within(form).getByLabelText(/Miejscowość/), 'Kraków');
  await put(user, within(form).getByLabelText(/Nr domu/), '5');
  await put(user, within(form).getByLabelText(/Kod pocztowy/), '31147');
  await user.tab();
  await user.upload(within(form).getByLabelText('Umowa sprzedaży i dokumenty', { selector: 'input' }), new File(['%PDF-1.7'], 'umowa.pdf', { type: 'application/pdf' }));
  await within(form).findByRole('list', { name: 'Załączone pliki' });
}

beforeAll(() => import('../components/VehicleSaleDialog'));

describe('vehicle sale (UKS)', { timeout: 30_000 }, () => {
  test('?init=uks opens the popup; verify needs number, VIN and selling date and normalizes what is typed', async () => {
    const calls = backendFor();
    const { user } = open();
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Sprawdź polisę' }));
    expect(await within(form).findAllByText(messages.REQUIRED_VALIDATION_ERROR)).toHaveLength(3);
    expect(calls.verify).toEqual([]);
    await user.type(within(form).getByLabelText(/Numer polisy/), 'CP-11a92');
    expect(within(form).getByLabelText(/Numer polisy/)).toHaveValue('1192');
    await user.type(within(form).getByLabelText(/Numer VIN/), 'wvw-zzzo');
    expect(within(form).getByLabelText(/Numer VIN/)).toHaveValue('WVWZZZ0');
  });

  test('a POS policy shows the POS message and the popup closes', async () => {
    backendFor({ pos: true });
    const { user } = open();
    await verifiedPos(user);
    const info = await dialog('Informacja');
    expect(info).toHaveTextContent(messages.POS_POLICY_INFO);
    await user.click(within(info).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  async function verifiedPos(user: UserEvent) {
    const form = await dialog();
    await user.type(within(form).getByLabelText(/Numer polisy/), '1192000001');
    await user.type(within(form).getByLabelText(/Numer VIN/), VIN);
    await user.type(within(form).getByLabelText(/Data sprzedaży/), '10.01.2026');
    await user.click(within(form).getByRole('button', { name: 'Sprawdź polisę' }));
  }

  test('a number that is not found (404) shows the 99982 message in the UWAGA popup', async () => {
    backendFor({ verifyStatus: 404 });
    const { user } = open();
    await verifiedPos(user);
    expect(await dialog('UWAGA')).toHaveTextContent(messages.UKS_ERROR_99982);
    expect(await dialog('UWAGA')).toHaveTextContent(codeLine('99982'));
  });

  test.each([
    ['00331', { errorCodes: ['00331'], errorMsg: null }, messages.UKS_ERROR_00331],
    ['00390', { errorCodes: ['00390'], errorMsg: messages.UKS_NOT_CONCLUDED }, messages.UKS_NOT_CONCLUDED],
  ])('%s is told at verify, with its code, before the parties are typed; the form stays to correct', async (code, verifyCodes, message) => {
    backendFor({ verifyCodes });
    const { user } = open();
    const form = await dialog();
    await put(user, within(form).getByLabelText(/Numer polisy/), NUMBER);
    await put(user, within(form).getByLabelText(/Numer VIN/), VIN);
    await put(user, within(form).getByLabelText(/Data sprzedaży/), '10.01.2026');
    await user.click(within(form).getByRole('button', { name: 'Sprawdź polisę' }));
    const warning = await dialog('UWAGA');
    expect(warning).toHaveTextContent(message);
    expect(warning).toHaveTextContent(codeLine(code));
    await user.click(within(warning).getByRole('button', { name: 'Popraw dane' }));
    const again = await dialog();
    expect(within(again).getByLabelText(/Numer polisy/)).toHaveValue(NUMBER);
    expect(within(again).queryByLabelText(/Nazwisko sprzedającego/)).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Sprawdź polisę' })).toBeInTheDocument();
  });

  test('00354 at verify: the agent learns the sale goes to manual handling and may fill it in', async () => {
    backendFor({ verifyCodes: { errorCodes: ['00354'], errorMsg: null } });
    const { user } = open();
    const form = await dialog();
    await put(user, within(form).getByLabelText(/Numer polisy/), NUMBER);
    await put(user, within(form).getByLabelText(/Numer VIN/), VIN);
    await put(user, within(form).getByLabelText(/Data sprzedaży/), '10.01.2026');
    await user.click(within(form).getByRole('button', { name: 'Sprawdź polisę' }));
    expect(await within(form).findByText(messages.UKS_MANUAL_AHEAD)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' })).toBeInTheDocument();
  });

  test('changing the VIN, the number or the selling date after verify asks to verify again', async () => {
    backendFor();
    const { user } = open();
    const form = await dialog();
    await verified(user, form);
    expect(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Numer VIN/), '{Backspace}');
    expect(within(form).queryByRole('button', { name: 'Zgłoś sprzedaż' })).not.toBeInTheDocument();
    await verified(user, form, VIN);
    await user.clear(within(form).getByLabelText(/Data sprzedaży/));
    expect(within(form).getByRole('button', { name: 'Sprawdź polisę' })).toBeInTheDocument();
  });

  test('a sale as SELLER registers with its key and thanks; the copy shows the quotation and auth code to copy', async () => {
    const calls = backendFor();
    const { user } = open();
    const form = await dialog();
    await verified(user, form);
    await user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    expect(await within(form).findByText(messages.NO_FILE_ERROR)).toBeInTheDocument();
    expect(calls.register).toEqual([]);
    await fillSale(user, form);
    expect(within(form).getByLabelText(/Kod pocztowy/)).toHaveValue('31-147');
    await user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));

    const thanks = await dialog('Dziękujemy za zgłoszenie sprzedaży');
    expect(thanks).toHaveTextContent(messages.UKS_OFFER_QUESTION);
    expect(thanks).toHaveTextContent('Numer zgłoszenia sprzedaży: UKS/2026/000012');
    expect(within(thanks).getByRole('button', { name: 'Kopiuj numer zgłoszenia sprzedaży' })).toBeInTheDocument();
    expect(calls.register[0]!.body).toMatchObject({
      uksContractParty: 'SELLER',
      number: NUMBER,
      vin: VIN,
      sellingDate: '2026-01-10',
      seller: { firstname: 'Adam', name: 'Zieliński' },
      buyer: { firstname: 'Jan', name: 'Nabywca', pesel: BUYER_PESEL },
      postcode: '31-147',
      uploadedFiles: [FILE_ID],
      attachmentCaseId: null,
    });
    expect(calls.register[0]!.key).toMatch(/^[0-9a-f]{32}$/);

    await user.click(within(thanks).getByRole('button', { name: 'Oblicz składkę nowej polisy' }));
    expect(await within(thanks).findByText('OF2026000001')).toBeInTheDocument();
    expect(within(thanks).getByText('K7M2P9QX')).toBeInTheDocument();
    expect(thanks).toHaveTextContent(messages.OFFER_COPY_HINT);
    expect(calls.copy[0]!.body).toEqual({ policyNumber: NUMBER, vin: VIN, purpose: 'SALE' });
    await user.click(within(thanks).getByRole('button', { name: 'Kopiuj kod autoryzacyjny' }));
    expect(await within(thanks).findByRole('button', { name: 'Skopiowano kod autoryzacyjny' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('K7M2P9QX');
  });

  test('as BUYER the buyer PESEL is required', async () => {
    const calls = backendFor();
    const { user } = open();
    const form = await dialog();
    await verified(user, form);
    await user.click(within(form).getByRole('radio', { name: 'Kupujący' }));
    await fillSale(user, form);
    await user.clear(within(form).getByLabelText('PESEL nabywcy'));
    await user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    expect(await within(form).findByLabelText('PESEL nabywcy')).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    await user.type(within(form).getByLabelText('PESEL nabywcy'), BUYER_PESEL);
    await user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    await dialog('Dziękujemy za zgłoszenie sprzedaży');
    expect(calls.register[0]!.body.uksContractParty).toBe('BUYER');
  });

  test('00356 keeps the popup open with the reason; the retry reuses the attachment case until the files change', async () => {
    const detail = 'Data sprzedaży przypada po zakończeniu okresu ubezpieczenia (2026-01-05).';
    const calls = backendFor({ answers: [answer({ errorCodes: ['00356'], errorMsg: detail, offerNewPolicy: false }), answer({ errorCodes: ['00356'], errorMsg: detail, offerNewPolicy: false, attachmentCaseId: 'UKS/2026/000013' }), answer()] });
    const { user } = open();
    const form = await dialog();
    await verified(user, form);
    await fillSale(user, form);
    await user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    const warning = await dialog('UWAGA');
    expect(warning).toHaveTextContent(messages.UKS_ERROR_00356);
    expect(warning).toHaveTextContent(detail);
    await user.click(within(warning).getByRole('button', { name: 'Popraw dane' }));
    const again = await dialog();
    expect(within(again).getByLabelText(/Miejscowość/)).toHaveValue('Kraków');
    await user.click(within(again).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    await user.click(within(await dialog('UWAGA')).getByRole('button', { name: 'Popraw dane' }));
    expect(calls.register[1]!.body.attachmentCaseId).toBe('UKS/2026/000012');
    expect(calls.register[1]!.key).not.toBe(calls.register[0]!.key);

    const form3 = await dialog();
    await user.click(within(form3).getByRole('button', { name: 'Usuń umowa.pdf' }));
    await user.upload(within(form3).getByLabelText('Umowa sprzedaży i dokumenty', { selector: 'input' }), new File(['%PDF-1.7'], 'umowa2.pdf', { type: 'application/pdf' }));
    await within(form3).findByText('umowa2.pdf');
    await user.click(within(form3).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    await dialog('Dziękujemy za zgłoszenie sprzedaży');
    expect(calls.register[2]!.body.attachmentCaseId).toBeNull();
  });

  test.each([
    ['00307', () => answer({ errorCodes: ['00307'], offerNewPolicy: false }), 'UWAGA', messages.UKS_ERROR_00307, codeLine('00307')],
    ['00331', () => answer({ errorCodes: ['00331'], offerNewPolicy: false }), 'UWAGA', messages.UKS_ERROR_00331, codeLine('00331')],
    ['00354', () => answer({ errorCodes: ['00354'], offerNewPolicy: false }), 'UWAGA', messages.UKS_ERROR_00354, codeLine('00354')],
    ['00390 with its message', () => answer({ errorCodes: ['00390'], errorMsg: messages.UKS_NOT_CONCLUDED, offerNewPolicy: false }), 'UWAGA', messages.UKS_NOT_CONCLUDED, codeLine('00390')],
    ['an unknown code without a message', () => answer({ errorCodes: ['77777'], offerNewPolicy: false }), 'UWAGA', messages.UKS_SERVER_ERROR, codeLine('77777')],
    ['no code and no offer', () => answer({ offerNewPolicy: false }), 'Informacja', messages.UKS_MANUAL_HANDLING, null],
    ['99982 (404)', () => HttpResponse.json({ message: messages.UKS_ERROR_99982 }, { status: 404 }), 'UWAGA', messages.UKS_ERROR_99982, codeLine('99982')],
  ])('%s shows its message and its code in the popup and closes it', async (_, reply, title, message, code) => {
    backendFor({ answers: [reply()] });
    const { user } = open();
    const form = await dialog();
    await verified(user, form);
    await fillSale(user, form);
    await user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    const popup = await dialog(title);
    expect(popup).toHaveTextContent(message);
    if (code) expect(popup).toHaveTextContent(code);
    else expect(popup).not.toHaveTextContent(/Kod błędu/);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a refused register puts the server message at its field and keeps the form', async () => {
    backendFor({ answers: [HttpResponse.json({ message: messages.UKS_VIN_MISMATCH, fieldErrors: { vin: messages.UKS_VIN_MISMATCH } }, { status: 400 })] });
    const { user } = open();
    const form = await dialog();
    await verified(user, form);
    await fillSale(user, form);
    await user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    expect(await within(form).findByText(messages.UKS_VIN_MISMATCH)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Miejscowość/)).toHaveValue('Kraków');
  });

  test('the verified form comes back from its draft after a reload', async () => {
    backendFor();
    const first = open();
    const form = await dialog();
    await verified(first.user, form);
    await first.user.type(within(form).getByLabelText(/Miejscowość/), 'Gdańsk');
    first.unmount();
    open();
    const again = await dialog();
    await waitFor(() => expect(within(again).getByLabelText(/Miejscowość/)).toHaveValue('Gdańsk'));
    expect(within(again).getByLabelText(/Numer polisy/)).toHaveValue(NUMBER);
  });

  test('after 00356 the form, its verification and its attachment case survive a reload', async () => {
    const calls = backendFor({ answers: [answer({ errorCodes: ['00356'], offerNewPolicy: false }), answer()] });
    const first = open();
    const form = await dialog();
    await verified(first.user, form);
    await fillSale(first.user, form);
    await first.user.click(within(form).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    await first.user.click(within(await dialog('UWAGA')).getByRole('button', { name: 'Popraw dane' }));
    first.unmount();
    const second = open();
    const again = await dialog();
    await waitFor(() => expect(within(again).getByLabelText(/Miejscowość/)).toHaveValue('Kraków'));
    await second.user.click(within(again).getByRole('button', { name: 'Zgłoś sprzedaż' }));
    await dialog('Dziękujemy za zgłoszenie sprzedaży');
    expect(calls.register[1]!.body).toMatchObject({ attachmentCaseId: 'UKS/2026/000012', uploadedFiles: [FILE_ID] });
  });

  test('?redirect=uks from the redirect facade fills the policy and the buyer, and the address becomes ?init=uks', async () => {
    backendFor();
    open(`/dashboard?redirect=uks&number=${NUMBER}&vin=${VIN}&party=BUYER&firstName=Kamil&lastName=Rutkowski&ass=1`);
    const form = await dialog();
    await waitFor(() => expect(within(form).getByLabelText(/Numer polisy/)).toHaveValue(NUMBER));
    expect(within(form).getByLabelText(/Numer VIN/)).toHaveValue(VIN);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\?init=uks$/));
  });

  test('without ROLE_AGENT_UKS_ENABLED nothing opens', async () => {
    backendFor();
    open('/dashboard?init=uks', accounts.dealer);
    // The popup's code is loaded and React has rendered whatever it was going to.
    await act(() => import('../components/VehicleSaleDialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
