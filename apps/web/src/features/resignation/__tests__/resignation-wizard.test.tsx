import { fillMessage, formatIsoDateForDisplay as plDate, messages, type ResignationCheckResponse } from '@panel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { today, plusDays, END, reasons, backendFor, open, wizard, passStepOne, passToSignedDocument } from './wizard-harness';

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
    await passToSignedDocument(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    const error = await screen.findByRole('dialog', { name: 'Błąd' });
    expect(within(error).getByText(messages.RESIGNATION_UNEXPECTED_ERROR)).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Zamknij' }));
    expect(within(dialog).getByText('p.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('Krok 4 z 5: dokumenty')).toBeInTheDocument();
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

  test('the X past the check asks before discarding the wizard and its documents', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passToSignedDocument(user, dialog);
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
    await passToSignedDocument(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    expect(await within(dialog).findByText(messages.RESIGNATION_CLOSE_ERROR)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.RESIGNATION_CLOSE_ERROR_NEXT_STEP)).toBeInTheDocument();
  });
});
