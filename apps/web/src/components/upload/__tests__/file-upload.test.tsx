import { MAX_FILE_SIZE, messages, type UploadedFile } from '@panel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { FileUpload } from '../FileUpload';

function Queue({ initial = [] }: { initial?: UploadedFile[] }) {
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  return (
    <FileUpload
      label="Załączniki"
      draftId="draft-12345678"
      files={files}
      onAdd={(file) => setFiles((current) => [...current, file])}
      onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
    />
  );
}

function backend() {
  const uploads: { name: string; draftId: string | null }[] = [];
  const deleted: string[] = [];
  server.use(
    http.post('/partner/rest/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push({ name: file.name, draftId: new URL(request.url).searchParams.get('draftId') });
      if (file.name === 'wirus.pdf') return HttpResponse.json({ message: messages.FILE_CONTENT_MISMATCH }, { status: 400 });
      return HttpResponse.json({ id: `id-${uploads.length}`, name: file.name, size: file.size }, { status: 201 });
    }),
    http.delete('/partner/rest/upload/:id', ({ params }) => {
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { uploads, deleted };
}

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const list = () => screen.findByRole('list', { name: 'Załączone pliki' });

describe('file upload', () => {
  test('uploads chosen files at once into the draft and lists them', async () => {
    const { uploads } = backend();
    const { user } = renderWithProviders(<Queue />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('a.pdf'), pdf('b.png')]);
    await waitFor(async () => expect(within(await list()).getAllByRole('button', { name: /^Usuń/ })).toHaveLength(2));
    expect(uploads).toEqual([
      { name: 'a.pdf', draftId: 'draft-12345678' },
      { name: 'b.png', draftId: 'draft-12345678' },
    ]);
  });

  test('refuses in the browser what breaks the rules, each file with its message, and sends none of them', async () => {
    const { uploads } = backend();
    const { user } = renderWithProviders(<Queue />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [
      pdf('duzy.pdf', MAX_FILE_SIZE + 1),
      pdf(`${'a'.repeat(97)}.pdf`),
    ]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Rozmiar pliku przekracza 10 MB.',
      'Zbyt długa nazwa pliku',
    ]);
    expect(uploads).toEqual([]);
  });

  test('drops a file of a refused extension with its message', async () => {
    const { uploads } = backend();
    renderWithProviders(<Queue />, { account: accounts.agent });
    const zone = screen.getByText('Wybierz pliki').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('program.exe')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Niepoprawne rozszerzenie pliku');
    expect(screen.getByLabelText('Załączniki', { selector: 'input' })).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    expect(uploads).toEqual([]);
  });

  test('announces empty files by name in the live region without queueing them', async () => {
    const { uploads } = backend();
    const { user } = renderWithProviders(<Queue />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('pusty.pdf', 0)]);
    expect(screen.getByRole('status')).toHaveTextContent('Nie można załączać pustych dokumentów: pusty.pdf');
    expect(screen.queryByRole('list', { name: 'Załączone pliki' })).not.toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  test("shows the server's refusal at the file and lets the user remove it", async () => {
    backend();
    const { user } = renderWithProviders(<Queue />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('wirus.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.FILE_CONTENT_MISMATCH);
    await user.click(screen.getByRole('button', { name: 'Usuń wirus.pdf' }));
    expect(screen.queryByText('wirus.pdf')).not.toBeInTheDocument();
  });

  test('removing an uploaded file deletes it on the server', async () => {
    const { deleted } = backend();
    const { user } = renderWithProviders(<Queue initial={[{ id: 'f-1', name: 'skan.pdf', size: 2048 }]} />, { account: accounts.agent });
    expect(within(await list()).getByText('2 kB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usuń skan.pdf' }));
    await waitFor(() => expect(deleted).toEqual(['f-1']));
    expect(screen.queryByText('skan.pdf')).not.toBeInTheDocument();
  });

  test('keeps at most 10 files in the queue', async () => {
    const { uploads } = backend();
    const initial = Array.from({ length: 9 }, (_, i) => ({ id: `f-${i}`, name: `p${i}.pdf`, size: 10 }));
    const { user } = renderWithProviders(<Queue initial={initial} />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('p9.pdf'), pdf('p10.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.FILES_QUEUE_FULL);
    await waitFor(() => expect(uploads.map((u) => u.name)).toEqual(['p9.pdf']));
  });
});
