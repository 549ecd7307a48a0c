import type { Page } from '@playwright/test';
import { dashboardWidget, expect, expectNoAxeViolations, openDashboard, plDate, screenshot, test, watchRequests } from './fixtures';
import { addDays, isoDateInPoland } from '../../packages/domain/src/calendar';

// Each test logs in and loads every widget; the shared two-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

function isoDay(offsetDays: number) {
  return addDays(isoDateInPoland(new Date()), offsetDays);
}

test('reminders are added, validated, edited and deleted', async ({ page }) => {
  await openDashboard(page, 'agent.nn');
  const box = await dashboardWidget(page, 'Przypomnienia');
  await box.getByRole('button', { name: 'Dodaj przypomnienie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowe przypomnienie' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByLabel('Treść przypomnienia').fill('ab');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Wpisz przynajmniej trzy znaki.')).toBeVisible();
  await dialog.getByLabel('Treść przypomnienia').fill('<b>pilne</b>');
  await expect(dialog.getByText('Niebezpieczny tekst.')).toBeVisible();
  await screenshot(page, 'dashboard-reminder-dialog');

  // The day's calendar lies over the popup: Tab stays in it, and Escape closes the calendar only, back to the field.
  await dialog.getByRole('button', { name: 'Wybierz datę z kalendarza' }).click();
  const calendar = page.getByRole('dialog', { name: 'Kalendarz' });
  await expect(calendar.locator('button[tabindex="0"]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(calendar.getByRole('button', { name: 'Poprzedni miesiąc' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Dzień')).toBeFocused();

  const text = 'Zadzwonić do pana Kowalskiego w sprawie polisy';
  await dialog.getByLabel('Dzień').fill(plDate(isoDay(2)));
  await dialog.getByLabel('Godzina').fill('10:30');
  await dialog.getByLabel('Treść przypomnienia').fill(text);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  const item = box.getByRole('listitem').filter({ hasText: 'Zadzwonić do pana Kowalsk…' });
  await expect(item).toContainText('10:30');
  await expect(box.getByText(text, { exact: true })).toHaveCount(0);

  await item.getByRole('button', { name: `Edytuj przypomnienie: ${text}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edytuj przypomnienie' });
  await expect(edit.getByLabel('Treść przypomnienia')).toHaveValue(text);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await edit.getByLabel('Treść przypomnienia').fill('Wysłać ofertę');
  await edit.getByLabel('Godzina').fill('16:45');
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit).toBeHidden();
  const edited = box.getByRole('listitem').filter({ hasText: 'Wysłać ofertę' });
  await expect(edited).toContainText('16:45');

  await page.reload();
  await box.scrollIntoViewIfNeeded();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Usuń przypomnienie: Wysłać ofertę' }).click();
  await expect(edited).toHaveCount(0);
});

test.describe('overdue reminders on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a past reminder raises the toaster; clicking it scrolls to the box and +1H clears it', async ({ page }) => {
    await openDashboard(page, 'agent.da');
    const reminders = await dashboardWidget(page, 'Przypomnienia');
    const toaster = page.getByRole('button', { name: 'Masz 1 zaległe przypomnienie' });
    await expect(toaster).toBeVisible();
    await expect(reminders.getByText('zaległe')).toHaveCount(1);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(reminders).not.toBeInViewport({ ratio: 0.5 });
    await toaster.click();
    await expect(reminders).toBeInViewport({ ratio: 0.9 });
    await expect(reminders).toBeFocused();

    await reminders.getByRole('button', { name: /^\+1H/ }).click();
    await expect(toaster).toBeHidden();
    await expect(reminders.getByText('zaległe')).toHaveCount(0);
    await page.reload();
    await reminders.scrollIntoViewIfNeeded();
    await expect(reminders.getByRole('listitem').first()).toBeVisible();
    await expect(toaster).toHaveCount(0);
  });
});

test('a note over 2000 characters is refused; an unsaved note survives a reload', async ({ page }) => {
  await openDashboard(page, 'agent.basic');
  const notes = await dashboardWidget(page, 'Notatki');
  const field = notes.getByLabel('Treść notatki');

  await field.fill('a'.repeat(2001));
  await expect(notes.getByText('Maksymalna liczba znaków: 2000')).toBeVisible();
  await expect(notes.getByText('Liczba znaków: 2001 / 2000')).toBeVisible();
  await notes.getByRole('button', { name: 'Zapisz' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(notes.getByText('Zapisano')).toHaveCount(0);

  await field.fill('Zadzwonić do agencji w Radomiu');
  await expect(notes.getByText('Maksymalna liczba znaków: 2000')).toHaveCount(0);
  await page.reload();
  await notes.scrollIntoViewIfNeeded();
  await expect(field).toHaveValue('Zadzwonić do agencji w Radomiu');

  await notes.getByRole('button', { name: 'Zapisz' }).click();
  await expect(notes.getByText('Zapisano')).toBeVisible();
  await expect(notes.getByText('Zapisano')).toBeHidden();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await notes.scrollIntoViewIfNeeded();
  await expect(field).toHaveValue('Zadzwonić do agencji w Radomiu');
});

test('bookmarks: the search opens Google; the dialog names what is missing; an address without a scheme gets http', async ({ page, context }) => {
  await context.route('https://www.google.com/**', (route) => route.fulfill({ body: 'wyniki' }));
  await openDashboard(page, 'agent.nn');
  const bookmarks = await dashboardWidget(page, 'Wyszukiwarka i zakładki');
  await expect(bookmarks.getByText('Brak zakładek.')).toBeVisible();

  const popup = page.waitForEvent('popup');
  await bookmarks.getByLabel('Szukaj w internecie').fill('ubezpieczenie OC');
  await bookmarks.getByRole('button', { name: 'Szukaj' }).click();
  expect((await popup).url()).toBe('https://www.google.com/search?q=ubezpieczenie%20OC');
  await expect(bookmarks.getByLabel('Szukaj w internecie')).toHaveAttribute('maxlength', '255');

  await bookmarks.getByRole('button', { name: 'Dodaj zakładkę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj zakładkę' });
  await dialog.getByRole('button', { name: 'Dodaj' }).click();
  await expect(dialog.getByText('Nazwa strony nie może być pusta.')).toBeVisible();
  await expect(dialog.getByText('Adres nie może być pusty.')).toBeVisible();
  await screenshot(page, 'dashboard-bookmark-dialog');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByLabel('Nazwa strony').fill('Przykład');
  await dialog.getByLabel('Adres strony').fill('example.com');
  await dialog.getByRole('button', { name: 'Dodaj' }).click();
  await expect(dialog).toBeHidden();
  await expect(bookmarks.getByRole('link', { name: 'Przykład' })).toHaveAttribute('href', 'http://example.com');
});

test('bookmarks: the sixth is refused; they survive a reload, and one is removed', async ({ page }) => {
  await openDashboard(page, 'agent.nn');
  const bookmarks = await dashboardWidget(page, 'Wyszukiwarka i zakładki');
  const dialog = page.getByRole('dialog', { name: 'Dodaj zakładkę' });
  for (const n of [1, 2, 3, 4, 5]) {
    await bookmarks.getByRole('button', { name: 'Dodaj zakładkę' }).click();
    await dialog.getByLabel('Nazwa strony').fill(`Strona ${n}`);
    await dialog.getByLabel('Adres strony').fill(`https://strona${n}.example.pl/`);
    await dialog.getByRole('button', { name: 'Dodaj' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(bookmarks.getByRole('link')).toHaveCount(5);
  await expect(bookmarks.getByRole('button', { name: 'Dodaj zakładkę' })).toBeDisabled();
  await expect(bookmarks.getByText('Możesz dodać najwyżej 5 zakładek.')).toBeVisible();

  await page.reload();
  await bookmarks.scrollIntoViewIfNeeded();
  await expect(bookmarks.getByRole('link')).toHaveCount(5);
  await bookmarks.getByRole('button', { name: 'Usuń zakładkę: Strona 3' }).click();
  await expect(bookmarks.getByRole('link')).toHaveCount(4);
  await expect(bookmarks.getByRole('button', { name: 'Dodaj zakładkę' })).toBeEnabled();
});

test('bookmarks: the cookie is read, and a corrupt one gives an empty list', async ({ page, context, baseURL }) => {
  const cookie = (value: string) => ({ name: 'luAgent.bookmarks.agent.nn', value, url: baseURL! });
  await context.addCookies([cookie(encodeURIComponent(JSON.stringify([['Przykład', 'https://example.pl/']])))]);
  await openDashboard(page, 'agent.nn');
  const bookmarks = await dashboardWidget(page, 'Wyszukiwarka i zakładki');
  await expect(bookmarks.getByRole('link', { name: 'Przykład' })).toHaveAttribute('href', 'https://example.pl/');

  await context.addCookies([cookie('%5B%5B%22x')]);
  await page.reload();
  await bookmarks.scrollIntoViewIfNeeded();
  await expect(bookmarks.getByText('Brak zakładek.')).toBeVisible();
});

/**
 * Loads the dashboard again with what sits above its grid answering late, one after another (the notices, the password
 * reminder, the banner): the page shows once all are known, so no visible element moves (the browser's layout shifts).
 */
async function expectNoLayoutShiftOnLoad(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => `${node?.nodeName} ${previousRect.y}→${currentRect.y} (${previousRect.height}→${currentRect.height})`);
        shifts.push(`${entry.value.toFixed(6)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const late = ['reminders', 'user/daysToPassExpiration', 'quotations/hhCalculationExpiryDate', 'banner/config'];
  for (const [index, call] of late.entries()) {
    await page.route(`**/partner/rest/${call}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300 * (index + 1)));
      await route.continue();
    });
  }
  const network = watchRequests(page);
  await page.reload();
  // The overdue reminder's toast depends on what other tests did with agent.da's reminders; this one is always there.
  await expect(page.getByRole('region', { name: 'Powiadomienia' }).getByRole('alert').filter({ hasText: 'Kalkulacje ubezpieczenia domu' })).toBeVisible();
  await expect((await dashboardWidget(page, 'Przypomnienia')).getByRole('button', { name: 'Dodaj przypomnienie' })).toBeVisible();
  await network.settled();
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
  await page.unrouteAll({ behavior: 'wait' });
}

for (const [name, width, height] of [
  ['pc', 1280, 900],
  ['tablet', 900, 1000],
  ['mobile', 390, 844],
] as const) {
  test(`the dashboard of agent.da at ${width} px is accessible and nothing on it moves while it loads (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openDashboard(page, 'agent.da');
    await expectNoLayoutShiftOnLoad(page);
    for (const title of ['Przypomnienia', 'Notatki', 'Kalendarz', 'Twoje kontakty', 'Wyszukiwarka i zakładki', 'Zalety produktów']) {
      await expect((await dashboardWidget(page, title)).getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect((await dashboardWidget(page, 'Twoje kontakty')).getByText('Katarzyna Wiśniewska')).toBeVisible();
    await expect((await dashboardWidget(page, 'Kalendarz')).getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect((await dashboardWidget(page, 'Zalety produktów')).getByRole('tab', { name: 'Flota' })).toBeVisible();
    // The calculation box and the discounts below the grid load when scrolled near.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { level: 2, name: 'Kalkulacja polisy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Twoje rabaty' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Last: a full-page screenshot resizes the viewport, which the dashboard may take for a turn of the screen.
    await screenshot(page, `dashboard-${name}`);
  });
}


test('agent.basic sees only the product advantages its roles allow', async ({ page }) => {
  await openDashboard(page, 'agent.basic');
  const advantages = await dashboardWidget(page, 'Zalety produktów');
  await expect(advantages.getByRole('tab')).toHaveText(['NNW szkolne']);
  await expect(advantages.getByRole('link', { name: 'Wszystkie zalety produktów' })).toHaveAttribute('href', '/advantages');
});
