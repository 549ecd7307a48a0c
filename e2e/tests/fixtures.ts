import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page, type Request } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';

export async function submitLogin(page: Page, login: string, password: string) {
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

/** The popup's 'Przypomnij później' for the tab (decision 122), as the panel itself stores it. */
const CONTACT_DATA_POSTPONED = 'panel.contactData.postponed';

/**
 * Logs in through the form and waits until the panel's shell is shown. agent.basic has not confirmed the contact data
 * (decision 122): the tab has put that popup off before, so only the spec about it (which uses `submitLogin`) meets it.
 */
export async function login(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), CONTACT_DATA_POSTPONED);
  await submitLogin(page, login, password);
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Szukaj polisy' })).toBeVisible();
  // The page has shown its heading: the dashboard only once the welcome flow has decided where the first visit of a
  // session goes (000 §2). Not the network going idle: Playwright's 'networkidle' can be lost for good (a load that
  // waited 90 s with every request answered).
  await expect(page.locator('main h1')).toBeVisible();
}

/**
 * Watches the page's requests from now on; `settled()` resolves once none has been waiting for its answer for
 * `quietMs`. For checks that something did not happen after a page finished loading. Playwright's own 'networkidle'
 * can be lost for good (see `login`), so the page's requests are counted here.
 */
export function watchRequests(page: Page) {
  const waiting = new Set<Request>();
  page.on('request', (request) => waiting.add(request));
  page.on('response', (response) => waiting.delete(response.request()));
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => waiting.delete(request));
  return {
    async settled(quietMs = 500) {
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (waiting.size > 0) quietSince = Date.now();
            return Date.now() - quietSince >= quietMs;
          },
          { intervals: [50], timeout: 30_000, message: 'the page still waits for answers' },
        )
        .toBe(true);
    },
  };
}

/** Logs in on the way to the dashboard and waits until its widgets can be used. */
export async function openDashboard(page: Page, user: string) {
  await page.goto('/dashboard');
  await login(page, user);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^(Pulpit|Witaj)/);
  // The first visit of a session may be sent to /welcome first (000 §2).
  if ((await title.textContent())?.startsWith('Witaj')) {
    await expect(async () => {
      await page.goto('/dashboard');
      await expect(title).toHaveText('Pulpit', { timeout: 3000 });
    }).toPass();
  }
  // The page shows only once what sits above its grid is known (decision 158): a visible widget stays where it is.
  await expect((await dashboardWidget(page, 'Przypomnienia')).getByRole('button', { name: 'Dodaj przypomnienie' })).toBeVisible();
}

/** The policy number of the first case on an open 'Moje sprawy': one of the agent's own policies. */
export async function policyOfFirstCase(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: 'Zgłoszone sprawy' });
  await expect(table).toBeVisible();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const column = headers.indexOf('Numer polisy');
  expect(column).toBeGreaterThanOrEqual(0);
  return (await table.getByRole('row').nth(1).getByRole('cell').nth(column).textContent())!.trim();
}

/** A dashboard widget by its title, scrolled to: its content mounts only when it comes near the viewport. */
export async function dashboardWidget(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: title, exact: true });
  await region.scrollIntoViewIfNeeded();
  return region;
}

/** Below a PC's width (1000 px) the header's menus are in the menu drawer (decision 153). */
const hasMenuDrawer = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1000;

/** Opens the menu drawer of a phone or tablet and gives it back. */
export async function openMenuDrawer(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Opens an item of the header's 'Obsługa polisy' menu (or, below a PC's width, of the menu drawer): 'UKS', 'Złóż reklamację' … */
export async function openService(page: Page, name: string) {
  if (hasMenuDrawer(page)) {
    await (await openMenuDrawer(page)).getByRole('link', { name, exact: true }).click();
    return;
  }
  await page.getByRole('banner').getByRole('button', { name: 'Obsługa polisy' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/**
 * Opens the header's 'Systemy' menu (or the menu drawer) and gives back the system or calculator named `name`
 * ('Przejdź do portalu UP', 'Kalkulator SASS' …), to click or to look at.
 */
export async function systemItem(page: Page, name: string): Promise<Locator> {
  if (hasMenuDrawer(page)) return (await openMenuDrawer(page)).getByRole('button', { name, exact: true });
  await page.getByRole('banner').getByRole('button', { name: 'Systemy' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  return page.getByRole('menuitem', { name, exact: true });
}

export async function logout(page: Page) {
  const scope = hasMenuDrawer(page) ? await openMenuDrawer(page) : page.getByRole('banner');
  await scope.getByRole('button', { name: 'Wyloguj' }).click();
}

/** axe on the whole page (or an open dialog): WCAG 2.x A and AA, 0 violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A toaster or dialog still fading in is half transparent: axe would measure the colours of the blend. Endless
  // animations, and those driven by scrolling (a widget's fade), never finish: they are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity || animation.timeline !== document.timeline,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  // Each node with axe's own explanation (for colour contrast: both colours and the ratio).
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`)).toEqual([]);
}

/**
 * Screenshots land in e2e/screenshots/ to be looked at (not compared). A popup is photographed as the viewport shows it
 * (`fullPage: false`): a full-page screenshot resizes the viewport, which the dashboard may take for a turn of the screen.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  // Transitions finished: a dialog's overlay fades in over 200 ms, and the picture is of what the agent then sees.
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`), fullPage, animations: 'disabled' });
}

/** Nothing sticks out sideways: the page scrolls only up and down at the viewport's width. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Waits until a picked file is stored by the server: its row then shows the file's size, which a file still uploading lacks. */
export async function expectUploaded(scope: Locator, name: string) {
  const row = scope.getByRole('list', { name: 'Załączone pliki' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(/\d+(,\d)? (B|kB|MB)/);
}

/** A yyyy-MM-dd date as the panel's date fields show it and take it: dd.MM.yyyy (decision 152). */
export const plDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

export const test = base;
export { expect };
