import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, login, logout, openMenuDrawer, screenshot, submitLogin, test } from './fixtures';

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
    await expect(page.getByText(account.product, { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
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

for (const [name, width, height] of [
  ['pc', 1366, 768],
  ['tablet', 800, 1100],
  ['phone', 390, 844],
] as const) {
  test(`every screen has its title, passes axe and is photographed at ${width} px`, async ({ page }) => {
    // One axe run and one screenshot per screen: several times the work of a single-screen test.
    test.slow();
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await screenshot(page, `screen-login-${name}`);
    await login(page, 'agent.da');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [path, title] of [
      ['/documents', 'Dokumenty'],
      ['/advantages', 'Zalety produktów'],
      ['/user/info', 'Mój profil'],
      ['/files', 'Moje pliki'],
      ['/cases', 'Moje sprawy'],
      ['/cpmta/1194000004', 'Zmiana polisy komunikacyjnej nr 1194000004'],
      ['/dashboard', 'Pulpit'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoAxeViolations(page);
      // A full-page screenshot resizes the viewport, which the dashboard would take for a turn of the screen.
      await screenshot(page, `screen${path.replaceAll('/', '-')}-${name}`, { fullPage: path !== '/dashboard' });
    }
  });
}

test('logout ends the session and shows the login page', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'dealer.ncd');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logout(page);
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

const pc = { width: 1366, height: 768 };
const tablet = { width: 800, height: 1100 };
const phone = { width: 390, height: 844 };

const navLinks = {
  'agent.da': ['Pulpit', 'Dokumenty', 'Zalety produktów', 'Moje pliki', 'Moje sprawy', 'Mój profil'],
  'agent.basic': ['Pulpit', 'Dokumenty', 'Zalety produktów', 'Moje sprawy', 'Mój profil'],
};
const services = {
  'agent.da': ['Wypowiedzenie / anulowanie', 'UKS', 'UKS-ass', 'Zgłoś sprawę', 'Złóż reklamację', 'Przepisz wznowienie'],
  'agent.basic': ['Zgłoś sprawę', 'Złóż reklamację'],
};

async function logInAt(page: Page, viewport: { width: number; height: number }, account: string) {
  await page.setViewportSize(viewport);
  await page.goto('/login');
  await login(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function mainNavLinks(page: Page) {
  return (await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link').allTextContents()).map((text) => text.trim());
}

test.describe('the shell on a PC (1366×768)', () => {
  for (const account of ['agent.da', 'agent.basic'] as const) {
    test(`${account}: the sidebar and the header menus show what the roles allow`, async ({ page }) => {
      await logInAt(page, pc, account);
      expect(await mainNavLinks(page)).toEqual(navLinks[account]);
      await page.getByRole('banner').getByRole('button', { name: 'Obsługa polisy' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(services[account]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await page.getByRole('banner').getByRole('button', { name: 'Systemy' }).click();
      const systems = account === 'agent.da' ? ['UP', 'POS', 'CAS'] : ['POS', 'CAS'];
      await expect(page.getByRole('menuitem').first()).toHaveText(systems[0]!);
      await expect(page.getByRole('menuitem').filter({ hasText: /^(UP|POS|CAS)$/ })).toHaveText(systems);
    });
  }

  test('one line of header; the first widgets above the fold; the page passes axe', async ({ page }) => {
    await logInAt(page, pc, 'agent.da');
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByRole('region', { name: 'Użytkownik' })).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Pulpit', exact: true })).toHaveAttribute('aria-current', 'page');
    const firstWidget = page.getByRole('main').getByRole('region').first();
    await expect(firstWidget).toBeVisible();
    await expect(firstWidget).toBeInViewport();
    // Its title and first rows: at least a third of the screen shows the widget.
    expect((await firstWidget.boundingBox())!.y).toBeLessThan((pc.height * 2) / 3);
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell-pc', { fullPage: false });
  });

  test('the header menus pass axe, and Escape gives the focus back to their button', async ({ page }) => {
    await logInAt(page, pc, 'agent.da');
    const header = page.getByRole('banner');
    // The page is checked in the test above; an open menu changes only the top bar and adds its dropdown. A check of
    // the whole dashboard takes about 16 s on a loaded machine: three in one test overran its minute.
    const MENU = 'header, [role="menu"]';
    await header.getByRole('button', { name: 'Obsługa polisy' }).click();
    await page.getByRole('menuitem', { name: 'Zgłoś sprawę' }).hover();
    await expectNoAxeViolations(page, MENU);
    await screenshot(page, 'shell-pc-services', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Obsługa polisy' })).toBeFocused();

    await header.getByRole('button', { name: 'Systemy' }).click();
    await expectNoAxeViolations(page, MENU);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Systemy' })).toBeFocused();
  });

  test("'Moje sprawy' opens the cases list, and the old address ?init=list-case still does", async ({ page }) => {
    await logInAt(page, pc, 'agent.basic');
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Moje sprawy' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moje sprawy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Moje sprawy' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/dashboard?init=list-case');
    await expect(page).toHaveURL(/\/cases$/);
  });

  test('a menu item opens its dialog through the address, by keyboard too', async ({ page }) => {
    await logInAt(page, pc, 'agent.basic');
    const services = page.getByRole('banner').getByRole('button', { name: 'Obsługa polisy' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('role', 'menuitem');
    for (let i = 0; i < 6 && (await focused.textContent()) !== 'Złóż reklamację'; i += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Złóż reklamację' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Złóż reklamację' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\?init=add-complaint$/);
  });
});

test('the shell on a tablet (800 px): the burger menu holds the navigation, the menus and the user', async ({ page }) => {
  await logInAt(page, tablet, 'agent.da');
  await expect(page.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Szukaj polisy' })).toBeVisible();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);
  await expectNoAxeViolations(page);
  await screenshot(page, 'shell-tablet', { fullPage: false });

  const drawer = await openMenuDrawer(page);
  expect(await mainNavLinks(page)).toEqual(navLinks['agent.da']);
  await expect(drawer.getByRole('region', { name: 'Użytkownik' })).toContainText('DA100234');
  await expectNoAxeViolations(page);
  await screenshot(page, 'shell-tablet-menu-open', { fullPage: false });
  await drawer.getByRole('link', { name: 'Dokumenty' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible();
});

test.describe('the shell on a phone (390×844)', () => {
  test('a compact header; the drawer holds everything, traps the focus and Escape gives it back to the burger', async ({ page }) => {
    await logInAt(page, phone, 'agent.da');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(phone.height / 5);
    await expect(page.getByRole('navigation', { name: 'Menu główne' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell-phone', { fullPage: false });

    const burger = header.getByRole('button', { name: 'Menu' });
    const drawer = await openMenuDrawer(page);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner')).toHaveCount(1);
    expect(await mainNavLinks(page)).toEqual(navLinks['agent.da']);
    await expect(drawer.getByRole('link')).toContainText(services['agent.da']);
    await expect(drawer.getByRole('button', { name: 'Przejdź do portalu UP' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Kalkulator SASS' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Użytkownik' })).toContainText('Jan Kowalski');
    await expect(drawer.getByRole('button', { name: 'Wyloguj' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell-phone-menu-open', { fullPage: false });

    for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await openMenuDrawer(page).then((open) => open.getByRole('link', { name: 'UKS', exact: true }).click());
    await expect(page.getByRole('dialog', { name: 'Zgłoszenie sprzedaży pojazdu (UKS)' })).toBeVisible();
  });

  test('the notifications take one line each under the header until opened', async ({ page }) => {
    await logInAt(page, phone, 'agent.da');
    const area = page.getByRole('region', { name: 'Powiadomienia' });
    const expiry = area.getByRole('alert').filter({ hasText: 'Kalkulacje ubezpieczenia domu' });
    const disclosure = expiry.getByRole('button', { name: 'Kalkulacje ubezpieczenia domu' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    for (const toast of await area.getByRole('alert').all()) expect((await toast.boundingBox())!.height).toBeLessThanOrEqual(48);
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    const areaBox = (await area.boundingBox())!;
    expect(areaBox.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height - 1);
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.y).toBeGreaterThanOrEqual(areaBox.y + areaBox.height - 1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'notifications-phone', { fullPage: false });

    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(expiry).toContainText('ważność');
    await screenshot(page, 'notifications-phone-opened', { fullPage: false });
    await expiry.getByRole('button', { name: 'Zamknij' }).click();
    await expect(expiry).toHaveCount(0);
  });
});
