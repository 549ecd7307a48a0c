import { MAX_FILE_SIZE, messages, renewalStatementExtensions, type FileExtension, type UploadedFile } from '@panel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { FileUpload } from '../FileUpload';
import { useUploadQueue } from '../upload-queue';

interface QueueProps {
  initial?: UploadedFile[];
  extensions?: readonly FileExtension[];
  /** Receives the files a submit went on with. */
  onSubmit?: (files: UploadedFile[]) => void;
}

/** A form around the queue, as the case, complaint, sale, renewal and resignation forms use it. */
function Queue({ initial = [], extensions, onSubmit = () => undefined }: QueueProps) {
  const [files, setFiles] = useState<UploadedFile[]>(initial);
  const uploads = useUploadQueue();
  // The latest files, as a form library reads its values at submit (after the wait).
  const latest = { files };
  return (
    <form onSubmit={(event) => void uploads.whenSettled(() => onSubmit(latest.files))(event)}>
      <FileUpload
        label="Załączniki"
        draftId="draft-12345678"
        files={files}
        queue={uploads}
        extensions={extensions}
        onAdd={(file) => setFiles((current) => (latest.files = [...current, file]))}
        onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
      />
      <button type="submit">Wyślij</button>
    </form>
  );
}

/** A promise the test resolves: holds an upload's answer until the test has looked. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function backend({ hold }: { hold?: Promise<void> } = {}) {
  const uploads: { name: string; draftId: string | null; id: string | null }[] = [];
  const deleted: string[] = [];
  server.use(
    http.post('/partner/rest/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      const query = new URL(request.url).searchParams;
      uploads.push({ name: file.name, draftId: query.get('draftId'), id: query.get('id') });
      await hold;
      if (file.name === 'wirus.pdf') return HttpResponse.json({ message: messages.FILE_CONTENT_MISMATCH }, { status: 400 });
      if (file.name === 'pelny.pdf') return HttpResponse.json({ message: messages.FILES_TOTAL_TOO_LARGE }, { status: 413 });
      return HttpResponse.json({ id: query.get('id'), name: file.name, size: file.size }, { status: 201 });
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
    const uuid = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uploads).toEqual([
      { name: 'a.pdf', draftId: 'draft-12345678', id: uuid },
      { name: 'b.png', draftId: 'draft-12345678', id: uuid },
    ]);
    expect(uploads[0]!.id).not.toBe(uploads[1]!.id);
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
    expect(screen.getByText('Nie można załączać pustych dokumentów: pusty.pdf')).toHaveAttribute('role', 'status');
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

  test('a submit during an upload waits for it, says so, and then goes on with the file', async () => {
    const upload = gate();
    backend({ hold: upload.opened });
    const submitted: UploadedFile[][] = [];
    const { user } = renderWithProviders(<Queue onSubmit={(files) => submitted.push(files)} />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('skan.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText(messages.UPLOADS_RUNNING)).toBeInTheDocument();
    expect(screen.queryByText(messages.NO_FILE_ERROR)).not.toBeInTheDocument();
    expect(submitted).toEqual([]);
    upload.open();
    await waitFor(() => expect(submitted).toEqual([[expect.objectContaining({ name: 'skan.pdf' })]]));
    expect(screen.queryByText(messages.UPLOADS_RUNNING)).not.toBeInTheDocument();
  });

  test('removing a file still uploading aborts it and tells the server to forget that very file', async () => {
    const upload = gate();
    const { uploads, deleted } = backend({ hold: upload.opened });
    const { user } = renderWithProviders(<Queue />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('skan9mb.pdf')]);
    expect(await screen.findByRole('progressbar', { name: 'Wysyłanie skan9mb.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Usuń skan9mb.pdf' }));
    await waitFor(() => expect(deleted).toEqual([uploads[0]!.id]));
    upload.open();
    // The answer of a later upload arrives after the aborted one would have: the removed file never comes back.
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('inny.pdf')]);
    await waitFor(async () => expect(within(await list()).getByText('inny.pdf')).toBeInTheDocument());
    expect(screen.queryByText('skan9mb.pdf')).not.toBeInTheDocument();
  });

  test('an upload the server refuses at once (413) ends with its message at the file', async () => {
    backend();
    const { user } = renderWithProviders(<Queue />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('pelny.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.FILES_TOTAL_TOO_LARGE);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('a submit with a refused file still listed does not go on and asks to remove it', async () => {
    backend();
    const submitted: UploadedFile[][] = [];
    const { user } = renderWithProviders(<Queue onSubmit={(files) => submitted.push(files)} />, { account: accounts.agent });
    await user.upload(screen.getByLabelText('Załączniki', { selector: 'input' }), [pdf('a.pdf'), pdf('wirus.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.FILE_CONTENT_MISMATCH);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText(messages.UPLOADS_REFUSED_LISTED)).toBeInTheDocument();
    expect(submitted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Usuń wirus.pdf' }));
    expect(screen.queryByText(messages.UPLOADS_REFUSED_LISTED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(submitted).toEqual([[expect.objectContaining({ name: 'a.pdf' })]]));
  });

  test("a place's own list of types is the one shown, offered by the picker and checked", async () => {
    const { uploads } = backend();
    renderWithProviders(<Queue extensions={renewalStatementExtensions} />, { account: accounts.agent });
    expect(screen.getByText(/PDF, JPG, PNG lub TIFF;/)).toBeInTheDocument();
    const input = screen.getByLabelText('Załączniki', { selector: 'input' });
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.tif,.tiff');
    const zone = screen.getByText('Wybierz pliki').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('oswiadczenie.txt')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.FILE_EXTENSION_INVALID);
    expect(uploads).toEqual([]);
  });
});
