import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { accounts, type Account } from '../../testing/fixtures';
import { clearDrafts, useDraft } from '../draft';
import { SessionContext, type Session } from '../session/context';

interface Note {
  title: string;
  body: string;
}

function NoteForm({ onSave }: { onSave: (note: Note) => Promise<void> }) {
  const form = useForm<Note>({ defaultValues: { title: '', body: '' } });
  useDraft('note', form);
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSave)(event).catch(() => undefined)}>
      <label>
        Tytuł
        <input {...form.register('title')} />
      </label>
      <label>
        Treść
        <textarea {...form.register('body')} />
      </label>
      <button type="submit">Zapisz</button>
    </form>
  );
}

function sessionOf(account: Account): Session {
  return { user: account.user, roles: account.roles, features: account.features };
}

function renderForm(onSave: (note: Note) => Promise<void>, account: Account = accounts.agent) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext value={sessionOf(account)}>{children}</SessionContext>
  );
  return render(<NoteForm onSave={onSave} />, { wrapper });
}

const saved = () => Promise.resolve();
const refused = () => Promise.reject(new Error('Sesja wygasła'));

describe('useDraft', () => {
  test('what was typed survives a remount (a reload or a session expiry)', async () => {
    const user = userEvent.setup();
    const first = renderForm(saved);
    await user.type(screen.getByLabelText('Tytuł'), 'Zadzwonić do klienta');
    await user.type(screen.getByLabelText('Treść'), 'Po 15:00');
    first.unmount();

    renderForm(saved);
    expect(screen.getByLabelText('Tytuł')).toHaveValue('Zadzwonić do klienta');
    expect(screen.getByLabelText('Treść')).toHaveValue('Po 15:00');
  });

  test('drafts are kept per user', async () => {
    const user = userEvent.setup();
    const agent = renderForm(saved);
    await user.type(screen.getByLabelText('Tytuł'), 'Notatka agenta');
    agent.unmount();

    renderForm(saved, accounts.dealer);
    expect(screen.getByLabelText('Tytuł')).toHaveValue('');
  });

  test('a successful submit clears the draft, a failed one keeps it', async () => {
    const user = userEvent.setup();
    const failing = renderForm(refused);
    await user.type(screen.getByLabelText('Tytuł'), 'Ważne');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    failing.unmount();

    const succeeding = renderForm(saved);
    expect(screen.getByLabelText('Tytuł')).toHaveValue('Ważne');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    succeeding.unmount();

    renderForm(saved);
    expect(screen.getByLabelText('Tytuł')).toHaveValue('');
  });

  test('clearDrafts removes every draft of the user who logs out, and only theirs', async () => {
    const user = userEvent.setup();
    const agent = renderForm(saved);
    await user.type(screen.getByLabelText('Tytuł'), 'Agent');
    agent.unmount();
    const dealer = renderForm(saved, accounts.dealer);
    await user.type(screen.getByLabelText('Tytuł'), 'Dealer');
    dealer.unmount();

    clearDrafts(accounts.agent.login);

    const agentAgain = renderForm(saved);
    expect(screen.getByLabelText('Tytuł')).toHaveValue('');
    agentAgain.unmount();
    renderForm(saved, accounts.dealer);
    expect(screen.getByLabelText('Tytuł')).toHaveValue('Dealer');
  });
});
