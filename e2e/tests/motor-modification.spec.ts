import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, login, screenshot, test } from './fixtures';

// Each test logs in, prices and saves a change and generates PDFs: the shared machine needs more than the default.
test.describe.configure({ timeout: 120_000 });

const DIALOG = '[role="dialog"]';

const REG_NO_SECTION = 'Zmiana numeru rejestracyjnego';
/** Demo policies of agent.da (docs/try-these.md). */
const PLAIN = '1194000001';
const REFERRAL = '1194000002';
const INSPECTION = '1194000003';
const ALL_RIDERS = '1194000004';
const NOT_MODIFIABLE = '1194000006';
/** agent.nn's policy like PLAIN: changed and saved here only. */
const NN_PLAIN = '1294000001';
const RIDERS_SECTION = 'Dodanie ubezpieczeń dobrowolnych';

async function openModification(page: Page, policyNo: string, account = 'agent.da') {
  await page.goto(`/cpmta/${policyNo}`);
  await login(page, account);
  await expect(page).toHaveURL(new RegExp(`/cpmta/${policyNo}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Zmiana polisy komunikacyjnej nr ${policyNo}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anuluj zmiany' })).toBeVisible();
}

async function changeRegNo(page: Page, typed: string) {
  await page.getByRole('checkbox', { name: REG_NO_SECTION }).check();
  const input = page.getByLabel('Nowy numer rejestracyjny');
  await input.fill('');
  await input.pressSequentially(typed);
  return input;
}

/** In the 'Dokumenty po zmianie danych' popup: prepares and downloads each document, then each information card. */
async function downloadEveryDocument(page: Page, dialog: Locator) {
  for (const row of await dialog.getByRole('list', { name: 'Dokumenty po zmianie' }).getByRole('listitem').all()) {
    await row.getByRole('button', { name: /^Przygotuj: / }).click();
    const link = row.getByRole('link', { name: /^Pobierz plik: / });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('Gotowy')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(row.getByText('Pobrany')).toBeVisible();
  }
  for (const file of await dialog.getByRole('region', { name: 'Karty informacyjne' }).getByRole('link').all()) {
    await Promise.all([page.waitForEvent('download'), file.click()]);
  }
}

test.describe('at PC width', () => {
  test.use({ viewport: { width: 1366, height: 1000 } });

  test('a registration number change: recalculated, accepted, documents downloaded, then the concluded policies list', async ({ page }) => {
    await openModification(page, PLAIN);
    await expectNoAxeViolations(page);
    await screenshot(page, 'mta-pc-loaded');

    const input = await changeRegNo(page, 'gd 77 88x');
    await expect(input).toHaveValue('GD7788X');
    await page.getByRole('button', { name: 'Przelicz składkę' }).click();
    await expect(page.getByRole('button', { name: 'Akceptuj zmiany' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Podsumowanie zmian' });
    await expect(summary).toContainText('GD7788X');
    await expect(page.getByRole('region', { name: 'Składka' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'mta-pc-recalculated');

    await page.getByRole('button', { name: 'Akceptuj zmiany' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dokumenty po zmianie danych' });
    const documents = dialog.getByRole('list', { name: 'Dokumenty po zmianie' });
    await expect(documents.getByRole('listitem').first()).toBeVisible();
    const finish = dialog.getByRole('button', { name: 'Przejdź do listy polis' });
    await expect(finish).toBeDisabled();
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, 'mta-pc-documents', { fullPage: false });

    // Closing too early asks to print the documents first.
    await dialog.getByRole('button', { name: 'Zamknij' }).first().click();
    const warning = page.getByRole('dialog', { name: 'Uwaga' });
    await expect(warning).toContainText('Aby przejść dalej konieczne jest wydrukowanie dokumentów po zmianach.');
    await expect(warning.getByRole('button', { name: 'Wróć do dokumentów' })).toBeFocused();
    await expectNoAxeViolations(page, '[role="dialog"][aria-modal="true"]:last-of-type');
    await warning.getByRole('button', { name: 'Wróć do dokumentów' }).click();
    await expect(warning).toBeHidden();

    await downloadEveryDocument(page, dialog);
    await expect(finish).toBeEnabled();
    await screenshot(page, 'mta-pc-documents-done', { fullPage: false });
    await finish.click();
    // The first dashboard of a session may be preceded by the welcome page (000 §2).
    await expect(page).toHaveURL(/\/(dashboard|welcome)$/);
  });

  test('the referral branch: the popup, no acceptance; cancel asks and leads to the list', async ({ page }) => {
    await openModification(page, REFERRAL);
    await changeRegNo(page, 'KR4455');
    await page.getByRole('button', { name: 'Przelicz składkę' }).click();
    const referral = page.getByRole('dialog', { name: 'Zmiana niedozwolona' });
    await expect(referral).toContainText('Zmiana niedozwolona - brak zgody na wprowadzenie zmiany lub zmiana niezgodna z OWU');
    await expect(referral.getByRole('button', { name: 'Wróć do zmian' })).toBeFocused();
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, 'mta-pc-referral', { fullPage: false });
    await referral.getByRole('button', { name: 'Wróć do zmian' }).click();
    await expect(referral).toBeHidden();
    await expect(page.getByRole('button', { name: 'Akceptuj zmiany' })).toBeHidden();

    await page.getByRole('button', { name: 'Anuluj zmiany' }).click();
    const cancel = page.getByRole('dialog', { name: 'Anulowanie zmian' });
    await expect(cancel).toContainText('Czy na pewno chcesz anulować zmiany?');
    // The popup focuses its main button once it has opened.
    await expect(cancel.getByRole('button', { name: 'Tak, anuluj zmiany' })).toBeFocused();
    await expectNoAxeViolations(page, DIALOG);
    await cancel.getByRole('button', { name: 'Tak, anuluj zmiany' }).click();
    // The first dashboard of a session may be preceded by the welcome page (000 §2).
    await expect(page).toHaveURL(/\/(dashboard|welcome)$/);
  });

  test('riders saved, then a reload: still a change, recalculated, summarised, saved; the history and the annex in the details', async ({ page }) => {
    await openModification(page, NN_PLAIN, 'agent.nn');
    await page.getByRole('checkbox', { name: RIDERS_SECTION }).check();
    const riders = page.getByRole('region', { name: RIDERS_SECTION });
    await riders.getByRole('checkbox', { name: 'NNW kierowcy i pasażerów – 20 000 zł' }).check();
    await riders.getByRole('checkbox', { name: 'Ochrona opon' }).check();
    await riders.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }).click();
    await expect(riders.getByText('Zmiany w ubezpieczeniach dobrowolnych zapisane.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Anuluj zmiany' })).toBeVisible();
    const changed = page.getByRole('list', { name: 'Zmienione sekcje' });
    await expect(changed.getByText(RIDERS_SECTION)).toBeVisible();
    await expect(page.getByText('Nie wprowadzono jeszcze zmian.')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Przelicz składkę' })).toBeVisible();
    await expect(page.getByRole('region', { name: RIDERS_SECTION })).toContainText('Zmiana ubezpieczeń dobrowolnych wymaga ponownego przeliczenia składki.');
    await expect(page.getByRole('button', { name: `Rozwiń: ${RIDERS_SECTION}` })).toBeDisabled();
    await expectNoAxeViolations(page);
    await screenshot(page, 'mta-pc-riders-after-reload');

    await changeRegNo(page, 'WA 40404');
    await expect(changed.getByText(REG_NO_SECTION)).toBeVisible();
    await page.getByRole('button', { name: 'Przelicz składkę' }).click();
    const summary = page.getByRole('region', { name: 'Podsumowanie zmian' });
    await expect(summary.getByRole('row', { name: /^Ochrona opon Nie Tak$/ })).toBeVisible();
    await expect(summary.getByRole('row', { name: /^NNW Nie Tak, suma ubezpieczenia 20 000 zł$/ })).toBeVisible();
    await expect(summary.getByRole('row', { name: /^Numer rejestracyjny .* WA40404$/ })).toBeVisible();
    await screenshot(page, 'mta-pc-riders-recalculated');
    await page.getByRole('button', { name: 'Akceptuj zmiany' }).click();
    await expect(page.getByRole('dialog', { name: 'Dokumenty po zmianie danych' })).toBeVisible();

    // The policy's details (from the header search of any page): the change in its servicing history, its annex among its documents.
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: 'Szukaj polisy' }).fill(NN_PLAIN);
    await page.getByRole('listbox', { name: 'Znalezione polisy' }).getByRole('option', { name: new RegExp(NN_PLAIN) }).click();
    const details = page.getByRole('dialog', { name: `Szczegóły polisy ${NN_PLAIN}` });
    const history = details.getByRole('region', { name: 'Historia obsługi' });
    await expect(history).toContainText('Zmiana polisy: Aneks nr 1: składka roczna');
    await expect(history).toContainText('Zmienione dane: Numer rejestracyjny, NNW, Ochrona opon');
    await expect(details.getByRole('list', { name: 'Dokumenty polisy' }).getByText('Aneks do polisy')).toBeVisible();
    await expect(details.getByText('WA40404')).toBeVisible();
    await expectNoAxeViolations(page, DIALOG);
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'mta-pc-details-history', { fullPage: false });
  });

  test('a section named in the error is no longer named once unticked; a referral says why', async ({ page }) => {
    await openModification(page, REFERRAL);
    await changeRegNo(page, 'WA-1');
    await page.getByRole('button', { name: 'Przelicz składkę' }).click();
    const problem = page.getByRole('complementary', { name: 'Zmiana polisy' }).getByRole('alert');
    await expect(problem).toHaveText(`Popraw błędy w sekcjach: ${REG_NO_SECTION}.`);
    await screenshot(page, 'mta-pc-section-error', { fullPage: false });
    await page.getByRole('checkbox', { name: REG_NO_SECTION }).uncheck();
    await expect(problem).toBeHidden();
    await expect(page.getByText('Nie wprowadzono jeszcze zmian.')).toBeVisible();

    await changeRegNo(page, 'KR4456');
    await page.getByRole('button', { name: 'Przelicz składkę' }).click();
    const referral = page.getByRole('dialog', { name: 'Zmiana niedozwolona' });
    await expect(referral).toContainText('Kierowca pojazdu ma mniej niż 21 lat – zmiana wymaga zgody działu oceny ryzyka.');
    await expectNoAxeViolations(page, DIALOG);
  });

  test("another agent's policy is not found, never said to exist", async ({ page }) => {
    await page.goto(`/cpmta/${PLAIN}`);
    await login(page, 'agent.nn');
    await expect(page.getByRole('alert')).toContainText('Nie znaleziono polisy o podanym numerze.');
    await expect(page.getByRole('alert')).not.toContainText('Zmiany nie mogą być wprowadzone');
    await expectNoAxeViolations(page);
  });

  test("'Zmień polisę' in the policy details leads to the modification", async ({ page }) => {
    await page.goto('/dashboard');
    await login(page, 'agent.da');
    await page.getByRole('banner').getByRole('combobox', { name: 'Szukaj polisy' }).fill(ALL_RIDERS);
    await page.getByRole('listbox', { name: 'Znalezione polisy' }).getByRole('option', { name: new RegExp(ALL_RIDERS) }).click();
    const details = page.getByRole('dialog', { name: `Szczegóły polisy ${ALL_RIDERS}` });
    await details.getByRole('link', { name: 'Zmień polisę' }).click();
    await expect(page).toHaveURL(new RegExp(`/cpmta/${ALL_RIDERS}$`));
    await expect(details).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `Zmiana polisy komunikacyjnej nr ${ALL_RIDERS}` })).toBeVisible();
  });

  test('a policy that cannot be changed reads the policy change error', async ({ page }) => {
    await page.goto(`/cpmta/${NOT_MODIFIABLE}`);
    await login(page, 'agent.da');
    await expect(page.getByRole('alert')).toContainText('Zmiany nie mogą być wprowadzone. Prosimy o kontakt z zespołem obsługi sprzedaży agencyjnej');
    await expectNoAxeViolations(page);
  });
});

test.describe('at mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the riders chosen earlier, the vehicle data, the inspection popup, the acceptance and the documents on a phone', async ({ page }) => {
    await openModification(page, INSPECTION);
    // AC was chosen in the riders panel before: a change to recalculate.
    await expect(page.getByRole('list', { name: 'Zmienione sekcje' }).getByText(RIDERS_SECTION)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Przelicz składkę' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Zmiana parametrów pojazdu' }).check();
    const car = page.getByRole('region', { name: 'Zmiana parametrów pojazdu' });
    await expect(car.getByLabel('Wartość pojazdu')).toBeVisible();
    await expect(car.getByRole('group', { name: 'Wyposażenie dodatkowe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'mta-mobile-car-data');

    await changeRegNo(page, 'PO1234A');
    await page.getByRole('button', { name: 'Przelicz składkę' }).click();
    const inspection = page.getByRole('dialog', { name: 'Wymagana inspekcja pojazdu' });
    await expect(inspection.getByRole('button', { name: 'Rozumiem' })).toBeFocused();
    await expect(inspection).toContainText(/w ciągu 3 dni od dnia rozpoczęcia zmiany \(\d{2}\.\d{2}\.\d{4}\), czyli najpóźniej \d{2}\.\d{2}\.\d{4}\./);
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, 'mta-mobile-inspection', { fullPage: false });
    await inspection.getByRole('button', { name: 'Rozumiem' }).click();
    await expect(inspection).toBeHidden();
    await expect(page.getByRole('button', { name: 'Akceptuj zmiany' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'mta-mobile-recalculated');

    await page.getByRole('button', { name: 'Akceptuj zmiany' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dokumenty po zmianie danych' });
    await expect(dialog.getByRole('list', { name: 'Dokumenty po zmianie' }).getByRole('listitem').first()).toBeVisible();
    // A phone: the popup takes the whole screen.
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, 'mta-mobile-documents', { fullPage: false });
    await downloadEveryDocument(page, dialog);
    const finish = dialog.getByRole('button', { name: 'Przejdź do listy polis' });
    await expect(finish).toBeInViewport();
    await screenshot(page, 'mta-mobile-documents-done', { fullPage: false });
    await finish.click();
    // The first dashboard of a session may be preceded by the welcome page (000 §2).
    await expect(page).toHaveURL(/\/(dashboard|welcome)$/);
  });
});

test.describe('at tablet width', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('a policy with every rider and a cession: the sections open one under another', async ({ page }) => {
    await openModification(page, ALL_RIDERS);
    await page.getByRole('checkbox', { name: 'Dodanie ubezpieczeń dobrowolnych' }).check();
    await expect(page.getByText('Polisa zawiera już wszystkie ubezpieczenia dobrowolne.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Dodanie lub usunięcie cesji' }).check();
    await page.getByRole('checkbox', { name: 'Zmiana pozostałych danych' }).check();
    await expect(page.getByRole('region', { name: 'Zmiana pozostałych danych' }).getByLabel('Aktualny przebieg (km)')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'mta-tablet-sections');
  });
});
