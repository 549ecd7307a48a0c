import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, screenshot, test } from './fixtures';

// Each test logs in and loads the dashboard; the shared two-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const title = (page: Page) => page.getByRole('heading', { level: 1 });

/** Logs in from /login and waits for the first screen: the dashboard, or /welcome on a first visit. */
async function logIn(page: Page, user: string) {
  await page.goto('/login');
  await login(page, user);
  await expect(title(page)).toHaveText(/^(Pulpit|Witaj)/);
}

/**
 * A new session in the same browser: the panel is left for the login page first (which calls nothing), because a call
 * of the open panel answered 401 once the cookies are gone reloads it (lib/http), cutting into the next navigation.
 */
async function newSession(page: Page, context: BrowserContext) {
  await page.goto('/login');
  await context.clearCookies();
}

/** The dashboard; a first visit sent to /welcome has recorded the visit once the welcome screen shows its button. */
async function openDashboard(page: Page, user: string) {
  await logIn(page, user);
  if ((await title(page).textContent())?.startsWith('Witaj')) {
    await page.getByRole('link', { name: 'Przejdź do pulpitu' }).click();
  }
  await expect(title(page)).toHaveText('Pulpit');
}

test('the first dashboard visit of each session goes to /welcome, once; the banner screen links on', async ({ page, context }) => {
  // The first session ever of agent.nn may show the smart-info fragment instead: the redirect happens either way.
  await logIn(page, 'agent.nn');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(title(page)).toHaveText('Witaj w Panelu Agenta');
  await page.getByRole('link', { name: 'Przejdź do pulpitu' }).click();
  await expect(title(page)).toHaveText('Pulpit');
  await page.reload();
  await expect(title(page)).toHaveText('Pulpit');
  await page.goto('/dashboard');
  await expect(title(page)).toHaveText('Pulpit');

  // A new session: smart-info has been shown, the banner screen of NN agents remains.
  await newSession(page, context);
  await logIn(page, 'agent.nn');
  await expect(page).toHaveURL(/\/welcome$/);
  const banner = page.getByRole('link', { name: /Jesień z ochroną/ });
  await expect(banner).toBeVisible();
  const image = banner.getByRole('img');
  await expect(image).toHaveAttribute('src', /^\/banners\/agenci\/banner\.svg\?v=\d{8}$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, 'services-welcome-banner-screen');

  const logged = page.waitForRequest(
    (request) => request.url().endsWith('/partner/rest/action-log') && request.postDataJSON()?.action === 'pp_agent_baner',
  );
  await banner.click();
  expect((await logged).postDataJSON()).toEqual({ action: 'pp_agent_baner', details: '/advantages' });
  await expect(title(page)).toHaveText('Zalety produktów');
  await page.goto('/dashboard');
  await expect(title(page)).toHaveText('Pulpit');
});

