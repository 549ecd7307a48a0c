import { CSRF_HEADER, IDEMPOTENCY_KEY_HEADER, messages, type CaseForm } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { backend } from '../../../testing/backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { CaseLauncher } from '../components/CaseLauncher';

const types = [
  { subjectCode: 'ZDK', caseSubType: 'ZDK', sortNo: 10, name: 'Zmiana danych klienta' },
  { subjectCode: 'WYP', caseSubType: 'WYP', sortNo: 30, name: 'Wypowiedzenie umowy' },
  { subjectCode: 'INN', caseSubType: 'INN', sortNo: 100, name: 'Inne' },
];

interface Saved {
  body: CaseForm;
  key: string | null;
}

function backendFor(answer: (body: CaseForm) => Response = () => HttpResponse.json({ caseId: 'SPR/2026/000042' }, { status: 201 })) {
  const saved: Saved[] = [];
  server.use(
    http.get('/partner/rest/case/config', () => HttpResponse.json(types)),
    http.post('/partner/rest/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json({ id: '11111111-1111-4111-8111-111111111111', name: file.name, size: file.size }, { status: 201 });
    }),
    http.post('/partner/rest/case/save', async ({ request }) => {
      const body = (await request.json()) as CaseForm;
      saved.push({ body, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return answer(body);
    }),
  );
  return saved;
}

function open(account: Account = accounts.agent, path = '/dashboard?init=add-case') {
  return renderWithProviders(<CaseLauncher />, { account, path });
}

async function dialog() {
  const form = await screen.findByRole('dialog', { name: 'Zgłoś sprawę klienta' });
  await within(form).findByLabelText(/Rodzaj sprawy/);
  return form;
}

// The dialog loads lazily; loading it once up front keeps the first test from waiting on the import.
beforeAll(() => import('../components/CaseDialog'));

describe('case form', () => {
  test('?init=add-case opens the form; closing it takes the parameter off the address', async () => {
    backendFor();
    const { user } = open();
    const form = await dialog();
    await user.click(within(form).getAllByRole('button', { name: 'Zamknij' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zgłoś sprawę klienta' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  test('shows the rules at the fields and sends nothing while the form is invalid', async () => {
    const saved = backendFor();
    const { user } = open();
    const form = await dialog();
    await user.type(within(form).getByLabelText('PESEL klienta'), '12345678901');
    await user.click(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(form).findByText(messages.POLICY_NUMBER_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Rodzaj sprawy/)).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(within(form).getByText(messages.PESEL_VALIDATION_ERROR)).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/Rodzaj sprawy/), 'ZDK');
    await user.type(within(form).getByLabelText(/Numer polisy/), '1100000001');
    await user.clear(within(form).getByLabelText('PESEL klienta'));
    await user.click(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(form).findByText(messages.NO_FILE_ERROR)).toBeInTheDocument();
    expect(within(form).getByLabelText('Załączniki', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  test('uploads an attachment, saves the case with its id and the draft id as key, and thanks with the number', async () => {
    const saved = backendFor();
    const { user } = open();
    const form = await dialog();
    await user.selectOptions(within(form).getByLabelText(/Rodzaj sprawy/), 'ZDK');
    await user.type(within(form).getByLabelText(/Numer polisy/), '1100000001');
    await user.type(within(form).getByLabelText('Imię klienta'), 'jAN');
    await user.tab();
    await user.upload(within(form).getByLabelText('Załączniki', { selector: 'input' }), new File(['%PDF-1.7'], 'wniosek.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByRole('list', { name: 'Załączone pliki' })).toHaveTextContent('wniosek.pdf');
    await user.click(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByRole('dialog', { name: 'Dziękujemy za zgłoszenie' })).toHaveTextContent('SPR/2026/000042');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.body).toMatchObject({
      caseType: types[0],
      policyNumber: '1100000001',
      name: 'Jan',
      uploadedFiles: ['11111111-1111-4111-8111-111111111111'],
    });
    expect(saved[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  test("saves an 'Inne' case without an attachment", async () => {
    const saved = backendFor();
    const { user } = open();
    const form = await dialog();
    await user.selectOptions(within(form).getByLabelText(/Rodzaj sprawy/), 'INN');
    await user.type(within(form).getByLabelText(/Numer polisy/), '1100000001');
    await user.click(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByRole('dialog', { name: 'Dziękujemy za zgłoszenie' })).toBeInTheDocument();
    expect(saved[0]!.body.uploadedFiles).toEqual([]);
    await waitFor(() => expect(backend.businessRecords).toEqual([{ process: 'case', record: expect.objectContaining({ success: true }) }]));
  });

  test("a refused save puts the server's message at the field and keeps what was typed", async () => {
    backendFor(() =>
      HttpResponse.json(
        { message: messages.POLICY_NOT_FOUND, fieldErrors: { policyNumber: messages.POLICY_NOT_FOUND } },
        { status: 400 },
      ),
    );
    const { user } = open();
    const form = await dialog();
    await user.selectOptions(within(form).getByLabelText(/Rodzaj sprawy/), 'INN');
    await user.type(within(form).getByLabelText(/Numer polisy/), '9999999999');
    await user.type(within(form).getByLabelText('Treść zgłoszenia'), 'Pilne');
    await user.click(within(form).getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await within(form).findByText(messages.POLICY_NOT_FOUND)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Numer polisy/)).toHaveValue('9999999999');
    expect(within(form).getByLabelText('Treść zgłoszenia')).toHaveValue('Pilne');
    await waitFor(() => expect(backend.businessRecords).toEqual([{ process: 'case', record: expect.objectContaining({ success: false }) }]));
  });

  test('the form comes back from its draft after a reload', async () => {
    backendFor();
    const first = open();
    const form = await dialog();
    await first.user.type(within(form).getByLabelText(/Numer polisy/), '1100000007');
    await first.user.type(within(form).getByLabelText('Treść zgłoszenia'), 'Zmiana adresu');
    first.unmount();
    open();
    const again = await dialog();
    await waitFor(() => expect(within(again).getByLabelText(/Numer polisy/)).toHaveValue('1100000007'));
    expect(within(again).getByLabelText('Treść zgłoszenia')).toHaveValue('Zmiana adresu');
  });

  test('with CASETYPE_WYP_REDIRECTION on, a WYP type closes the form and goes to ?init=resignation', async () => {
    backendFor();
    const account = { ...accounts.basic, features: { ...accounts.basic.features, CASETYPE_WYP_REDIRECTION: true } };
    const { user } = open(account);
    const form = await dialog();
    await user.selectOptions(within(form).getByLabelText(/Rodzaj sprawy/), 'WYP');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?init=resignation'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('with the flag off, WYP is an ordinary case type that needs an attachment', async () => {
    backendFor();
    const { user } = open(accounts.basic);
    const form = await dialog();
    await user.selectOptions(within(form).getByLabelText(/Rodzaj sprawy/), 'WYP');
    expect(within(form).getByLabelText(/Rodzaj sprawy/)).toHaveValue('WYP');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?init=add-case');
  });

  test('?init=list-case goes to the cases list', async () => {
    renderWithProviders(<CaseLauncher />, { account: accounts.agent, path: '/dashboard?init=list-case' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cases$/));
  });

  test('sends the CSRF header with the upload', async () => {
    backendFor();
    let csrf: string | null = 'none';
    server.use(
      http.post('/partner/rest/upload', ({ request }) => {
        csrf = request.headers.get(CSRF_HEADER);
        return HttpResponse.json({ message: messages.FILE_CONTENT_MISMATCH }, { status: 400 });
      }),
    );
    document.cookie = 'XSRF-TOKEN=abc; Path=/';
    const { user } = open();
    const form = await dialog();
    await user.upload(within(form).getByLabelText('Załączniki', { selector: 'input' }), new File(['MZ'], 'faktura.pdf'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.FILE_CONTENT_MISMATCH);
    expect(csrf).toBe('abc');
  });
});
