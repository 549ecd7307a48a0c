import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts, PASSWORD } from '../../../testing/fixtures';
import { officeAddressFixture, profile } from '../../../testing/profile-backend';
import { renderWithProviders } from '../../../testing/render';
import { services } from '../../../testing/services-backend';
import { useOfficeAddress } from '../api/get-office-address';
import { OfficeAddressBox } from '../components/OfficeAddressBox';
import { PasswordChangeReminder } from '../components/PasswordChangeReminder';
import { PasswordExpiryDays } from '../components/PasswordExpiryDays';
import { ProfilePage } from '../components/ProfilePage';

function OfficeAddressLoaded() {
  return useOfficeAddress().isSuccess ? <p>adres wczytany</p> : null;
}

function renderProfile(account = accounts.agent) {
  signIn(account);
  return renderWithProviders(<ProfilePage />, { account, path: '/user/info' });
}

const NEW_PASSWORD = 'Nowe#Haslo2026';
const field = (name: RegExp) => screen.getByLabelText(name);

async function fillPasswordForm(user: ReturnType<typeof renderProfile>['user'], current = PASSWORD, next = NEW_PASSWORD, repeat = next) {
  await user.type(field(/^Obecne hasło/), current);
  await user.type(field(/^Nowe hasło/), next);
  await user.type(field(/^Powtórz nowe hasło/), repeat);
}

const saveButton = () => screen.getByRole('button', { name: 'Zmień hasło' });

