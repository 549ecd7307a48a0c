/** The resignation wizard on a mocked backend: its answers, opening the wizard, passing step 1 and steps 1 to 4. */
import {
  addDays,
  fillMessage,
  formatIsoDateForDisplay,
  IDEMPOTENCY_KEY_HEADER,
  isoDateInPoland,
  messages,
  type ResignationCheckResponse,
  type ResignationReason,
  type ResignationRegisterRequest,
  type TerminationResultCode,
} from '@panel/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ResignationLauncher } from '../components/ResignationLauncher';

export const today = isoDateInPoland(new Date());
export const plusDays = (days: number) => addDays(today, days);
export const END = plusDays(200);

const reason = (code: ResignationReason['terminationCode'], description: string, termination: [string, string]): ResignationReason => ({
  terminationCode: code,
  terminationDescription: description,
  terminationDateFrom: termination[0],
  terminationDateTo: termination[1],
  informDateFrom: plusDays(-100),
  informDateTo: today,
});

export const reasons = [
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

export function backendFor({ redirect = false, errors = [], reasonList = reasons, result = '0', registerStatus = 201 }: BackendOptions = {}) {
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

/**
 * From now on the policy check offers the buyer's reason ('03') whose dates end on the Warsaw day of each check (the
 * fake clock's); answers how many checks came.
 */
export function buyerReasonEndingToday() {
  const checks = { count: 0 };
  server.use(
    http.post('/partner/rest/resignation/check-policy-state', () => {
      checks.count += 1;
      const day = isoDateInPoland(new Date());
      const buyer = { ...reason('03', 'Wypowiedzenie przez nabywcę pojazdu', [day, '2027-06-30']), informDateFrom: '2026-06-01', informDateTo: day };
      return HttpResponse.json({ resignationReasons: { errors: [], reasons: [buyer] }, custNo: 'K00000042', tiaPolicy: true });
    }),
  );
  return checks;
}

export function open(account: Account = accounts.agent, path = '/dashboard?init=resignation') {
  return renderWithProviders(<ResignationLauncher />, { account, path });
}

export const wizard = (name: RegExp | string = /Wypowiedzenie/) => screen.findByRole('dialog', { name });

export type User = ReturnType<typeof open>['user'];

/** Step 1 up to the reasons: verify the number, type the surname, check the state. */
export async function passStepOne(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Numer polisy/), '1191000001');
  await user.click(within(dialog).getByRole('button', { name: 'Sprawdź polisę' }));
  await user.type(await within(dialog).findByLabelText(/Nazwisko/), 'wypowiedzińska');
  await user.click(within(dialog).getByRole('button', { name: 'Sprawdź stan polisy' }));
}

/** Steps 1 to 4 with the renewal reason ('01') noticed today: the wizard waits at step 4 with the signed document added. */
export async function passToSignedDocument(user: User, dialog: HTMLElement) {
  await passStepOne(user, dialog);
  await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
  await user.type(within(dialog).getByLabelText(/Data poinformowania/), formatIsoDateForDisplay(today));
  await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam, dalej' }));
  await user.upload(await within(dialog).findByLabelText(/Podpisane wypowiedzenie/, { selector: 'input' }), new File(['%PDF-1.7'], 'p.pdf'));
  await within(dialog).findByText('p.pdf');
}
