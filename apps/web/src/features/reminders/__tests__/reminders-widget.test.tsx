import { IDEMPOTENCY_KEY_HEADER, messages, type Reminder } from '@panel/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster/Toaster';
import { subscribeHttpFailures } from '../../../lib/error-events';
import { backend, signIn } from '../../../testing/backend';
import { dashboard } from '../../../testing/dashboard-backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { useOverdueRemindersToaster } from '../components/useOverdueRemindersToaster';
import { RemindersWidget } from '../components/RemindersWidget';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function seed(...reminders: [offsetMs: number, message: string][]) {
  dashboard.reminders = reminders.map(([offset, message], i): Reminder => ({ id: i + 1, message, reminderDate: at(offset) }));
  dashboard.nextId = reminders.length + 1;
}

const openReminders = vi.fn();

function OverdueRemindersToaster({ onOpen }: { onOpen: () => void }) {
  useOverdueRemindersToaster(onOpen);
  return null;
}

/** The widget as the dashboard shows it: with the overdue toaster beside it. */
function renderReminders() {
  signIn(accounts.agent);
  return renderWithProviders(
    <>
      <Toaster />
      <OverdueRemindersToaster onOpen={openReminders} />
      <RemindersWidget />
    </>,
    { account: accounts.agent },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  openReminders.mockReset();
});

