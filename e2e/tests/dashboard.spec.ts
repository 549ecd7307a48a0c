import type { Locator, Page } from '@playwright/test';
import { dashboardWidget, expect, expectNoAxeViolations, login, plDate, screenshot, test } from './fixtures';
import { addDays, isoDateInPoland } from '../../packages/domain/src/calendar';

const LAYOUT_KEY = 'luAgent.dashboard.conf';

// Each test logs in and loads every widget; the shared two-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

async function openDashboard(page: Page, user: string) {
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
  await expect((await dashboardWidget(page, 'Przypomnienia')).getByRole('button', { name: 'Dodaj przypomnienie' })).toBeVisible();
  // The banner above the grid arrives on its own: until it has, every widget may still move down by its height.
  await page.waitForLoadState('networkidle');
}

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Przenieś widżet: ${title}` });

/** Where an element is on the page (not the viewport), so scrolling does not change it. */
function box(locator: Locator) {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
}

/** Viewport coordinates of the centre of a widget's drag handle, scrolled into view. */
async function grip(page: Page, title: string) {
  await handle(page, title).scrollIntoViewIfNeeded();
  const found = await handle(page, title).boundingBox();
  if (!found) throw new Error(`no handle for ${title}`);
  return { x: found.x + found.width / 2, y: found.y + found.height / 2 };
}

function isoDay(offsetDays: number) {
  return addDays(isoDateInPoland(new Date()), offsetDays);
}

test.describe('dashboard grid', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a widget dragged by its handle keeps its new place after a reload', async ({ page }) => {
    await openDashboard(page, 'dealer.ncd');
    const reminders = await dashboardWidget(page, 'Przypomnienia');
    const calendar = await dashboardWidget(page, 'Kalendarz');
    const [from, to] = [await box(reminders), await box(calendar)];
    const start = await grip(page, 'Przypomnienia');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + (to.x - from.x), start.y + (to.y - from.y), { steps: 12 });
    await page.mouse.up();

    await expect.poll(async () => (await box(reminders)).x).toBeCloseTo(to.x, 0);
    expect((await box(reminders)).y).toBeCloseTo(to.y, 0);
    expect((await box(calendar)).x).toBeCloseTo(from.x, 0);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAYOUT_KEY)).toContain('"reminders"');

    await page.reload();
    await reminders.scrollIntoViewIfNeeded();
    await expect(reminders.getByRole('button', { name: 'Dodaj przypomnienie' })).toBeVisible();
    expect((await box(reminders)).x).toBeCloseTo(to.x, 0);
    expect((await box(calendar)).x).toBeCloseTo(from.x, 0);
  });

  test('a widget moves with the arrow keys on its handle, and the move is announced and kept', async ({ page }) => {
    await openDashboard(page, 'dealer.ncd');
    const notes = await dashboardWidget(page, 'Notatki');
    const reminders = await dashboardWidget(page, 'Przypomnienia');
    const [notesBefore, remindersBefore] = [await box(notes), await box(reminders)];
    expect(remindersBefore.x).toBeLessThan(notesBefore.x);

    await handle(page, 'Notatki').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('status').filter({ hasText: 'Notatki: kolumna 1' })).toBeAttached();
    await expect(handle(page, 'Notatki')).toBeFocused();
    expect((await box(notes)).x).toBeCloseTo(remindersBefore.x, 0);
    expect((await box(reminders)).x).toBeCloseTo(notesBefore.x, 0);

    await page.keyboard.press('ArrowDown');
    expect((await box(notes)).y).toBeGreaterThan(notesBefore.y);
    const moved = await box(notes);
    await page.reload();
    await notes.scrollIntoViewIfNeeded();
    await expect(notes.getByRole('button', { name: 'Zapisz' })).toBeVisible();
    expect(await box(notes)).toEqual(moved);
  });

  test('a corrupt saved layout gives the default layout, not a blank page', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"pc": [{"id": "notes", "x": "zły"'), LAYOUT_KEY);
    await openDashboard(page, 'dealer.ncd');
    await expect(widget(page, 'Notatki')).toBeVisible();
    const [reminders, notes] = [await box(widget(page, 'Przypomnienia')), await box(widget(page, 'Notatki'))];
    expect(reminders.x).toBeLessThan(notes.x);
    expect(reminders.y).toBeCloseTo(notes.y, 0);
  });
});

test('a tablet turned with the reminder popup open keeps the popup and what was typed in it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1100 });
  await openDashboard(page, 'agent.nn');
  const box = await dashboardWidget(page, 'Przypomnienia');
  await box.getByRole('button', { name: 'Dodaj przypomnienie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowe przypomnienie' });
  await dialog.getByLabel('Treść przypomnienia').fill('Oddzwonić w sprawie wznowienia');
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(handle(page, 'Przypomnienia')).toBeVisible();
  await expect(dialog.getByLabel('Treść przypomnienia')).toHaveValue('Oddzwonić w sprawie wznowienia');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
});

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

test('bookmarks: http is added, the sixth is refused, a corrupt cookie gives an empty list', async ({ page, context }) => {
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

  for (const n of [2, 3, 4, 5]) {
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

  await page.evaluate(() => {
    document.cookie = 'luAgent.bookmarks.agent.nn=%5B%5B%22x; Path=/';
  });
  await page.reload();
  await bookmarks.scrollIntoViewIfNeeded();
  await expect(bookmarks.getByText('Brak zakładek.')).toBeVisible();
});

for (const [name, width, height] of [
  ['pc', 1280, 900],
  ['tablet', 900, 1000],
  ['mobile', 390, 844],
] as const) {
  test(`the dashboard of agent.da at ${width} px is accessible (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openDashboard(page, 'agent.da');
    for (const title of ['Przypomnienia', 'Notatki', 'Kalendarz', 'Twoje kontakty', 'Wyszukiwarka i zakładki', 'Zalety produktów']) {
      await expect((await dashboardWidget(page, title)).getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect((await dashboardWidget(page, 'Twoje kontakty')).getByText('Katarzyna Wiśniewska')).toBeVisible();
    await expect((await dashboardWidget(page, 'Kalendarz')).getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await expect((await dashboardWidget(page, 'Zalety produktów')).getByRole('tab', { name: 'Flota' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Last: a full-page screenshot resizes the viewport, which the dashboard may take for a turn of the screen.
    await screenshot(page, `dashboard-${name}`);
  });
}

/** The grid's cells no widget takes, above its last row ('column,row', from 1). */
async function holesInGrid(page: Page) {
  const areas = await page.locator('section[id^="widget-"]').evaluateAll((frames) =>
    frames.map((frame) => {
      const [x, w] = (frame as HTMLElement).style.gridColumn.split(' / span ').map(Number);
      const [y, h] = (frame as HTMLElement).style.gridRow.split(' / span ').map(Number);
      return { x: x!, w: w!, y: y!, h: h! };
    }),
  );
  const rows = Math.max(...areas.map(({ y, h }) => y + h - 1));
  const holes: string[] = [];
  for (let row = 1; row <= rows; row++) {
    for (let column = 1; column <= 12; column++) {
      if (!areas.some(({ x, w, y, h }) => column >= x && column < x + w && row >= y && row < y + h)) holes.push(`${column},${row}`);
    }
  }
  return holes;
}

for (const [width, height] of [
  [1366, 768],
  [800, 1100],
] as const) {
  for (const login of ['agent.da', 'agent.basic']) {
    test(`at ${width} px the dashboard grid of ${login} has no holes`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openDashboard(page, login);
      await expect(widget(page, 'Przypomnienia')).toBeVisible();
      expect(await holesInGrid(page)).toEqual([]);
      if (width === 800) await screenshot(page, `dashboard-grid-800-${login}`);
    });
  }
}

test('agent.basic sees only the product advantages its roles allow', async ({ page }) => {
  await openDashboard(page, 'agent.basic');
  const advantages = await dashboardWidget(page, 'Zalety produktów');
  await expect(advantages.getByRole('tab')).toHaveText(['NNW szkolne']);
  await expect(advantages.getByRole('link', { name: 'Wszystkie zalety produktów' })).toHaveAttribute('href', '/advantages');
});

const allWidgets = [
  'Polisy',
  'Wyszukiwanie polis',
  'Przypomnienia',
  'Notatki',
  'Kalendarz',
  'Twoje kontakty',
  'Wyszukiwarka i zakładki',
  'Zalety produktów',
  'Wykres polis komunikacyjnych',
  'Wykres polis domowych',
  'Pogoda',
];

for (const [width, height] of [
  [1366, 768],
  [800, 900],
  [390, 844],
] as const) {
  test(`at ${width} px no widget cuts a line: what does not fit fades out until scrolled to, nothing runs sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openDashboard(page, 'agent.da');
    const seen: { title: string; overflows: boolean; sideways: boolean; fadeAtTop: number; fadeAtEnd: number }[] = [];
    for (const title of allWidgets) {
      const region = await dashboardWidget(page, title);
      await page.waitForLoadState('networkidle');
      await expect(region.getByText('Ładowanie…')).toHaveCount(0);
      seen.push({
        title,
        ...(await region.evaluate(async (frame) => {
          const body = frame.querySelector<HTMLElement>(':scope > header + div')!;
          const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const fade = () => parseFloat(getComputedStyle(body).getPropertyValue('--more-below'));
          const state = { overflows: body.scrollHeight > body.clientHeight, sideways: body.scrollWidth > body.clientWidth, fadeAtTop: fade() };
          body.scrollTop = body.scrollHeight;
          await nextFrame();
          const fadeAtEnd = fade();
          body.scrollTop = 0;
          return { ...state, fadeAtEnd };
        })),
      });
    }
    expect(seen.filter((widget) => widget.sideways).map((widget) => widget.title)).toEqual([]);
    // The contacts list is longer than its widget at every width: it fades at the bottom, and not once scrolled down.
    expect(seen.find((widget) => widget.title === 'Twoje kontakty')!.overflows).toBe(true);
    for (const widget of seen) {
      expect(widget.fadeAtTop, widget.title).toBe(widget.overflows ? 40 : 0);
      expect(widget.fadeAtEnd, widget.title).toBe(0);
    }
    await screenshot(page, `dashboard-widgets-${width}`);
  });
}
