import { DEMO_PASSWORD, expect, expectNoAxeViolations, login, screenshot, submitLogin, test } from './fixtures';

const accounts = [
  { login: 'agent.da', name: 'Jan Kowalski', custCode: 'DA100234', rauNo: '11223344/A', product: 'Panel Agenta', welcome: 'Witaj w Panelu Agenta' },
  { login: 'agent.nn', name: 'Małgorzata Żółkiewska', custCode: 'NN200871', rauNo: '22334455/B', product: 'Panel Agenta', welcome: 'Witaj w Panelu Agenta' },
  { login: 'dealer.ncd', name: 'Paweł Gąsiorowski', custCode: 'NCD300512', rauNo: '33445566/C', product: 'Panel Dealera', welcome: 'Witaj w Panelu Dealera' },
  { login: 'agent.basic', name: 'Ewa Nowak', custCode: 'DA400019', rauNo: null, product: 'Panel Agenta', welcome: 'Witaj w Panelu Agenta' },
];

test.describe('login page', () => {
  test('is accessible and shows one message for a wrong password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'login');
    await submitLogin(page, 'agent.da', 'zle-haslo');
    await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy login lub hasło.');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('Login')).toHaveValue('agent.da');
  });
});

for (const account of accounts) {
  test(`${account.login} logs in and sees its own header data and wording`, async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await login(page, account.login);
    await expect(page).toHaveURL(/\/(dashboard|welcome)/);
    const header = page.getByRole('banner');
    await expect(header.getByText(account.product, { exact: true })).toBeVisible();
    await expect(header.getByText(account.custCode)).toBeVisible();
    await expect(header.getByText(account.name)).toBeVisible();
    if (account.rauNo) await expect(header.getByText(account.rauNo)).toBeVisible();
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { level: 1, name: account.welcome })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `welcome-${account.login}`);
  });
}

test('agent.basic is refused /files and /cpmta and lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.basic');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/files');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
  await page.goto('/cpmta/1123456789');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Moje pliki' })).toHaveCount(0);
});

test('agent.da opens /files and /cpmta', async ({ page }) => {
  await page.goto('/files');
  await login(page, 'agent.da');
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje pliki' })).toBeVisible();
  await page.goto('/cpmta/1100000001');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1100000001');
});

test('an unknown route lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.nn');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/nie-ma-takiej-strony');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'dashboard-shell');
});

test('every route of the shell has its title and passes axe', async ({ page }) => {
  // One axe run per route: several times the work of a single-screen test.
  test.slow();
  await page.goto('/login');
  await login(page, 'agent.da');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [path, title] of [
    ['/documents', 'Dokumenty'],
    ['/advantages', 'Zalety produktów'],
    ['/user/info', 'Mój profil'],
    ['/files', 'Moje pliki'],
    ['/dashboard', 'Pulpit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('logout ends the session and shows the login page', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'dealer.ncd');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('an expired session sends the agent to login and back to the same page', async ({ page, context }) => {
  await page.goto('/login');
  await login(page, 'agent.nn');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/user/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Mój profil' })).toBeVisible();
  await context.clearCookies({ name: 'sid' });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status')).toHaveText('Nie jesteś zalogowany lub Twoja sesja wygasła - zaloguj się ponownie');
  await expectNoAxeViolations(page);
  await screenshot(page, 'login-session-lost');
  await login(page, 'agent.nn', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/info$/);
});

test('the shell works at the mobile breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await login(page, 'agent.da');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Dokumenty' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'shell-mobile');
});

test('the header buttons keep their contrast under the pointer', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.da');
  for (const name of ['Zgłoś sprawę', 'Złóż reklamację', 'UKS']) {
    await page.getByRole('banner').getByRole(name === 'UKS' ? 'link' : 'button', { name, exact: true }).hover();
    await expectNoAxeViolations(page, 'header');
  }
});
