import { DEMO_PASSWORD, expect, expectNoAxeViolations, expectNoSidewaysScroll, login, screenshot, submitLogin, test, watchRequests } from './fixtures';

// These tests change accounts other specs log in with: the 'profile' project runs them after every other spec.
test.describe.configure({ mode: 'serial' });

const NEW_PASSWORD = 'Nowe#Haslo2026';

test('agent.nn changes the password on Mój profil and logs in with the new one', async ({ page }) => {
  await page.goto('/user/info');
  await login(page, 'agent.nn');
  await expect(page.getByRole('heading', { level: 1, name: 'Mój profil' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Rabaty', 'Zmiana hasła', 'Dane osobowe', 'Adres biura', 'Aktywne sesje', 'Logowanie dwuetapowe']);
  await expect(page.getByText(/^Liczba dni do wygaśnięcia hasła: \d+\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-agent.nn');

  const current = page.getByRole('textbox', { name: 'Obecne hasło', exact: true });
  const next = page.getByRole('textbox', { name: 'Nowe hasło', exact: true });
  const repeat = page.getByRole('textbox', { name: 'Powtórz nowe hasło', exact: true });
  const save = page.getByRole('button', { name: 'Zmień hasło' });
  await expect(save).toBeDisabled();
  await current.fill('Zle#Haslo1');
  await next.fill('krotkie');
  await expect(page.getByText('Hasło musi mieć od 8 do 30 znaków.')).toBeVisible();
  await next.fill(NEW_PASSWORD);
  await repeat.fill(NEW_PASSWORD);
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('Stare hasło jest nieprawidłowe. Sprawdź je i spróbuj ponownie.');
  await expect(next).toHaveValue(NEW_PASSWORD);
  await expectNoAxeViolations(page);

  await current.fill(DEMO_PASSWORD);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Hasło zostało zmienione.' })).toBeVisible();
  await screenshot(page, 'profile-password-changed');

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, 'agent.nn', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy login lub hasło.');
  await login(page, 'agent.nn', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/(dashboard|welcome)/);
});

test('agent.da edits the phone on Mój profil and sees it after the next login', async ({ page }) => {
  await page.goto('/user/info');
  await login(page, 'agent.da');
  const personal = page.getByRole('region', { name: 'Dane osobowe' });
  await personal.getByRole('button', { name: 'Edytuj: Telefon', exact: true }).click();
  const phone = personal.getByRole('textbox', { name: 'Telefon', exact: true });
  await phone.fill('');
  await personal.getByRole('button', { name: 'Zapisz' }).click();
  await expect(personal.getByText('Numer telefonu jest wymagany.')).toBeVisible();
  await phone.fill('12345');
  await personal.getByRole('button', { name: 'Zapisz' }).click();
  await expect(personal.getByText('Podany numer jest niepoprawny')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-phone-edit');
  await phone.fill('501502503');
  await personal.getByRole('button', { name: 'Zapisz' }).click();
  await expect(personal.getByRole('status')).toHaveText('Numer telefonu został zmieniony.');
  await expect(personal).toContainText('501502503');

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, 'agent.da');
  await page.goto('/user/info');
  await expect(page.getByRole('region', { name: 'Dane osobowe' })).toContainText('501502503');
});

test('the profile fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/info');
  await login(page, 'dealer.ncd');
  await expect(page.getByRole('heading', { level: 2, name: 'Zmiana hasła' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-phone-dealer.ncd');
});

test('agent.basic, who has not confirmed the contact data, is asked to; a correction is kept and not asked again', async ({ page }) => {
  await page.goto('/dashboard');
  await submitLogin(page, 'agent.basic', DEMO_PASSWORD);
  const popup = page.getByRole('dialog', { name: 'Potwierdź dane kontaktowe' });
  await expect(popup).toBeVisible();
  const email = popup.getByRole('textbox', { name: 'E-mail' });
  const phone = popup.getByRole('textbox', { name: 'Telefon' });
  await expect(email).toHaveValue('ewa.nowak@example.pl');
  await expect(phone).toHaveValue('');
  await expectNoAxeViolations(page);
  await screenshot(page, 'contact-data-popup', { fullPage: false });

  await popup.getByRole('button', { name: 'Potwierdź dane' }).click();
  await expect(popup.getByText('Numer telefonu jest wymagany.')).toBeVisible();
  await phone.fill('12345');
  await email.fill('ewa.nowak@ubezpieczenia-nowak');
  await popup.getByRole('button', { name: 'Potwierdź dane' }).click();
  await expect(popup.getByText('Podany numer jest niepoprawny')).toBeVisible();
  await expect(popup.getByText('Nieprawidłowy adres e-mail.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'contact-data-popup-errors', { fullPage: false });

  await email.fill('ewa.nowak@ubezpieczenia-nowak.example.pl');
  await phone.fill('512345678');
  await popup.getByRole('button', { name: 'Potwierdź dane' }).click();
  await expect(popup.getByRole('status')).toHaveText('Dziękujemy, dane kontaktowe zostały potwierdzone.');
  await popup.getByRole('button', { name: 'Wróć do panelu' }).click();
  await expect(popup).toBeHidden();

  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, 'agent.basic', DEMO_PASSWORD);
  // Confirmed: the panel opens without the popup (then the profile shows what was stored).
  await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
  await expect(popup).toBeHidden();
  const network = watchRequests(page);
  await page.goto('/user/info');
  const personal = page.getByRole('region', { name: 'Dane osobowe' });
  await expect(personal).toContainText('ewa.nowak@ubezpieczenia-nowak.example.pl');
  await expect(personal).toContainText('512345678');
  await network.settled();
  await expect(popup).toBeHidden();
});

test('agent.da ends a session of another browser on Aktywne sesje; that browser is refused at its next call', async ({ page, browser }) => {
  const other = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/dashboard');
    await login(otherPage, 'agent.da');

    await page.goto('/user/info');
    await login(page, 'agent.da');
    const sessions = page.getByRole('region', { name: 'Aktywne sesje' });
    await expect(sessions.getByRole('listitem').filter({ hasText: 'Ta sesja' })).toHaveCount(1);
    const firefox = sessions.getByRole('listitem').filter({ hasText: 'Firefox 128, Linux' });
    await expect(firefox).toHaveCount(1);
    await expect(firefox).toContainText(/Ostatnia aktywność: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await sessions.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await screenshot(page, 'profile-sessions');

    await firefox.getByRole('button', { name: /^Zakończ sesję: Firefox 128, Linux/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Zakończ sesję' });
    await dialog.getByRole('textbox', { name: 'Hasło', exact: true }).fill('Zle#Haslo1');
    await dialog.getByRole('button', { name: 'Zakończ sesję' }).click();
    await expect(dialog.getByText('Hasło jest nieprawidłowe.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Hasło', exact: true })).toHaveValue('Zle#Haslo1');
    await expectNoAxeViolations(page);
    await screenshot(page, 'profile-sessions-dialog', { fullPage: false });

    await dialog.getByRole('textbox', { name: 'Hasło', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Zakończ sesję' }).click();
    await expect(sessions.getByRole('status')).toHaveText('Sesja została zakończona.');
    await expect(firefox).toHaveCount(0);

    expect((await otherPage.request.get('/partner/rest/user/info')).status()).toBe(401);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mój profil' })).toBeVisible();
  } finally {
    await other.close();
  }
});
