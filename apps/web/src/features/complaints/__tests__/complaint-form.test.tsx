import { IDEMPOTENCY_KEY_HEADER, messages, type ComplaintForm } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ComplaintLauncher } from '../components/ComplaintLauncher';

function backend(answer: () => Response = () => HttpResponse.json({ complaintId: 'REK/2026/000007' }, { status: 201 })) {
  const saved: { body: ComplaintForm; key: string | null }[] = [];
  server.use(
    http.get('/partner/rest/complaint/config', () =>
      HttpResponse.json([
        { code: 'LIK', name: 'Likwidacja szkody', sortNo: 10 },
        { code: 'INN', name: 'Inne', sortNo: 60 },
      ]),
    ),
    http.post('/partner/rest/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json({ id: '22222222-2222-4222-8222-222222222222', name: file.name, size: file.size }, { status: 201 });
    }),
    http.post('/partner/rest/complaint/save', async ({ request }) => {
      saved.push({ body: (await request.json()) as ComplaintForm, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
      return answer();
    }),
  );
  return saved;
}

async function openForm() {
  const view = renderWithProviders(<ComplaintLauncher />, { account: accounts.agent, path: '/dashboard?init=add-complaint' });
  const form = await screen.findByRole('dialog', { name: 'Złóż reklamację' });
  await within(form).findByLabelText(/Rodzaj reklamacji/);
  return { ...view, form };
}

// The dialog loads lazily; loading it once up front keeps the first test from waiting on the import.
beforeAll(() => import('../components/ComplaintDialog'));

describe('complaint form', () => {
  test('type and files are required; nothing is sent', async () => {
    const saved = backend();
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Złóż reklamację' }));
    expect(await within(form).findByText(messages.NO_FILE_ERROR)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Rodzaj reklamacji/)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  test('saves the complaint with its file and thanks with the number', async () => {
    const saved = backend();
    const { user, form } = await openForm();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?init=add-complaint');
    await user.selectOptions(within(form).getByLabelText(/Rodzaj reklamacji/), 'LIK');
    await user.type(within(form).getByLabelText('Opis reklamacji'), 'Szkoda nie wypłacona');
    await user.upload(within(form).getByLabelText('Załączniki', { selector: 'input' }), new File(['%PDF'], 'pismo.pdf'));
    await within(form).findByText('pismo.pdf');
    await user.click(within(form).getByRole('button', { name: 'Złóż reklamację' }));
    const thanks = await screen.findByRole('dialog', { name: 'Dziękujemy za reklamację' });
    expect(thanks).toHaveTextContent('REK/2026/000007');
    expect(saved).toEqual([
      {
        body: {
          complaintType: 'LIK',
          policyNumber: '',
          messageContent: 'Szkoda nie wypłacona',
          uploadedFiles: ['22222222-2222-4222-8222-222222222222'],
        },
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    await user.click(within(thanks).getAllByRole('button', { name: 'Zamknij' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  test("a refused policy number shows the server's message at the field and keeps the form", async () => {
    backend(() =>
      HttpResponse.json({ message: messages.POLICY_NOT_FOUND, fieldErrors: { policyNumber: messages.POLICY_NOT_FOUND } }, { status: 400 }),
    );
    const { user, form } = await openForm();
    await user.selectOptions(within(form).getByLabelText(/Rodzaj reklamacji/), 'INN');
    await user.type(within(form).getByLabelText(/Numer polisy/), '2200000001');
    await user.upload(within(form).getByLabelText('Załączniki', { selector: 'input' }), new File(['%PDF'], 'pismo.pdf'));
    await within(form).findByText('pismo.pdf');
    await user.click(within(form).getByRole('button', { name: 'Złóż reklamację' }));
    expect(await within(form).findByText(messages.POLICY_NOT_FOUND)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Numer polisy/)).toHaveValue('2200000001');
    expect(within(form).getByText('pismo.pdf')).toBeInTheDocument();
  });
});