describe('reminders widget', () => {
  test('shows the empty-list message', async () => {
    renderReminders();
    expect(await screen.findByText('Brak przypomnień.')).toBeInTheDocument();
  });

  test('lists reminders with the text cut at 25 characters and marks the overdue ones', async () => {
    seed([-HOUR, 'Zadzwonić do klienta w sprawie wznowienia'], [2 * HOUR, 'Krótka']);
    renderReminders();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Zadzwonić do klienta w sp…');
    expect(items[0]).not.toHaveTextContent('wznowienia');
    expect(within(items[0]!).getByText('zaległe')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('zaległe')).not.toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /^\+1H/ })).not.toBeInTheDocument();
  });

  test('the overdue toaster counts with the Polish plural, leads to the box when clicked and +1H clears it', async () => {
    seed([-2 * HOUR, 'Pierwsze zaległe'], [-60_000, 'Drugie zaległe'], [HOUR, 'Później']);
    const { user } = renderReminders();
    const toaster = await screen.findByRole('button', { name: 'Masz 2 zaległe przypomnienia' });
    await user.click(toaster);
    expect(openReminders).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: '+1H – przesuń o godzinę od teraz: Pierwsze zaległe' }));
    expect(await screen.findByRole('button', { name: 'Masz 1 zaległe przypomnienie' })).toBeInTheDocument();
    const moved = new Date(dashboard.reminders.find((r) => r.id === 1)!.reminderDate).getTime();
    expect(Math.abs(moved - (Date.now() + HOUR))).toBeLessThan(60_000);

    await user.click(screen.getByRole('button', { name: '+1H – przesuń o godzinę od teraz: Drugie zaległe' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Masz/ })).not.toBeInTheDocument());
    expect(screen.queryByText('zaległe')).not.toBeInTheDocument();
  });

  test('a closed overdue toaster stays closed until another reminder falls due', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'], now: new Date(2026, 4, 10, 12, 0, 0) });
    seed([-HOUR, 'Już zaległe'], [10_000, 'Za dziesięć sekund']);
    renderReminders();
    expect(await screen.findByRole('button', { name: 'Masz 1 zaległe przypomnienie' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('button', { name: /^Masz/ })).not.toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(30_000));
    expect(await screen.findByRole('button', { name: 'Masz 2 zaległe przypomnienia' })).toBeInTheDocument();
  });

  test('a reminder falling due is found by the check every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'], now: new Date(2026, 4, 10, 12, 0, 0) });
    seed([10_000, 'Za dziesięć sekund']);
    renderReminders();
    expect(await screen.findByText('Za dziesięć sekund')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Masz/ })).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(await screen.findByRole('button', { name: 'Masz 1 zaległe przypomnienie' })).toBeInTheDocument();
  });

  test('adds a reminder through the popup, with its three messages and an idempotency key', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
    });
    const { user } = renderReminders();
    await user.click(await screen.findByRole('button', { name: 'Dodaj przypomnienie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe przypomnienie' });
    const message = within(dialog).getByRole('textbox', { name: 'Treść przypomnienia' });

    await user.type(message, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Wpisz przynajmniej trzy znaki.')).toBeInTheDocument();
    await user.type(message, '<i>');
    expect(await within(dialog).findByText('Niebezpieczny tekst.')).toBeInTheDocument();
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(141));
    expect(await within(dialog).findByText('Za długie przypomnienie.')).toBeInTheDocument();

    const day = within(dialog).getByLabelText(/Dzień/);
    const time = within(dialog).getByLabelText(/Godzina/);
    await user.clear(day);
    await user.type(day, '02.03.2031');
    await user.clear(time);
    // Written 24-hour whatever the browser's language: the colon comes by itself, a one-digit hour gets its zero.
    await user.type(time, '0815');
    expect(time).toHaveValue('08:15');
    await user.clear(time);
    await user.type(time, '8:15');
    expect(time).toHaveValue('08:15');
    await user.clear(message);
    await user.type(message, 'Spotkanie z klientem');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Spotkanie z klientem')).toBeInTheDocument();
    expect(screen.getByText('02.03.2031 08:15')).toBeInTheDocument();
    expect(dashboard.reminders).toEqual([{ id: 1, message: 'Spotkanie z klientem', reminderDate: '2031-03-02T07:15:00.000Z' }]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  test('edits a reminder in the popup, filled with its day, time and text', async () => {
    dashboard.reminders = [{ id: 7, message: 'Wysłać ofertę', reminderDate: '2031-01-05T08:30:00.000Z' }];
    const { user } = renderReminders();
    await user.click(await screen.findByRole('button', { name: 'Edytuj przypomnienie: Wysłać ofertę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj przypomnienie' });
    expect(within(dialog).getByLabelText(/Dzień/)).toHaveValue('05.01.2031');
    expect(within(dialog).getByLabelText(/Godzina/)).toHaveValue('09:30');
    const message = within(dialog).getByRole('textbox', { name: 'Treść przypomnienia' });
    await user.clear(message);
    await user.type(message, 'Wysłać poprawioną ofertę');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wysłać poprawioną ofertę')).toBeInTheDocument();
    expect(dashboard.reminders[0]).toMatchObject({ id: 7, message: 'Wysłać poprawioną ofertę' });
  });

  test('shows a refusal of the server in the popup and keeps what was typed', async () => {
    server.use(
      http.post('/partner/rest/reminders', () =>
        Response.json({ message: 'Możesz mieć najwyżej 100 przypomnień. Usuń te, których już nie potrzebujesz.' }, { status: 409 }),
      ),
    );
    const { user } = renderReminders();
    await user.click(await screen.findByRole('button', { name: 'Dodaj przypomnienie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe przypomnienie' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Treść przypomnienia' }), 'Sto pierwsze');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Możesz mieć najwyżej 100 przypomnień.');
    expect(within(dialog).getByRole('textbox', { name: 'Treść przypomnienia' })).toHaveValue('Sto pierwsze');
  });

  test('deletes a reminder', async () => {
    seed([HOUR, 'Do usunięcia'], [2 * HOUR, 'Zostaje']);
    const { user } = renderReminders();
    await user.click(await screen.findByRole('button', { name: 'Usuń przypomnienie: Do usunięcia' }));
    await waitFor(() => expect(screen.queryByText('Do usunięcia')).not.toBeInTheDocument());
    expect(dashboard.reminders.map((r) => r.message)).toEqual(['Zostaje']);
  });

  test.each([
    [429, messages.TOO_MANY_REQUESTS, `fail: ${messages.TOO_MANY_REQUESTS}`],
    [500, messages.SERVER_ERROR, expect.stringMatching(/^fail: \S/)],
  ])("a failure of the reminder service (%i) is only logged as 'fail: ' and the message, no user message", async (status, message, logged) => {
    server.use(http.get('/partner/rest/reminders', () => Response.json({ message }, { status })));
    const failures: unknown[] = [];
    const unsubscribe = subscribeHttpFailures((failure) => failures.push(failure));
    renderReminders();
    await waitFor(() => expect(backend.clientLogs.map((log) => log.exceptionMessage)).toEqual([logged]));
    unsubscribe();
    expect(failures).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Brak przypomnień.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj przypomnienie' })).toBeInTheDocument();
  });
});
