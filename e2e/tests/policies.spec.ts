import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { isoDateInPoland } from '../../packages/domain/src/calendar';
import { messages } from '../../packages/domain/src/messages';
import { expect, expectNoAxeViolations, openDashboard, screenshot, test } from './fixtures';

// Each test logs in and loads the dashboard; the shared two-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1366, height: 1000 } });

const listWidget = (page: Page) => page.getByRole('region', { name: 'Polisy', exact: true });
const searchWidget = (page: Page) => page.getByRole('region', { name: 'Wyszukiwanie polis', exact: true });

/** axe on one widget: its frame is the section labelled by the widget's heading. */
async function expectAccessibleWidget(page: Page, widget: Locator) {
  await expectNoAxeViolations(page, `[aria-labelledby="${await widget.getAttribute('aria-labelledby')}"]`);
}

/** The dashboard of `user` with the policy list widget's table shown. */
async function openPolicies(page: Page, user = 'agent.da') {
  await openDashboard(page, user);
  await expect(listWidget(page).getByRole('table')).toBeVisible();
}

/** The texts of the body rows of a table, cell by cell, with no-break spaces as spaces. */
async function rowTexts(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replaceAll('\u00a0', ' ').trim())),
  );
}

async function chooseType(page: Page, type: string) {
  const widget = listWidget(page);
  await widget.getByLabel('Typ').selectOption(type);
  await expect(widget.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect.poll(async () => new Set((await rowTexts(widget.getByRole('table'))).map((row) => row[2]))).toEqual(
    new Set([{ CP: 'Komunikacja', HP: 'Dom', SM: 'Firma', MF: 'Flota' }[type]]),
  );
}

async function openFirstPolicy(page: Page) {
  const number = listWidget(page).getByRole('table').locator('tbody tr').first().getByRole('button');
  const policyNo = (await number.textContent())!;
  await number.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(policyNo) });
  await expect(dialog.getByRole('region', { name: 'Płatność' })).toBeVisible();
  return { dialog, policyNo };
}

