import { messages, type DocumentItem } from '@panel/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { DocumentDownload } from '../DocumentDownload';

const schedule: DocumentItem = {
  id: 'POLICY_SCHEDULE',
  name: 'Polisa',
  description: 'Polisa nr 1100000017 z zakresem ubezpieczenia i harmonogramem płatności',
  filename: 'Polisa 1100000017.pdf',
  status: 'AVAILABLE',
  hash: 'h'.repeat(32),
  documentHash: null,
  url: null,
};

/** The document service: each request gets the next generation hash; availability answers from `answers`, in turn. */
function documentService(answers: { ready: boolean; failed: boolean }[], available = false) {
  const calls = { requests: 0, checks: [] as string[] };
  server.use(
    http.post('/ms-doc', async ({ request }) => {
      calls.requests += 1;
      expect(await request.json()).toEqual({ hash: schedule.hash });
      return HttpResponse.json({ available, documentHash: `d${calls.requests}`.padEnd(32, 'x') });
    }),
    http.get('/ms-doc/availability/:documentHash', ({ params }) => {
      calls.checks.push(String(params.documentHash));
      return HttpResponse.json(answers[Math.min(calls.checks.length, answers.length) - 1]);
    }),
  );
  return calls;
}

const pending = { ready: false, failed: false };
const ready = { ready: true, failed: false };
const failed = { ready: false, failed: true };

function renderDocument(document = schedule) {
  const view = renderWithProviders(
    <ul>
      <DocumentDownload document={document} />
    </ul>,
    { account: accounts.agent },
  );
  const row = within(screen.getByRole('listitem'));
  return { ...view, row, button: () => row.getByRole('button', { name: /Polisa$/ }) };
}

const frames = () => [...document.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));
/** Lets the requests in flight answer, then moves the clock by `ms`. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('document download', () => {
  test('goes AVAILABLE → PENDING (polled every second) → READY, downloads in a hidden frame, and again at once', async () => {
    const calls = documentService([pending, pending, ready]);
    const { row, button } = renderDocument();
    expect(row.getByText('Dostępny')).toBeInTheDocument();

    fireEvent.click(button());
    await elapse(0);
    expect(row.getByText('W przygotowaniu')).toBeInTheDocument();
    expect(calls.requests).toBe(1);
    expect(calls.checks).toHaveLength(0);
    await elapse(999);
    expect(calls.checks).toHaveLength(0);
    await elapse(1);
    expect(calls.checks).toHaveLength(1);
    await elapse(2000);
    expect(calls.checks).toEqual(Array(3).fill('d1'.padEnd(32, 'x')));
    expect(row.getByText('Gotowy')).toBeInTheDocument();
    expect(frames()).toEqual([`/ms-doc/pdf/${'d1'.padEnd(32, 'x')}`]);
    const firstFrame = document.querySelector('iframe');
    expect(firstFrame).not.toBeVisible();

    fireEvent.click(button());
    await elapse(5000);
    expect(calls.requests).toBe(1);
    expect(calls.checks).toHaveLength(3);
    expect(frames()).toEqual([`/ms-doc/pdf/${'d1'.padEnd(32, 'x')}`]);
    expect(document.querySelector('iframe')).not.toBe(firstFrame);
    expect(button()).toBeEnabled();
  });

  test('gives up after 30 tries with a message, and a new click asks again', async () => {
    const calls = documentService([pending]);
    const { row, button } = renderDocument();
    fireEvent.click(button());
    await elapse(0);
    for (let second = 1; second <= 30; second += 1) {
      expect(row.getByText('W przygotowaniu')).toBeInTheDocument();
      await elapse(1000);
    }
    expect(calls.checks).toHaveLength(30);
    expect(row.getByRole('alert')).toHaveTextContent(messages.DOCUMENT_NOT_READY);
    expect(row.getByText('Dostępny')).toBeInTheDocument();
    await elapse(10_000);
    expect(calls.checks).toHaveLength(30);
    expect(frames()).toEqual([]);

    fireEvent.click(button());
    await elapse(1000);
    expect(calls.requests).toBe(2);
    expect(calls.checks).toHaveLength(31);
    expect(row.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('shows a failed generation, and "try again" requests a new one', async () => {
    const calls = documentService([failed, ready]);
    const { row, button } = renderDocument();
    fireEvent.click(button());
    await elapse(1000);
    expect(row.getByText('Błąd')).toBeInTheDocument();
    expect(row.getByRole('alert')).toHaveTextContent(messages.DOCUMENT_GENERATION_ERROR);
    expect(button()).toHaveAccessibleName('Spróbuj ponownie: Polisa');

    fireEvent.click(button());
    await elapse(1000);
    expect(calls.requests).toBe(2);
    expect(row.getByText('Gotowy')).toBeInTheDocument();
    expect(frames()).toEqual([`/ms-doc/pdf/${'d2'.padEnd(32, 'x')}`]);
  });

  test('downloads at once what the server already has ready', async () => {
    const calls = documentService([], true);
    const { row, button } = renderDocument();
    fireEvent.click(button());
    await elapse(0);
    expect(row.getByText('Gotowy')).toBeInTheDocument();
    expect(calls.checks).toHaveLength(0);
    expect(frames()).toEqual([`/ms-doc/pdf/${'d1'.padEnd(32, 'x')}`]);
  });

  test('a document listed as READY downloads on the first click, without a request', async () => {
    const calls = documentService([]);
    const documentHash = 'r'.repeat(32);
    const { row, button } = renderDocument({ ...schedule, status: 'READY', documentHash, url: `/ms-doc/pdf/${documentHash}` });
    expect(row.getByText('Gotowy')).toBeInTheDocument();
    expect(frames()).toEqual([]);
    fireEvent.click(button());
    await elapse(0);
    expect(calls.requests).toBe(0);
    expect(frames()).toEqual([`/ms-doc/pdf/${documentHash}`]);
  });
});