describe('profile page blocks', () => {
  test("shows the user name, then discounts, password change, personal data, office address, own sessions and the days left, in the seed's order, then two-factor login", async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mój profil' })).toBeInTheDocument();
    expect(screen.getByText('Jan Kowalski', { selector: 'p' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Adres biura' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Rabaty',
      'Zmiana hasła',
      'Dane osobowe',
      'Adres biura',
      'Aktywne sesje',
      'Logowanie dwuetapowe',
    ]);
    expect(await screen.findByText('Liczba dni do wygaśnięcia hasła: 75.')).toBeInTheDocument();
  });

  test('groups the discounts by type with the budget left against the total and the expiry date', async () => {
    renderProfile();
    const amount = await screen.findByRole('region', { name: 'Rabaty kwotowe' });
    const percent = screen.getByRole('region', { name: 'Rabaty procentowe' });
    const texts = (group: HTMLElement) => within(group).getAllByRole('listitem').map((item) => item.textContent.replaceAll('\u00a0', ' '));
    expect(texts(amount)).toEqual([
      'ProduktKomunikacja – OCPozostało z budżetu1 250,50 zł z 5 000,00 złWażne do31.03.2027',
      'ProduktDomPozostało z budżetu4 000,00 zł z 5 000,00 złWażne do15.01.2027',
    ]);
    expect(texts(percent)).toEqual(['ProduktKomunikacja – OC AC (wznowienie)Pozostało z budżetu90,00 zł z 300,00 złWażne do31.12.2026']);
  });

  test('says so when there are no discounts', async () => {
    services.discounts = [];
    renderProfile();
    expect(await screen.findByText(messages.DISCOUNTS_EMPTY)).toBeInTheDocument();
  });

  test("lists every personal data field, 'dane niedostępne' for the empty ones", () => {
    renderProfile();
    const block = screen.getByRole('region', { name: 'Dane osobowe' });
    const facts = Object.fromEntries(
      within(block)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(facts).toEqual({
      'Imię i nazwisko': 'Jan Kowalski',
      'Typ agenta': 'DA',
      'E-mail': 'jan.kowalski@example.pl',
      NIP: 'dane niedostępne',
      Telefon: '600100200',
      PESEL: 'dane niedostępne',
      'Data urodzenia': 'dane niedostępne',
      'Numer dowodu osobistego': 'dane niedostępne',
      'Kod klienta': 'K-000123',
      'Nazwa agenta': 'Agencja Ubezpieczeniowa Kowalski i Wspólnicy',
      'Telefon agencji': '226001000',
      'Numer RAU': '11223344/A',
    });
  });

  test('shows the office address only when street, city and postcode exist', async () => {
    renderProfile();
    const box = await screen.findByRole('region', { name: 'Adres biura' });
    expect(box).toHaveTextContent('Marszałkowska 10');
    expect(box).toHaveTextContent('00-590 Warszawa');
  });

  test.each([
    ['postcode', { postArea: null }],
    ['city', { city: '' }],
    ['street', { street: null }],
  ])('hides the office address box without a %s', async (_missing, gap) => {
    profile.officeAddress = { ...officeAddressFixture, ...gap };
    signIn(accounts.agent);
    renderWithProviders(
      <>
        <OfficeAddressBox />
        <OfficeAddressLoaded />
      </>,
      { account: accounts.agent },
    );
    // The probe reads the same query, so it renders in the same update as the box.
    await screen.findByText('adres wczytany');
    expect(screen.queryByRole('heading', { name: 'Adres biura' })).not.toBeInTheDocument();
  });

  test("shows '-' when the office-address or the days-to-expiry call fails", async () => {
    profile.officeAddressFails = 500;
    profile.daysFails = 503;
    renderProfile();
    const box = await screen.findByRole('region', { name: 'Adres biura' });
    expect(box).toHaveTextContent(/^Adres biura-$/);
    expect(await screen.findByText('Liczba dni do wygaśnięcia hasła: -.')).toBeInTheDocument();
  });
});

describe('password change box', () => {
  test('shows each rule at its field and keeps save disabled while the form is invalid', async () => {
    const { user } = renderProfile();
    expect(saveButton()).toBeDisabled();
    await user.type(field(/^Nowe hasło/), 'krotkie');
    expect(await screen.findByText(messages.PASSWORD_LENGTH)).toBeInTheDocument();
    expect(field(/^Nowe hasło/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nowe hasło/)).toHaveAccessibleDescription(expect.stringContaining(messages.PASSWORD_LENGTH));
    await user.clear(field(/^Nowe hasło/));
    await user.type(field(/^Nowe hasło/), 'bezwielkiej#1');
    expect(await screen.findByText(messages.PASSWORD_MUST_CONTAIN)).toBeInTheDocument();
    await user.clear(field(/^Nowe hasło/));
    expect(await screen.findByText(messages.PASSWORD_REQUIRED)).toBeInTheDocument();
    // The untouched fields show nothing yet.
    expect(field(/^Powtórz nowe hasło/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Obecne hasło/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field(/^Nowe hasło/), NEW_PASSWORD);
    await user.type(field(/^Powtórz nowe hasło/), `${NEW_PASSWORD}x`);
    expect(await screen.findByText(messages.PASSWORDS_NOT_MATCH)).toBeInTheDocument();
    await user.type(field(/^Obecne hasło/), PASSWORD);
    expect(saveButton()).toBeDisabled();
    await user.type(field(/^Powtórz nowe hasło/), '{Backspace}');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText(messages.PASSWORDS_NOT_MATCH)).not.toBeInTheDocument();
  });

  test('sends the change form-encoded with an idempotency key; success shows its message and clears the form', async () => {
    const { user } = renderProfile();
    await fillPasswordForm(user);
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(messages.PASS_CHANGE_SUCCESS);
    expect(profile.passwordChanges).toHaveLength(1);
    const [sent] = profile.passwordChanges;
    expect(sent!.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent!.fields).toEqual({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPassword2: NEW_PASSWORD });
    expect(sent!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(field(/^Obecne hasło/)).toHaveValue('');
    expect(field(/^Nowe hasło/)).toHaveValue('');
  });

  test.each([
    ['SUCCESS', messages.PASS_CHANGE_SUCCESS],
    ['PASS_CHANGE_SUCCESS', messages.PASS_CHANGE_SUCCESS],
    ['USER_NOT_FOUND', messages.USER_NOT_FOUND],
    ['OLD_PASSWORD_INCORECT', messages.OLD_PASS_INCORRECT],
    ['OLD_PASS_INCORRECT', messages.OLD_PASS_INCORRECT],
    ['OLD_NEW_DIFFERENCE', messages.NEW_AND_OLD_PASS_ARE_IDENTICAL],
    ['NEW_AND_OLD_PASS_ARE_IDENTICAL', messages.NEW_AND_OLD_PASS_ARE_IDENTICAL],
    ['PASSWORD_REPEATED', messages.NEW_PASS_FOUND_IN_HISTORY],
    ['NEW_PASS_FOUND_IN_HISTORY', messages.NEW_PASS_FOUND_IN_HISTORY],
    ['FAIL', messages.COMMUNICATION_ERROR],
    ['UNKNOWN_ERROR', messages.COMMUNICATION_ERROR],
  ])('answer %s shows %s', async (code, message) => {
    profile.passwordAnswer = { code };
    const { user } = renderProfile();
    await fillPasswordForm(user);
    await user.click(saveButton());
    const success = code.includes('SUCCESS');
    expect(await screen.findByRole(success ? 'status' : 'alert')).toHaveTextContent(message);
    // A refused change keeps what was typed.
    if (!success) expect(field(/^Obecne hasło/)).toHaveValue(PASSWORD);
  });

  test.each([500, 502])("an HTTP failure (%i) shows 'Błąd komunikacji z serwerem.' and keeps the form", async (status) => {
    profile.passwordAnswer = { status, message: messages.SERVER_ERROR };
    const { user } = renderProfile();
    await fillPasswordForm(user);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.COMMUNICATION_ERROR);
    expect(field(/^Nowe hasło/)).toHaveValue(NEW_PASSWORD);
  });

  test('the lockout is shown with its own message', async () => {
    profile.passwordAnswer = { status: 423, message: messages.LOGIN_LOCKED };
    const { user } = renderProfile();
    await fillPasswordForm(user);
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.LOGIN_LOCKED);
  });

  test('a double click sends one change', async () => {
    const { user } = renderProfile();
    await fillPasswordForm(user);
    await user.dblClick(saveButton());
    await screen.findByRole('status');
    expect(profile.passwordChanges).toHaveLength(1);
  });

  test('a retry of the same form keeps the idempotency key; an edited form gets a new one', async () => {
    profile.passwordAnswer = { status: 502, message: messages.SERVER_ERROR };
    const { user } = renderProfile();
    await fillPasswordForm(user);
    await user.click(saveButton());
    await screen.findByRole('alert');
    await user.click(saveButton());
    await waitFor(() => expect(profile.passwordChanges).toHaveLength(2));
    await user.type(field(/^Obecne hasło/), 'x');
    await user.type(field(/^Obecne hasło/), '{Backspace}');
    await user.click(saveButton());
    await waitFor(() => expect(profile.passwordChanges).toHaveLength(3));
    const [first, retry, edited] = profile.passwordChanges.map((change) => change.idempotencyKey);
    expect(retry).toBe(first);
    expect(edited).not.toBe(first);
  });
});