/** The value shown next to a term in a section of the details popup. */
const fact = (dialog: Locator, section: string, term: string) =>
  dialog.getByRole('region', { name: section }).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test('each list: concluded, renewal and quotation, sorted by a header; axe on the widget', async ({ page }) => {
  await openPolicies(page);
  const widget = listWidget(page);
  const lists = [['Polisy zawarte', 'Numer polisy'], ['Wznowienia', 'Numer polisy'], ['Oferty', 'Numer oferty']] as const;
  for (const [tab, numberHeader] of lists) {
    await widget.getByRole('tab', { name: tab }).click();
    const table = widget.getByRole('table', { name: tab });
    await expect(table.getByRole('columnheader', { name: new RegExp(numberHeader) })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const [first] = await rowTexts(table);
    expect(first![0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(first![4]).toMatch(/^[\d ]+,\d{2} zł$/);
    expect(first![5]).toMatch(/^\d{10}$/);
    await screenshot(page, `policies-list-${tab.split(' ').at(-1)!.toLowerCase()}`, { fullPage: false });
  }
  await widget.getByRole('tab', { name: 'Polisy zawarte' }).click();
  const table = widget.getByRole('table', { name: 'Polisy zawarte' });
  await table.getByRole('button', { name: /Składka/ }).click();
  await expect(table.getByRole('columnheader', { name: /Składka/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(widget.getByRole('region', { name: 'Polisy zawarte' })).toHaveAttribute('aria-busy', 'false');
  const prices = (await rowTexts(table)).map((row) => Number(row[4]!.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await widget.getByRole('button', { name: 'Następna' }).click();
  await expect(widget.getByText(/^11–20 z /)).toBeVisible();
  await expectAccessibleWidget(page, widget);
});

test('on a phone (390 px) each policy is a card: the number and the premium, the client, the type and the date; axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPolicies(page);
  const widget = listWidget(page);
  await widget.scrollIntoViewIfNeeded();
  const table = widget.getByRole('table', { name: 'Polisy zawarte' });
  await expect(table.getByRole('row')).toHaveCount(11);
  const card = table.getByRole('row').nth(1);
  const cells = card.getByRole('cell');
  // An empty cell (the term, but for home policies) is left out of the card.
  const [date, name, type, price, number] = [cells.nth(0), cells.nth(1), cells.nth(2), cells.nth(-2), cells.nth(-1)];
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const cardBox = await box(card);
  const boxes = { number: await box(number), price: await box(price), name: await box(name), type: await box(type), date: await box(date) };
  for (const cell of Object.values(boxes)) {
    expect(cell.x).toBeGreaterThanOrEqual(cardBox.x - 1);
    expect(cell.x + cell.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
  }
  expect(boxes.price.y).toBeCloseTo(boxes.number.y, -1);
  expect(boxes.name.y).toBeGreaterThan(boxes.number.y);
  expect(boxes.type.y).toBeGreaterThan(boxes.name.y);
  expect(boxes.date.y).toBeCloseTo(boxes.type.y, -1);
  await expect(number).toHaveText(/^\d{10}$/);
  await expect(price).toHaveText(/^[\d\s]+,\d{2}\szł$/);
  expect(await widget.getByRole('region', { name: 'Polisy zawarte' }).evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);

  await table.getByRole('button', { name: /Składka/ }).click();
  await expect(table.getByRole('columnheader', { name: /Składka/ })).toHaveAttribute('aria-sort', 'descending');
  await expectAccessibleWidget(page, widget);
  await screenshot(page, 'policies-list-390', { fullPage: false });
  await number.getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const [type, section] of [['CP', 'Pojazd'], ['HP', 'Miejsce ubezpieczenia'], ['SM', 'Ubezpieczony'], ['MF', 'Pojazd']] as const) {
  test(`the details popup of a ${type} policy; axe on the popup`, async ({ page }) => {
    await openPolicies(page);
    await chooseType(page, type);
    const { dialog, policyNo } = await openFirstPolicy(page);
    await expect(fact(dialog, 'Polisa', 'Numer polisy')).toHaveText(policyNo);
    await expect(fact(dialog, 'Polisa', 'Produkt')).toHaveText({ CP: 'Komunikacja', HP: 'Dom', SM: 'Firma', MF: 'Flota' }[type]);
    await expect(dialog.getByRole('region', { name: section })).toBeVisible();
    if (type === 'SM') await expect(fact(dialog, 'Ubezpieczony', 'Nazwa firmy')).not.toBeEmpty();
    if (type === 'CP' || type === 'MF') await expect(fact(dialog, 'Pojazd', 'VIN')).toHaveText(/^[A-HJ-NPR-Z0-9]{17}$/);
    const account = fact(dialog, 'Płatność', 'Numer rachunku');
    if (await account.count()) {
      await expect(account).toHaveText(/^(\d{4} ){6}\d{2}$/);
      await expect(fact(dialog, 'Płatność', 'Składka łączna')).toHaveText(/zł \((jednorazowo|w 2 ratach)\)$/);
    }
    await expectNoAxeViolations(page, '[role="dialog"]');
    await screenshot(page, `policy-details-${type}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a quotation says for how many days it is valid; an expired one says since when', async ({ page }) => {
  await openPolicies(page);
  await listWidget(page).getByRole('tab', { name: 'Oferty' }).click();
  const number = listWidget(page).getByRole('table', { name: 'Oferty' }).locator('tbody tr').first().getByRole('button');
  const quotationNo = (await number.textContent())!;
  await number.click();
  const dialog = page.getByRole('dialog', { name: `Szczegóły oferty ${quotationNo}` });
  await expect(dialog.getByText(/^Oferta ważna jeszcze \d+ (dni|dzień)$/)).toBeVisible();
  await expect(fact(dialog, 'Oferta', 'Numer oferty')).toHaveText(quotationNo);
  await expect(fact(dialog, 'Płatność', 'Numer rachunku')).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await screenshot(page, 'policy-details-quotation', { fullPage: false });
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  // The oldest offers of the demo have expired: they say so with the date, never 'ważna jeszcze 0 dni'.
  await listWidget(page).getByRole('button', { name: /Data polisy/ }).click();
  const oldest = listWidget(page).getByRole('table', { name: 'Oferty' }).locator('tbody tr').first().getByRole('button');
  await expect(oldest).not.toHaveText(quotationNo);
  await oldest.click();
  const expired = page.getByRole('dialog', { name: `Szczegóły oferty ${(await oldest.textContent())!}` });
  const validTill = (await fact(expired, 'Oferta', 'Oferta ważna do').textContent())!;
  await expect(expired.getByText(`Oferta wygasła ${validTill}`)).toBeVisible();
  await expect(expired.getByText(/ważna jeszcze/)).toHaveCount(0);
  await screenshot(page, 'policy-details-quotation-expired', { fullPage: false });
});

test('the CSV export holds exactly the rows of the filtered list', async ({ page }) => {
  await openPolicies(page);
  const widget = listWidget(page);
  await widget.getByLabel('Wierszy na stronie').selectOption('100');
  await chooseType(page, 'HP');
  await widget.getByRole('table').getByRole('button', { name: /Klient/ }).click();
  await expect(widget.getByRole('columnheader', { name: /Klient/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(widget.getByRole('region', { name: 'Polisy zawarte' })).toHaveAttribute('aria-busy', 'false');
  const shown = await rowTexts(widget.getByRole('table'));
  expect(shown.length).toBeGreaterThan(10);
  expect(shown.length).toBeLessThan(100);

  const [download] = await Promise.all([page.waitForEvent('download'), widget.getByRole('button', { name: 'Pobierz CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^polisy-zawarte-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = csv.slice(1).split('\r\n').filter(Boolean);
  expect(header).toBe('Data polisy;Klient;Typ;Okres (lata);Składka (zł);Numer polisy');
  const asShown = lines.map((line) => {
    const [date, customer, type, term, price, number] = line.split(';');
    const [whole, cents] = price!.split(',');
    return [date, customer, type, term, `${Number(whole).toLocaleString('pl-PL', { useGrouping: 'always' }).replaceAll('\u00a0', ' ')},${cents} zł`, number];
  });
  expect(asShown).toEqual(shown);

  const [xlsx] = await Promise.all([page.waitForEvent('download'), widget.getByRole('button', { name: 'Pobierz XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
});

async function headerSearch(page: Page, text: string) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Szukaj polisy' });
  await box.fill(text);
  const listbox = page.getByRole('listbox', { name: 'Znalezione polisy' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  return { box, listbox };
}

test('the header search finds a policy by plate and by PESEL; axe with the hits open', async ({ page }) => {
  await openPolicies(page);
  await chooseType(page, 'CP');
  const { dialog, policyNo } = await openFirstPolicy(page);
  const plate = (await fact(dialog, 'Pojazd', 'Numer rejestracyjny').textContent())!;
  // The details are shown (the plate above was read from them): a company policyholder has no PESEL among them.
  const peselFact = fact(dialog, 'Ubezpieczający', 'PESEL');
  const pesel = (await peselFact.count()) > 0 ? await peselFact.textContent() : null;
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  const typedPlate = `${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`;
  const byPlate = await headerSearch(page, typedPlate);
  await expect(byPlate.listbox.getByRole('option', { name: new RegExp(policyNo) })).toContainText(`Nr rejestracyjny: ${plate}`);
  await expectNoAxeViolations(page, 'header');
  await screenshot(page, 'header-search-plate', { fullPage: false });
  await byPlate.listbox.getByRole('option', { name: new RegExp(policyNo) }).click();
  await expect(page.getByRole('dialog', { name: `Szczegóły polisy ${policyNo}` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();

  // The first motor policy may belong to a company; then the PESEL comes from a person's home policy.
  let personPesel = pesel;
  let personPolicy = policyNo;
  if (!personPesel) {
    await chooseType(page, 'HP');
    const rows = listWidget(page).getByRole('table').locator('tbody tr');
    for (let i = 0; !personPesel; i += 1) {
      const number = rows.nth(i).getByRole('button');
      personPolicy = (await number.textContent())!;
      await number.click();
      const details = page.getByRole('dialog', { name: new RegExp(personPolicy) });
      await expect(details.getByRole('region', { name: 'Płatność' })).toBeVisible();
      personPesel = (await fact(details, 'Ubezpieczający', 'PESEL').count()) ? await fact(details, 'Ubezpieczający', 'PESEL').textContent() : null;
      await details.getByRole('button', { name: 'Zamknij' }).click();
    }
  }
  const byPesel = await headerSearch(page, personPesel!);
  await expect(byPesel.listbox.getByRole('option', { name: new RegExp(personPolicy) })).toContainText(`PESEL: ${personPesel}`);
  await byPesel.box.press('ArrowDown');
  await byPesel.box.press('Enter');
  await expect(page.getByRole('dialog', { name: new RegExp('^Szczegóły (polisy|oferty) \\d{10}$') })).toBeVisible();
  await screenshot(page, 'header-search-pesel-details');
});

test('the policies search widget: rules at the fields, then results that open the details', async ({ page }) => {
  await openPolicies(page, 'agent.nn');
  const widget = searchWidget(page);
  await widget.getByRole('button', { name: 'Szukaj' }).click();
  await expect(widget.getByText('Wpisz numer polisy lub wybierz typ polisy.')).toBeVisible();
  await expect(widget.getByText('Pole jest wymagane')).toHaveCount(2);
  await expectAccessibleWidget(page, widget);
  await screenshot(page, 'policies-search-errors', { fullPage: false });

  await widget.getByRole('button', { name: 'Dom', exact: true }).click();
  await expect(widget.getByRole('button', { name: 'Dom', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(widget.getByRole('button', { name: 'Flota', exact: true })).toBeVisible();
  await widget.getByLabel(/Data od/).fill('01.01.2020');
  await widget.getByLabel(/Data do/).fill('31.12.2099');
  await widget.getByRole('button', { name: 'Szukaj' }).click();
  const results = widget.getByRole('list', { name: 'Wyniki wyszukiwania' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const metas = await results.getByRole('listitem').evaluateAll((items) => items.map((item) => item.lastElementChild?.textContent ?? ''));
  expect(new Set(metas.map((meta) => meta.split(' · ')[0]))).toEqual(new Set(['Dom']));
  await expectAccessibleWidget(page, widget);
  await screenshot(page, 'policies-search-results', { fullPage: false });
  await results.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Miejsce ubezpieczenia' })).toBeVisible();
});

const POLISH_MONTHS = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'];

test.describe('a date field under an English-speaking browser', () => {
  test.use({ locale: 'en-US' });

  for (const width of [1280, 390]) {
    test(`'Data od' of the search widget: a Polish calendar from Monday writes dd.MM.yyyy; axe with it open, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openPolicies(page);
      const widget = searchWidget(page);
      // On a phone the widget is below the fold: its content mounts once it is scrolled to.
      await widget.scrollIntoViewIfNeeded();
      const from = widget.getByLabel(/Data od/);
      await expect(from).toHaveAttribute('placeholder', 'dd.mm.rrrr');
      await from.evaluate((field) => field.scrollIntoView({ block: 'center' }));
      // The first calendar button of the widget is the one of 'Data od'.
      await widget.getByRole('button', { name: 'Wybierz datę z kalendarza' }).first().click();
      const calendar = page.getByRole('dialog', { name: 'Kalendarz' });
      const [year, month, day] = isoDateInPoland(new Date()).split('-');
      await expect(calendar.getByText(`${POLISH_MONTHS[Number(month) - 1]} ${year}`)).toBeVisible();
      await expect(calendar.getByRole('columnheader')).toHaveText(['pon', 'wt', 'śr', 'czw', 'pt', 'sob', 'niedz']);
      await expect(calendar.locator('[aria-current="date"]')).toHaveText(String(Number(day)));
      await expect(calendar.locator('button[tabindex="0"]')).toBeFocused();
      await expectNoAxeViolations(page);
      await screenshot(page, `date-field-calendar-${width}`, { fullPage: false });

      await calendar.getByRole('button', { name: new RegExp(`, 15 \\S+ ${year}$`) }).click();
      await expect(calendar).toBeHidden();
      await expect(from).toHaveValue(`15.${month}.${year}`);
      await expect(from).toBeFocused();
      await widget.getByLabel(/Data do/).fill('31.12.2099');
      await widget.getByRole('button', { name: 'Dom', exact: true }).click();
      await widget.getByRole('button', { name: 'Szukaj' }).click();
      await expect(widget.getByRole('list', { name: 'Wyniki wyszukiwania' }).or(widget.getByText(messages.POLICY_SEARCH_NOT_FOUND))).toBeVisible();
      await expect(widget.getByText('Pole jest wymagane')).toHaveCount(0);
    });
  }
});

test('agent.basic is not offered the motor and firm types', async ({ page }) => {
  await openPolicies(page, 'agent.basic');
  const widget = searchWidget(page);
  await expect(widget.getByRole('button', { name: 'Dom', exact: true })).toBeVisible();
  await expect(widget.getByRole('button', { name: /Komunikacja/ })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: /Firma/ })).toHaveCount(0);
});
