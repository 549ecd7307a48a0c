import { Secret, TOTP } from 'otpauth';
import { expect, expectNoAxeViolations, login, screenshot, submitLogin, test } from './fixtures';

// Turns two-factor login on for agent.basic: the 'two-factor' project runs after every other spec (decision 125).
const LOGIN = 'agent.basic';

test('agent.basic turns two-factor login on in Mój profil, then logs in with a code and with a recovery code', async ({ page }) => {
  await page.goto('/user/info');
  await login(page, LOGIN);
  // The first login of agent.basic may have been sent to /welcome.
  await page.goto('/user/info');
  const block = page.getByRole('region', { name: 'Logowanie dwuetapowe' });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('button', { name: 'Włącz logowanie dwuetapowe' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'two-factor-profile-off');

  await block.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Włączanie logowania dwuetapowego' });
  await expect(dialog.getByRole('img', { name: /Kod QR logowania dwuetapowego/ })).toBeVisible();
  const shownKey = await dialog.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent();
  const totp = new TOTP({ secret: Secret.fromBase32(shownKey!.replaceAll(' ', '')), algorithm: 'SHA1', digits: 6, period: 30 });
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'two-factor-dialog', { fullPage: false });

  const code = dialog.getByRole('textbox', { name: 'Kod z aplikacji' });
  await code.fill('12a');
  await dialog.getByRole('button', { name: 'Włącz' }).click();
  await expect(dialog.getByText('Kod weryfikacyjny składa się z 6 cyfr.')).toBeVisible();
  await code.fill(totp.generate({ timestamp: Date.now() - 3_600_000 }));
  await dialog.getByRole('button', { name: 'Włącz' }).click();
  await expect(dialog.getByText('Nieprawidłowy kod weryfikacyjny.')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await code.fill(totp.generate());
  await dialog.getByRole('button', { name: 'Włącz' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Logowanie dwuetapowe zostało włączone.');
  const recoveryCodes = await dialog.getByRole('list', { name: 'Kody odzyskiwania' }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'two-factor-recovery-codes', { fullPage: false });
  await dialog.getByRole('button', { name: 'Gotowe' }).click();
  await expect(block.getByText('Pozostałe kody odzyskiwania: 10.')).toBeVisible();

  // The next login asks for the code after the password.
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, LOGIN, 'Demo#2026');
  const codeField = page.getByRole('textbox', { name: 'Kod weryfikacyjny' });
  await expect(codeField).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'two-factor-login-code');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy kod weryfikacyjny.');
  await expectNoAxeViolations(page);
  // The step of the enrolment's code is used up; the next step's code is accepted (one step of clock drift).
  await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();

  // A recovery code instead of the app, once.
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await submitLogin(page, LOGIN, 'Demo#2026');
  await codeField.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
  await page.goto('/user/info');
  await expect(page.getByRole('region', { name: 'Logowanie dwuetapowe' }).getByText('Pozostałe kody odzyskiwania: 9.')).toBeVisible();
});
