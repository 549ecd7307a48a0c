import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NOTE_SAVED_LABEL_MS } from '@panel/domain';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { signIn } from '../../../testing/backend';
import { dashboard } from '../../../testing/dashboard-backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { NotesWidget } from '../components/NotesWidget';

function renderNotes() {
  signIn(accounts.agent);
  return renderWithProviders(<NotesWidget />, { account: accounts.agent });
}

describe('notes widget', () => {
  test("shows the user's note, saves a change and shows 'Zapisano' for 1.5 s", async () => {
    dashboard.note = 'Stara notatka';
    const { user } = renderNotes();
    const field = await screen.findByRole('textbox', { name: 'Treść notatki' });
    expect(field).toHaveValue('Stara notatka');
    expect(screen.getByText('Liczba znaków: 13 / 2000')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Nowa');
    // The label's 1.5 s are counted on a clock the test moves, whatever the load of the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Zapisano')).toBeInTheDocument();
    expect(dashboard.note).toBe('Nowa');
    await act(() => vi.advanceTimersByTimeAsync(NOTE_SAVED_LABEL_MS - 1));
    expect(screen.getByText('Zapisano')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Zapisano')).not.toBeInTheDocument();
  });

  test('refuses 2001 characters with the counter message and sends nothing', async () => {
    const { user } = renderNotes();
    const field = await screen.findByRole('textbox', { name: 'Treść notatki' });
    await user.click(field);
    await user.paste('x'.repeat(2001));
    expect(await screen.findByText('Maksymalna liczba znaków: 2000')).toBeInTheDocument();
    expect(screen.getByText('Liczba znaków: 2001 / 2000')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(dashboard.note).toBe('');
    expect(screen.queryByText('Zapisano')).not.toBeInTheDocument();
  });

  test("shows the server's refusal at the field and keeps the text", async () => {
    server.use(
      http.post('/partner/rest/notes', () =>
        HttpResponse.json({ message: 'Maksymalna liczba znaków: 2000', fieldErrors: { _: 'Maksymalna liczba znaków: 2000' } }, { status: 400 }),
      ),
    );
    const { user } = renderNotes();
    const field = await screen.findByRole('textbox', { name: 'Treść notatki' });
    await user.type(field, 'Tekst');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Maksymalna liczba znaków: 2000')).toBeInTheDocument();
    expect(field).toHaveValue('Tekst');
  });

  test('an unsaved note survives a reload; a saved one clears the draft', async () => {
    dashboard.note = 'Zapisana';
    const first = renderNotes();
    await first.user.type(await screen.findByRole('textbox', { name: 'Treść notatki' }), ' i dopisana');
    first.unmount();

    const second = renderNotes();
    const field = await screen.findByRole('textbox', { name: 'Treść notatki' });
    expect(field).toHaveValue('Zapisana i dopisana');
    await second.user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await screen.findByText('Zapisano');
    expect(Object.keys(localStorage).filter((key) => key.includes('note'))).toEqual([]);
  });
});
