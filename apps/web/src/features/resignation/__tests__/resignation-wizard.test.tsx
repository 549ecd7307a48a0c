import {
  addDays,
  fillMessage,
  formatIsoDateForDisplay as plDate,
  IDEMPOTENCY_KEY_HEADER,
  isoDateInPoland,
  messages,
  type ResignationCheckResponse,
  type ResignationReason,
  type ResignationRegisterRequest,
  type TerminationResultCode,
} from '@panel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ResignationLauncher } from '../components/ResignationLauncher';

const today = isoDateInPoland(new Date());
const plusDays = (days: number) => addDays(today, days);
const END = plusDays(200);

const reason = (code: ResignationReason['terminationCode'], description: string, termination: [string, string]): ResignationReason => ({
  terminationCode: code,
  terminationDescription: description,
  terminationDateFrom: termination[0],
  terminationDateTo: termination[1],
  informDateFrom: plusDays(-100),
  informDateTo: today,
});

const reasons = [
  reason('00', 'Anulowanie polisy (odstąpienie od umowy)', [today, today]),
  reason('01', 'Wypowiedzenie z końcem okresu ubezpieczenia (brak wznowienia)', [END, END]),
  reason('02', 'Wypowiedzenie z powodu podwójnego ubezpieczenia', [today, END]),
  reason('03', 'Wypowiedzenie przez nabywcę pojazdu', [today, END]),
];

interface BackendOptions {
  redirect?: boolean;
  errors?: string[];
  reasonList?: ResignationReason[];
  result?: TerminationResultCode;
  registerStatus?: number;
}

function backendFor({ redirect = false, errors = [], reasonList = reasons, result = '0', registerStatus = 201 }: BackendOptions = {}) {
  const registered: { body: ResignationRegisterRequest; key: string | null }[] = [];
  const check: ResignationCheckResponse = { resignationReasons: { errors, reasons: reasonList }, custNo: 'K00000042', tiaPolicy: true };
  server.use(
    http.post('/partner/rest/resignation/verify', () =>
      HttpResponse.json({ verified: true, redirectPolicy: redirect, redirectLink: redirect ? 'https://formularz.example.pl/?policyNo=1191000009' : null }),
    ),
    http.post('/partner/rest/resignation/check-policy-state', () => HttpResponse.json(check)),
    http.get('/ms-doc/get-resignation-doc-path/:code', ({ params }) =>
      HttpResponse.json({ path: `/doc/${String(params.code)}.pdf`, name: 'Wypowiedzenie umowy OC' }),
    ),
    http.post('/partner/rest/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json({ id: '11111111-1111-4111-8111-111111111111', name: file.name, size: file.size }, { status: 201 });
    }),
    http.post('/partner/rest/resignation/register', async ({ request }) => {
      const body = (await request.json()) as ResignationRegisterRequest;
      registered.push({ body, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      if (registerStatus === 400) {
        const fieldErrors = { terminationDate: 'Data nie może być późniejsza niż 31.12.2026.' };
        return HttpResponse.json({ message: fieldErrors.terminationDate, fieldErrors }, { status: 400 });
      }
      if (registerStatus !== 201) return HttpResponse.json({ message: 'x' }, { status: registerStatus });
      const date = body.terminationDate ?? '';
      const message = {
        '0': fillMessage(messages.RESIGNATION_SUCCESS, { date: date.split('-').reverse().join('.') }),
        '1': messages.RESIGNATION_MANUAL_HANDLING,
        '-1': messages.RESIGNATION_CLOSE_ERROR,
        '2': messages.RESIGNATION_NOT_TIA,
      }[result];
      return HttpResponse.json(
        { terminationResult: { result, message, terminationDate: result === '0' ? date : null, resignationNo: 'WYP/2026/000007' } },
        { status: 201 },
      );
    }),
  );
  return registered;
}

function open(account: Account = accounts.agent, path = '/dashboard?init=resignation') {
  return renderWithProviders(<ResignationLauncher />, { account, path });
}

const wizard = (name: RegExp | string = /Wypowiedzenie/) => screen.findByRole('dialog', { name });

type User = ReturnType<typeof open>['user'];

/** Step 1 up to the reasons: verify the number, type the surname, check the state. */
async function passStepOne(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Numer polisy/), '1191000001');
  await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
  await user.type(await within(dialog).findByLabelText(/Nazwisko/), 'wypowiedzińska');
  await user.click(within(dialog).getByRole('button', { name: 'Sprawdź stan polisy' }));
}