test('smart-info is shown to agent.da at most once: a later session stays on the dashboard', async ({ page, context }) => {
  await logIn(page, 'agent.da');
  if ((await title(page).textContent())?.startsWith('Witaj')) {
    await expect(page.getByRole('heading', { level: 2, name: /PhotoSmart/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'services-welcome-smart-info');
    await page.getByRole('link', { name: 'Przejdź do pulpitu' }).click();
    await expect(title(page)).toHaveText('Pulpit');
  }
  await newSession(page, context);
  await logIn(page, 'agent.da');
  await expect(title(page)).toHaveText('Pulpit');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('agent.da sees the motor and home charts with their info tooltips; agent.basic sees neither', async ({ page, context }) => {
  await openDashboard(page, 'agent.da');
  for (const [name, caption] of [
    ['Wykres polis komunikacyjnych', 'Zawarte polisy komunikacyjne w ostatnich 12 miesiącach'],
    ['Wykres polis domowych', 'Zawarte polisy domowe w ostatnich 12 miesiącach'],
  ] as const) {
    const chart = widget(page, name);
    await chart.scrollIntoViewIfNeeded();
    // The drawing: a month's bars, named by hovering them.
    await expect(chart.getByTitle(/ – .+: \d+/).first()).toBeVisible();
    const table = chart.getByRole('table', { name: caption });
    await expect(table.getByRole('row')).toHaveCount(13);
    await chart.getByRole('button', { name: 'Informacje o wykresie' }).click();
    const info = page.getByRole('dialog');
    await expect(info).toContainText('ostatnich 12 miesiącach');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, `services-chart-${name === 'Wykres polis domowych' ? 'home' : 'motor'}`);
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
  }
  await expectNoAxeViolations(page);

  await newSession(page, context);
  await openDashboard(page, 'agent.basic');
  await expect(widget(page, 'Pogoda')).toBeVisible();
  await expect(widget(page, 'Wykres polis komunikacyjnych')).toHaveCount(0);
  await expect(widget(page, 'Wykres polis domowych')).toHaveCount(0);
});

test('weather: the city is searched from 2 letters, chosen, and kept after a reload', async ({ page }) => {
  await openDashboard(page, 'dealer.ncd');
  const weather = widget(page, 'Pogoda');
  await weather.scrollIntoViewIfNeeded();
  const strip = weather.getByRole('list', { name: /^Prognoza na 5 dni/ });
  await expect(strip.getByRole('listitem')).toHaveCount(5);
  await expect(weather.getByText('Warszawa', { exact: true })).toBeVisible();
  await expect(weather.getByText('Dane przykładowe')).toBeVisible();

  const city = weather.getByRole('combobox', { name: 'Miasto' });
  await city.fill('K');
  await expect(weather.getByText('Wpisz co najmniej 2 znaki.')).toBeVisible();
  await city.fill('Kr');
  await expect(page.getByRole('listbox', { name: 'Miasto' }).getByRole('option')).toHaveText(['Kraków']);
  await expectNoAxeViolations(page);
  await screenshot(page, 'services-weather-search', { fullPage: false });
  await page.getByRole('option', { name: 'Kraków' }).click();
  await expect(weather.getByText('Kraków', { exact: true })).toBeVisible();

  await weather.getByRole('combobox', { name: 'Godzina' }).selectOption('12:00');
  await expect(strip).toHaveAccessibleName('Prognoza na 5 dni, godzina 12:00');
  await expect(strip.getByRole('listitem').first()).toContainText(/-?\d+°C/);

  await page.reload();
  await weather.scrollIntoViewIfNeeded();
  await expect(weather.getByRole('combobox', { name: 'Miasto' })).toHaveValue('Kraków');
  await expect(weather.getByText('Kraków', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('weather.city'))).toBe('Kraków');
  await screenshot(page, 'services-weather-krakow', { fullPage: false });
});

test('weather calls are refused without a session and answer the no-data message for an unknown city', async ({ page }) => {
  expect((await page.request.get('/openweather/forecast?id=1')).status()).toBe(401);
  await openDashboard(page, 'dealer.ncd');
  const unknown = await page.request.get('/openweather/forecast?id=9999');
  // An unknown city is the caller's mistake, not a failure of the service (decision 111).
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ message: 'Brak danych pogodowych.' });
});

test("the discounts, calculators and quotation dates of the dashboard answer with the agent's own data", async ({ page, context }) => {
  await openDashboard(page, 'agent.da');
  const discounts = await (await page.request.get('/partner/rest/discounts')).json();
  expect(new Set(discounts.map((d: { type: string }) => d.type))).toEqual(new Set(['AMT', 'PCT']));
  expect(discounts.filter((d: { productLineId: string }) => d.productLineId === 'CP').map((d: { packageCode: string }) => d.packageCode).sort()).toEqual(['001', '002']);
  const calculators = await (await page.request.get('/partner/rest/calculators')).json();
  expect(calculators).toHaveLength(9);
  const expiry = await (await page.request.get('/partner/rest/quotations/hhCalculationExpiryDate')).json();
  expect(expiry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await newSession(page, context);
  await openDashboard(page, 'agent.basic');
  const own = await (await page.request.get('/partner/rest/discounts')).json();
  expect(own.map((d: { id: number }) => d.id)).not.toContain(discounts[0].id);
  expect(await (await page.request.get('/partner/rest/calculators')).json()).toEqual([
    expect.objectContaining({ code: 'NNW_SCHOOL', label: 'NNW szkolne' }),
  ]);
  expect((await page.request.get('/partner/rest/quotations/hhCalculationExpiryDate')).status()).toBe(403);
});

test('the terms of electronic services are a PDF under /doc/', async ({ page }) => {
  const response = await page.request.get('/doc/regulamin-uslug-elektronicznych.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
