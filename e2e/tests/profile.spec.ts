import { DEMO_PASSWORD, expect, expectNoAxeViolations, login, screenshot, submitLogin, test } from './fixtures';

// These tests change accounts other specs log in with: the 'profile' project runs them after every other spec.
test.describe.configure({ mode: 'serial' });

const NEW_PASSWORD = 'Nowe#Haslo2026';

test('agent.nn changes the password on Mój profil and logs in with the new one', async ({ page }) => {
  await page.goto('/user/info');
  await login(page, 'agent.nn');
  await expect(page.getByRole('heading', { level: 1, name: 'Mój profil' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Rabaty', 'Zmiana hasła', 'Dane osobowe', 'Adres biura', 'Logowanie dwuetapowe']);
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
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-phone-dealer.ncd');
});
