import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts, PASSWORD } from '../../../testing/fixtures';
import { profile } from '../../../testing/profile-backend';
import { renderWithProviders } from '../../../testing/render';
import { ProfilePage } from '../components/ProfilePage';
import { SessionsBlock } from '../components/SessionsBlock';

function renderSessions() {
  signIn(accounts.agent);
  return renderWithProviders(<SessionsBlock />, { account: accounts.agent });
}

const block = () => screen.getByRole('region', { name: 'Aktywne sesje' });
const items = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe('Aktywne sesje', () => {
  test('is a block of the profile, after the office address', async () => {
    signIn(accounts.agent);
    renderWithProviders(<ProfilePage />, { account: accounts.agent, path: '/user/info' });
    await screen.findByRole('heading', { level: 2, name: 'Adres biura' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Rabaty',
      'Zmiana hasła',
      'Dane osobowe',
      'Adres biura',
      'Aktywne sesje',
      'Logowanie dwuetapowe',
    ]);
  });

  test('lists every session with its browser, address and activity in Warsaw time, this one marked and not endable', async () => {
    renderSessions();
    const [current, phone, unknown] = await items();
    expect(current).toHaveTextContent('Firefox 128, LinuxTa sesja');
    expect(current).toHaveTextContent('Adres: 10.1.2.3 · Ostatnia aktywność: 02.03.2026, 10:15 · Zalogowano: 02.03.2026, 08:00');
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Chrome 131, Windows');
    expect(phone).toHaveTextContent('Adres: 83.12.40.7 · Ostatnia aktywność: 01.03.2026, 19:45');
    expect(within(phone!).getByRole('button', { name: 'Zakończ sesję: Chrome 131, Windows, ostatnia aktywność 01.03.2026, 19:45' })).toBeInTheDocument();
    expect(unknown).toHaveTextContent('nieznana przeglądarka');
    expect(unknown).toHaveTextContent(`Adres: ${messages.DATA_UNAVAILABLE}`);
  });

  test('ends one session after the password: the list drops it and says so', async () => {
    const { user } = renderSessions();
    const [, phone] = await items();
    await user.click(within(phone!).getByRole('button', { name: /^Zakończ sesję: Chrome 131/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ sesję' });
    expect(dialog).toHaveTextContent('Zakończysz sesję: Chrome 131, Windows. Aby potwierdzić, podaj swoje hasło.');
    await user.type(within(dialog).getByLabelText(/^Hasło/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ sesję' }));

    expect(await within(block()).findByRole('status')).toHaveTextContent(messages.SESSION_ENDED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await items()).toHaveLength(2));
    expect(block()).not.toHaveTextContent('Chrome 131');
    expect(profile.endRequests).toEqual([{ url: '/partner/rest/user/sessions/22222222-2222-4222-8222-222222222222/end', body: { password: PASSWORD } }]);
  });

  test('ends all other sessions, leaving this one', async () => {
    const { user } = renderSessions();
    await items();
    await user.click(screen.getByRole('button', { name: 'Zakończ wszystkie pozostałe sesje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ pozostałe sesje' });
    await user.type(within(dialog).getByLabelText(/^Hasło/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ sesje' }));

    expect(await within(block()).findByRole('status')).toHaveTextContent(messages.OTHER_SESSIONS_ENDED);
    await waitFor(async () => expect(await items()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Zakończ wszystkie pozostałe sesje' })).not.toBeInTheDocument();
    expect(profile.endRequests.map((request) => request.url)).toEqual(['/partner/rest/user/sessions/end-others']);
  });

  test('an empty password is refused at the field before any call', async () => {
    const { user } = renderSessions();
    await user.click(within((await items())[1]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ sesję' });
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ sesję' }));
    expect(await within(dialog).findByText(messages.PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Hasło/)).toHaveAttribute('aria-invalid', 'true');
    expect(profile.endRequests).toEqual([]);
  });

  test("a wrong password is refused at the field with the server's message and stays typed; nothing ends", async () => {
    const { user } = renderSessions();
    await user.click(within((await items())[1]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ sesję' });
    await user.type(within(dialog).getByLabelText(/^Hasło/), 'Zle#Haslo1');
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ sesję' }));
    expect(await within(dialog).findByText(messages.SESSION_PASSWORD_INCORRECT)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Hasło/)).toHaveValue('Zle#Haslo1');
    expect(await items()).toHaveLength(3);
  });

  test.each([
    [423, messages.LOGIN_LOCKED],
    [404, messages.SESSION_NOT_FOUND],
  ])('a %i refusal is shown above the field, the password kept', async (status, message) => {
    profile.endSessionsFails = { status, message };
    const { user } = renderSessions();
    await user.click(within((await items())[1]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ sesję' });
    await user.type(within(dialog).getByLabelText(/^Hasło/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ sesję' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(/^Hasło/)).toHaveValue(PASSWORD);
  });

  test('cancelling the dialog ends nothing', async () => {
    const { user } = renderSessions();
    await user.click(within((await items())[1]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ sesję' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profile.endRequests).toEqual([]);
  });
});
