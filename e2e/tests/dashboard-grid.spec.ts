import type { Locator, Page } from '@playwright/test';
import { dashboardWidget, expect, openDashboard, screenshot, test, watchRequests } from './fixtures';

const LAYOUT_KEY = 'luAgent.dashboard.conf';

// Each test logs in and loads every widget; the shared two-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

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
    const network = watchRequests(page);
    await openDashboard(page, 'agent.da');
    const seen: { title: string; overflows: boolean; sideways: boolean; fadeAtTop: number; fadeAtEnd: number }[] = [];
    for (const title of allWidgets) {
      const region = await dashboardWidget(page, title);
      await network.settled();
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