beforeAll(() => import('../components/ResignationDialog'));

// Whole five-step flows: generous on a busy machine.
describe('resignation wizard', { timeout: 20_000 }, () => {
  test('opens for ?init=resignation and ?redirect=resignation; closing removes the parameter', async () => {
    backendFor();
    const { user, unmount } = open();
    const dialog = await wizard('Wypowiedzenie lub anulowanie polisy');
    expect(within(dialog).getByText('Krok 1 z 5: polisa i dane klienta')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    unmount();
    open(accounts.agent, '/documents?redirect=resignation');
    expect(await wizard()).toBeInTheDocument();
  });

  test('from the ownership-change search (?redirect=resignation&policyNo=…&isUks=1): the policy is filled in and the calls say so', async () => {
    backendFor({ reasonList: [reasons[3]!] });
    const sent: { verify?: unknown; check?: unknown } = {};
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/resignation/verify')) sent.verify = await request.clone().json();
      if (request.url.endsWith('/resignation/check-policy-state')) sent.check = await request.clone().json();
    });
    const { user } = open(accounts.agent, '/dashboard?redirect=resignation&policyNo=1192000011&isUks=1');
    const dialog = await wizard();
    expect(within(dialog).getByLabelText(/Numer polisy/)).toHaveValue('1192000011');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
    await user.type(await within(dialog).findByLabelText(/Nazwisko/), 'kowalska');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź stan polisy' }));
    await within(dialog).findByText('Krok 2 z 5: powód i daty');
    expect(sent.verify).toEqual({ policyNumber: '1192000011', isUks: true });
    expect(sent.check).toMatchObject({ policyNumber: '1192000011', isFromUksAss: true });
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Zamknąć kreator?' })).getByRole('button', { name: 'Zamknij i usuń dane' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  test('stays closed for an agent without ROLE_AGENT_RES_ENABLED', async () => {
    open(accounts.basic);
    // The wizard's code is loaded and React has rendered whatever it was going to.
    await act(() => import('../components/ResignationDialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('checks the number, and a policy in migration offers the outside form', async () => {
    backendFor({ redirect: true });
    const { user } = open();
    const dialog = await wizard();
    await user.type(within(dialog).getByLabelText(/Numer polisy/), '11910A');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
    expect(await within(dialog).findByText(messages.PATTERN_VALIDATION_ERROR)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Numer polisy/));
    await user.type(within(dialog).getByLabelText(/Numer polisy/), '1191000009');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
    expect(await within(dialog).findByText(messages.RESIGNATION_IN_MIGRATION)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Przejdź do formularza wypowiedzenia' })).toHaveAttribute(
      'href',
      'https://formularz.example.pl/?policyNo=1191000009',
    );
    expect(within(dialog).queryByLabelText(/Nazwisko/)).not.toBeInTheDocument();
  });

  test('a new policy number resets the verification', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await user.type(within(dialog).getByLabelText(/Numer polisy/), '1191000001');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
    expect(await within(dialog).findByLabelText(/Nazwisko/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Numer polisy/), '2');
    expect(within(dialog).queryByLabelText(/Nazwisko/)).not.toBeInTheDocument();
  });

  test('a company needs NIP or REGON; the client data are checked before the call', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await user.type(within(dialog).getByLabelText(/Numer polisy/), '3191000017');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
    await user.click(await within(dialog).findByLabelText('Ubezpieczającym jest firma'));
    await user.type(within(dialog).getByLabelText(/Nazwa firmy/), 'Firma');
    await user.type(within(dialog).getByLabelText('Kod pocztowy'), '00120');
    expect(within(dialog).getByLabelText('Kod pocztowy')).toHaveValue('00-120');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź stan polisy' }));
    expect(await within(dialog).findAllByText(messages.COMPANY_ID_REQUIRED)).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('REGON'), '123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź stan polisy' }));
    expect(await within(dialog).findByText(messages.REGON_VALIDATION_ERROR)).toBeInTheDocument();
  });

  test('the warnings of the policy check show in a popup; the agent may go on', async () => {
    backendFor({ errors: [messages.RESIGNATION_DIRECT_CHANNEL_WARNING] });
    const { user } = open();
    await passStepOne(user, await wizard());
    const popup = await screen.findByRole('dialog', { name: 'Uwaga' });
    expect(within(popup).getByText(messages.RESIGNATION_DIRECT_CHANNEL_WARNING)).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Krok 2 z 5: powód i daty')).toBeInTheDocument();
  });

  test('a blocking answer shows only its reason and a close button', async () => {
    backendFor({ errors: [messages.RESIGNATION_ALREADY_PENDING], reasonList: [] });
    const { user } = open();
    await passStepOne(user, await wizard());
    const popup = await screen.findByRole('dialog', { name: 'Uwaga' });
    expect(within(popup).getByText(messages.RESIGNATION_ALREADY_PENDING)).toBeInTheDocument();
    expect(within(popup).queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Zamknij' }));
    expect(screen.getByText('Krok 1 z 5: polisa i dane klienta')).toBeInTheDocument();
  });

  test('renewal (01): preset date, all five steps, the signed document, the key, result 0 and the confirmation print', async () => {
    const registered = backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    const termination = within(dialog).getByLabelText(/Data wypowiedzenia/);
    expect(termination).toHaveValue(plDate(END));
    expect(termination).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(await within(dialog).findByText(messages.REQUIRED_VALIDATION_ERROR)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(plusDays(-200)));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(await within(dialog).findByText(/Data nie może być wcześniejsza niż/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Data poinformowania/));
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(await within(dialog).findByText('Krok 3 z 5: potwierdzenie')).toBeInTheDocument();
    expect(within(dialog).getByText(END.split('-').reverse().join('.'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Potwierdzam, dalej' }));
    expect(await within(dialog).findByRole('link', { name: /Pobierz wzór do druku/ })).toHaveAttribute('href', '/doc/01.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    expect(await within(dialog).findByText(messages.RESIGNATION_FILE_REQUIRED)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/Podpisane wypowiedzenie/, { selector: 'input' }), new File(['%PDF-1.7'], 'podpisane.pdf'));
    expect(await within(dialog).findByText('podpisane.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    expect(await within(dialog).findByText('Krok 5 z 5: wynik')).toBeInTheDocument();
    expect(within(dialog).getByText(fillMessage(messages.RESIGNATION_SUCCESS, { date: END.split('-').reverse().join('.') }))).toBeInTheDocument();
    expect(within(dialog).getByText('WYP/2026/000007')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Drukuj potwierdzenie' })).toBeInTheDocument();
    expect(registered).toHaveLength(1);
    expect(registered[0]!.body).toMatchObject({
      policyNo: '1191000001',
      surname: 'Wypowiedzińska',
      terminationCode: '01',
      informDate: today,
      terminationDate: END,
      custNo: 'K00000042',
      uploadedFiles: ['11111111-1111-4111-8111-111111111111'],
    });
    expect(registered[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  test('duplicate insurance (02): the other insurer’s start sets the termination date the day before; a new reason clears it', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '02');
    await user.type(within(dialog).getByLabelText(/Początek ochrony u innego/), plDate(plusDays(10)));
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toHaveValue(plDate(plusDays(9)));
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(await within(dialog).findAllByText(messages.REQUIRED_VALIDATION_ERROR)).toHaveLength(3);
    await user.selectOptions(within(dialog).getByLabelText(/Powód/), '03');
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toHaveValue('');
    expect(within(dialog).queryByLabelText(/Początek ochrony u innego/)).not.toBeInTheDocument();
  });

  test('termination before the notification date is refused with the seed message', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.type(within(dialog).getByLabelText(/Data wypowiedzenia/), plDate(plusDays(-1)));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(await within(dialog).findByText(messages.TERMINATION_BEFORE_INFORM_DATE)).toBeInTheDocument();
  });

  test.each([
    ['1', messages.RESIGNATION_MANUAL_HANDLING],
    ['-1', messages.RESIGNATION_CLOSE_ERROR],
    ['2', messages.RESIGNATION_NOT_TIA],
  ] as const)('cancellation (00) with its labels; result %s shows its message and no confirmation print', async (result, message) => {
    backendFor({ result });
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '00');
    expect(await screen.findByRole('dialog', { name: 'Anulowanie polisy' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Data anulowania/)).toHaveValue(plDate(today));
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam, dalej' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Anuluj polisę' }));
    expect(await within(dialog).findByText(messages.CANCELLATION_FILE_REQUIRED)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText(/Przekreślony wniosek/, { selector: 'input' }), new File(['%PDF-1.7'], 'wniosek.pdf'));
    await within(dialog).findByText('wniosek.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj polisę' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Drukuj potwierdzenie' })).not.toBeInTheDocument();
  });

  test('a failed registration opens the server error dialog and keeps the wizard filled', async () => {
    backendFor({ registerStatus: 500 });
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam, dalej' }));
    await user.upload(await within(dialog).findByLabelText(/Podpisane wypowiedzenie/, { selector: 'input' }), new File(['%PDF-1.7'], 'p.pdf'));
    await within(dialog).findByText('p.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText(messages.RESIGNATION_UNEXPECTED_ERROR)).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Zamknij' }));
    expect(within(dialog).getByText('p.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('Krok 4 z 5: dokumenty')).toBeInTheDocument();
  });

  test("a date the server refuses sends the agent back to step 2 with the server's message at the field", async () => {
    backendFor({ registerStatus: 400 });
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.type(within(dialog).getByLabelText(/Data wypowiedzenia/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam, dalej' }));
    await user.upload(await within(dialog).findByLabelText(/Podpisane wypowiedzenie/, { selector: 'input' }), new File(['%PDF-1.7'], 'p.pdf'));
    await within(dialog).findByText('p.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    expect(await within(dialog).findByText('Krok 2 z 5: powód i daty')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toHaveAccessibleDescription('Data nie może być późniejsza niż 31.12.2026.');
  });

  test('an agent without ROLE_AGENT_CANCEL_ENABLED sees the resignation title only', async () => {
    backendFor();
    open(accounts.dealer);
    expect(await wizard('Wypowiedzenie polisy')).toBeInTheDocument();
  });

  test('the wizard comes back from its draft after a reload, at the same step', async () => {
    backendFor();
    const first = open();
    const dialog = await wizard();
    await passStepOne(first.user, dialog);
    await first.user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
    await first.user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    first.unmount();
    open();
    const again = await wizard();
    expect(within(again).getByText('Krok 2 z 5: powód i daty')).toBeInTheDocument();
    expect(within(again).getByLabelText(/Powód/)).toHaveValue('03');
    expect(within(again).getByLabelText(/Data poinformowania/)).toHaveValue(plDate(today));
  });

  test('a change of the client data after Wstecz asks for the check again; the refusal comes at step 1 (000 §4)', async () => {
    backendFor();
    const surnames: string[] = [];
    server.use(
      http.post('/partner/rest/resignation/check-policy-state', async ({ request }) => {
        const { surname } = (await request.json()) as { surname: string };
        surnames.push(surname);
        const matches = surname === 'Wypowiedzińska';
        const answer: ResignationCheckResponse = {
          resignationReasons: { errors: matches ? [] : [messages.RESIGNATION_PARTY_MISMATCH], reasons: matches ? reasons : [] },
          custNo: matches ? 'K00000042' : '',
          tiaPolicy: true,
        };
        return HttpResponse.json(answer);
      }),
    );
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await within(dialog).findByText('Krok 2 z 5: powód i daty');
    await user.click(within(dialog).getByRole('button', { name: 'Wstecz' }));
    const surname = await within(dialog).findByLabelText(/Nazwisko/);
    await user.clear(surname);
    await user.type(surname, 'Kowalski');
    expect(within(dialog).queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź stan polisy' }));
    const popup = await screen.findByRole('dialog', { name: 'Uwaga' });
    expect(within(popup).getByText(messages.RESIGNATION_PARTY_MISMATCH)).toBeInTheDocument();
    expect(surnames).toEqual(['Wypowiedzińska', 'Kowalski']);
    await user.click(within(popup).getByRole('button', { name: 'Zamknij' }));
    expect(within(dialog).getByText('Krok 1 z 5: polisa i dane klienta')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
  });

  test('PESEL, NIP, REGON and the surname show their rule as soon as they are changed (000 §5)', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await user.type(within(dialog).getByLabelText(/Numer polisy/), '1191000001');
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
    await user.type(await within(dialog).findByLabelText('PESEL'), '12345678901');
    expect(within(dialog).getByLabelText('PESEL')).toHaveAccessibleDescription(messages.PESEL_VALIDATION_ERROR);
    await user.click(within(dialog).getByLabelText(/Nazwisko/));
    await user.paste('N'.repeat(70));
    expect(within(dialog).getByLabelText(/Nazwisko/)).not.toHaveAccessibleDescription(messages.MAX_LENGTH_ERROR);
    await user.type(within(dialog).getByLabelText(/Nazwisko/), 'x');
    expect(within(dialog).getByLabelText(/Nazwisko/)).toHaveAccessibleDescription(messages.MAX_LENGTH_ERROR);
    await user.click(within(dialog).getByLabelText('Ubezpieczającym jest firma'));
    await user.type(within(dialog).getByLabelText('NIP'), '1234567890');
    expect(within(dialog).getByLabelText('NIP')).toHaveAccessibleDescription(messages.NIP_VALIDATION_ERROR);
    await user.type(within(dialog).getByLabelText('REGON'), '123456789');
    expect(within(dialog).getByLabelText('REGON')).toHaveAccessibleDescription(messages.REGON_VALIDATION_ERROR);
  });

  test('the ranges follow the Warsaw day of each check: after midnight today is accepted (GUIDE §11)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T22:50:00Z')); // 23:50 in Warsaw
      backendFor();
      let checks = 0;
      server.use(
        http.post('/partner/rest/resignation/check-policy-state', () => {
          checks += 1;
          const day = isoDateInPoland(new Date());
          const buyer = { ...reason('03', 'Wypowiedzenie przez nabywcę pojazdu', [day, '2027-06-30']), informDateFrom: '2026-06-01', informDateTo: day };
          return HttpResponse.json({ resignationReasons: { errors: [], reasons: [buyer] }, custNo: 'K00000042', tiaPolicy: true });
        }),
      );
      const { user } = open();
      const dialog = await wizard();
      await passStepOne(user, dialog);
      await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
      vi.setSystemTime(new Date('2026-11-24T23:10:00Z')); // 00:10 on 25.11 in Warsaw
      await user.type(within(dialog).getByLabelText(/Data poinformowania/), '25.11.2026');
      await user.type(within(dialog).getByLabelText(/Data wypowiedzenia/), '25.11.2026');
      await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
      expect(await within(dialog).findByText('Krok 3 z 5: potwierdzenie')).toBeInTheDocument();
      expect(within(dialog).getByText('25.11.2026')).toBeInTheDocument();
      expect(checks).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test("the date pickers' bounds follow the Warsaw day while step 2 stays open across midnight (GUIDE §11)", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T22:50:00Z')); // 23:50 in Warsaw
      backendFor();
      let checks = 0;
      server.use(
        http.post('/partner/rest/resignation/check-policy-state', () => {
          checks += 1;
          const day = isoDateInPoland(new Date());
          const buyer = { ...reason('03', 'Wypowiedzenie przez nabywcę pojazdu', [day, '2027-06-30']), informDateFrom: '2026-06-01', informDateTo: day };
          return HttpResponse.json({ resignationReasons: { errors: [], reasons: [buyer] }, custNo: 'K00000042', tiaPolicy: true });
        }),
      );
      const { user } = open();
      const dialog = await wizard();
      await passStepOne(user, dialog);
      await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
      // The calendars of 'Data poinformowania' and 'Data wypowiedzenia', in this order: which days each refuses.
      const refused = async (field: 0 | 1, day: string) => {
        await user.click(within(dialog).getAllByRole('button', { name: 'Wybierz datę z kalendarza' })[field]!);
        const calendar = await screen.findByRole('dialog', { name: 'Kalendarz' });
        const disabled = within(calendar).getByRole('button', { name: new RegExp(`, ${day} 2026$`) }).getAttribute('aria-disabled') === 'true';
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kalendarz' })).not.toBeInTheDocument());
        return disabled;
      };
      expect(await refused(0, '24 listopada')).toBe(false);
      expect(await refused(0, '25 listopada')).toBe(true);
      expect(await refused(1, '23 listopada')).toBe(true);
      expect(await refused(1, '24 listopada')).toBe(false);
      expect(checks).toBe(1);

      await act(async () => vi.advanceTimersByTime(15 * 60_000)); // 00:05 on 25.11 in Warsaw
      await waitFor(() => expect(checks).toBe(2));
      expect(await refused(1, '24 listopada')).toBe(true);
      expect(await refused(1, '25 listopada')).toBe(false);
      expect(await refused(0, '25 listopada')).toBe(false);
      expect(within(dialog).getByLabelText(/Powód/)).toHaveValue('03');
      expect(checks).toBe(2);
      await act(async () => vi.advanceTimersByTime(10 * 60_000));
      expect(checks).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the same day keeps the check: going on asks nothing again', async () => {
    backendFor();
    let checks = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/resignation/check-policy-state')) checks += 1;
    });
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await within(dialog).findByText('Krok 3 z 5: potwierdzenie');
    expect(checks).toBe(1);
  });

  test('a check on a later day that blocks the policy sends the agent back to step 1 with its reason', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    backendFor({ errors: [messages.RESIGNATION_ALREADY_PENDING], reasonList: [] });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() + 86_400_000));
      await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
      expect(await within(dialog).findByText(messages.RESIGNATION_ALREADY_PENDING)).toBeInTheDocument();
      expect(within(dialog).getByText('Krok 1 z 5: polisa i dane klienta')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  test('the X past the check asks before discarding the wizard and its documents', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam, dalej' }));
    await user.upload(await within(dialog).findByLabelText(/Podpisane wypowiedzenie/, { selector: 'input' }), new File(['%PDF-1.7'], 'p.pdf'));
    await within(dialog).findByText('p.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zamknąć kreator?' });
    await user.click(within(confirm).getByRole('button', { name: 'Wróć do kreatora' }));
    expect(screen.queryByRole('dialog', { name: 'Zamknąć kreator?' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('p.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('Krok 4 z 5: dokumenty')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Zamknąć kreator?' })).getByRole('button', { name: 'Zamknij i usuń dane' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(Object.keys(localStorage).filter((key) => key.includes('resignation-wizard'))).toEqual([]);
  });

  test("result '-1' tells the agent what to do next", async () => {
    backendFor({ result: '-1' });
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam, dalej' }));
    await user.upload(await within(dialog).findByLabelText(/Podpisane wypowiedzenie/, { selector: 'input' }), new File(['%PDF-1.7'], 'p.pdf'));
    await within(dialog).findByText('p.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    expect(await within(dialog).findByText(messages.RESIGNATION_CLOSE_ERROR)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.RESIGNATION_CLOSE_ERROR_NEXT_STEP)).toBeInTheDocument();
  });
});