describe('phone edit', () => {
  test.each([
    ['Telefon', '/partner/rest/user/update-phone'],
    ['Telefon agencji', '/partner/rest/user/update-agent-phone'],
  ])('%s: edit icon, the rules at the field, then save with a success message', async (label, url) => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: `Edytuj: ${label}` }));
    const input = screen.getByRole('textbox', { name: label });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(messages.PHONE_REQUIRED)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '12345');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(messages.PHONE_VALIDATION_ERROR)).toBeInTheDocument();
    expect(profile.phoneUpdates).toEqual([]);
    await user.clear(input);
    await user.type(input, '501502503');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.PHONE_CHANGE_SUCCESS);
    expect(profile.phoneUpdates).toEqual([{ url, body: { phone: '501502503' } }]);
    expect(screen.queryByRole('textbox', { name: label })).not.toBeInTheDocument();
  });

  test('cancel leaves the phone as it was', async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edytuj: Telefon' }));
    await user.clear(screen.getByRole('textbox', { name: 'Telefon' }));
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.getByRole('region', { name: 'Dane osobowe' })).toHaveTextContent('600100200');
    expect(profile.phoneUpdates).toEqual([]);
  });
});

describe('expired password', () => {
  test('shows only the password change with the expiry message', () => {
    renderProfile({ ...accounts.agent, user: { ...accounts.agent.user, passwordExpired: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.PASSWORD_EXPIRED);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Zmiana hasła']);
  });
});

describe('dashboard password change reminder', () => {
  function renderReminder() {
    signIn(accounts.agent);
    return renderWithProviders(<PasswordChangeReminder />, { account: accounts.agent, path: '/dashboard' });
  }

  test('30 days after the change it reminds with the days left and a link to the password box', async () => {
    profile.days = 60;
    renderReminder();
    const reminder = await screen.findByRole('status');
    expect(reminder).toHaveTextContent(messages.PASSWORD_CHANGE_REMINDER);
    expect(reminder).toHaveTextContent('Liczba dni do wygaśnięcia hasła: 60.');
    expect(within(reminder).getByRole('link', { name: messages.PASSWORD_CHANGE_REMINDER_LINK })).toHaveAttribute(
      'href',
      '/user/info#zmiana-hasla',
    );
  });

  test.each([
    ['with 61 days left', () => (profile.days = 61), '61'],
    ['when the call fails', () => (profile.daysFails = 500), '-'],
  ])('stays hidden %s', async (_case, arrange, shown) => {
    arrange();
    signIn(accounts.agent);
    // The days line reads the same query, so it renders in the same update as the reminder would.
    renderWithProviders(
      <>
        <PasswordChangeReminder />
        <PasswordExpiryDays />
      </>,
      { account: accounts.agent, path: '/dashboard' },
    );
    await screen.findByText(`Liczba dni do wygaśnięcia hasła: ${shown}.`);
    expect(screen.queryByText(messages.PASSWORD_CHANGE_REMINDER)).not.toBeInTheDocument();
  });
});
