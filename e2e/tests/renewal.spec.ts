import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, expectUploaded, login, openService, screenshot, test } from './fixtures';

const DIALOG = '[role="dialog"]';
const CALCULATORS = 'https://kalkulatory.ubezpieczyciel.example.pl';
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });

// Demo renewals of decision 083 (apps/server/src/db/seed/renewal.ts) and the customer data that find them.
const anna = { policyId: '1293000001', name: 'Anna', surname: 'Zawadzka', pesel: '84031510123' };
const tomasz = { policyId: '1293000002', name: 'Tomasz', surname: 'Wróblewski', pesel: '91092730379' };
const grzegorz = { policyId: '1293000008', name: 'Grzegorz', surname: 'Piotrowski', pesel: '82101090999' };
const zofia = { policyId: '1293000011', name: 'Zofia', surname: 'Pawłowska', pesel: '58012522249' };
const adam = { policyId: '1293000012', name: 'Adam', surname: 'Michalski', pesel: '86070733378' };

/** The renewal calculator is an external system: the test stands in for it. */
async function stubCalculator(context: BrowserContext) {
  await context.route(`${CALCULATORS}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="pl"><title>Kalkulator</title><h1>Kalkulator wznowień</h1></html>' }),
  );
}

async function openRenewal(page: Page) {
  await openService(page, 'Przepisz wznowienie');
  const dialog = page.getByRole('dialog', { name: 'Przepisanie wznowienia' });
  await expect(dialog.getByLabel('Numer polisy')).toBeVisible();
  return dialog;
}

async function verifyPerson(page: Page, person: { policyId: string; name: string; surname: string; pesel: string }) {
  const dialog = await openRenewal(page);
  await dialog.getByLabel('Numer polisy').fill(person.policyId);
  await dialog.getByLabel('Imię').fill(person.name);
  await dialog.getByLabel('Nazwisko').fill(person.surname);
  await dialog.getByLabel('PESEL').fill(person.pesel);
  await dialog.getByRole('button', { name: 'Weryfikuj' }).click();
  return dialog;
}

/** The verify step for a company: the number, the company's name and its REGON (not sent yet). */
async function fillCompany(dialog: Locator, company: { policyId: string; name: string; regon: string }) {
  await dialog.getByLabel('Numer polisy').fill(company.policyId);
  await dialog.getByLabel('Klient jest firmą').check();
  await dialog.getByLabel('Nazwa firmy').fill(company.name);
  await dialog.getByLabel('REGON').fill(company.regon);
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Uwaga' });

// Each flow runs many calls and axe checks on a small shared machine.
test.describe.configure({ timeout: 180_000 });

/** Logs in and leaves the dashboard: its first-visit redirect and its toaster would get in the way. */
async function loginAs(page: Page, account: string) {
  await page.goto('/login');
  await login(page, account);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Dokumenty', level: 1 })).toBeVisible();
}

test('a renewal of another agent is verified, attested and rewritten; it moves to the agent', async ({ page, context }) => {
  await stubCalculator(context);
  await loginAs(page, 'agent.da');
  const dialog = await openRenewal(page);
  await expect(dialog.getByRole('button', { name: 'Weryfikuj' })).toBeDisabled();
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-verify-empty');
  await dialog.getByLabel('Numer polisy').fill('12345');
  await dialog.getByLabel('Imię').click();
  await expect(dialog.getByText('Numer polisy musi mieć od 8 do 11 cyfr.')).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-verify-errors');
  await dialog.getByLabel('Numer polisy').fill(anna.policyId);
  await dialog.getByLabel('Imię').fill('anna');
  await dialog.getByLabel('Nazwisko').fill('zawadzka');
  await dialog.getByLabel('PESEL').fill(anna.pesel);
  await expect(dialog.getByLabel('Nazwisko')).toHaveValue('Zawadzka');
  await dialog.getByRole('button', { name: 'Weryfikuj' }).click();

  await expect(dialog.getByText('Krok 2 z 2: oświadczenie klienta i przepisanie')).toBeVisible();
  await expect(dialog).toContainText('WX12931');
  await expect(dialog).toContainText('Propozycja wznowienia');
  await dialog.getByRole('button', { name: 'Przepisz polisę' }).click();
  await expect(dialog.getByText('Załącz podpisane oświadczenie klienta.')).toBeVisible();
  await dialog.getByLabel('Podpisane oświadczenie klienta', { exact: true }).setInputFiles(pdf('Oświadczenie Zawadzka.pdf'));
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Oświadczenie Zawadzka.pdf');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-statement');

  await dialog.getByRole('button', { name: 'Przepisz polisę' }).click();
  await expect(page).toHaveURL(`${CALCULATORS}/komunikacja?tryb=renew&polisa=${anna.policyId}`, { timeout: 30_000 });
  const details = await page.request.get(`/partner/rest/policies/details/${anna.policyId}`);
  expect(details.status()).toBe(200);
  expect(await details.json()).toMatchObject({ tableType: 'RENEWAL', insuringName: 'Anna Zawadzka' });
});

test('the owner-change mode confirms and modifies the data, presents the offer and takes the policy over', async ({ page, context }) => {
  await stubCalculator(context);
  await loginAs(page, 'agent.da');
  const dialog = await verifyPerson(page, tomasz);
  await expect(dialog.getByText('Zmiana właściciela – krok 1 z 3: potwierdzenie danych')).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Dane nowego właściciela' });
  await expect(table).toContainText('Tomasz Wróblewski');
  await expect(table).toContainText('Górczewska 124/15, 01-460 Warszawa');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-owner-table');

  await dialog.getByRole('button', { name: 'Modyfikuj' }).click();
  await dialog.getByLabel('Telefon').fill('12');
  await dialog.getByRole('button', { name: 'Zapisz dane' }).click();
  await expect(dialog.getByText('Podany numer jest niepoprawny')).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-owner-modify');
  await dialog.getByLabel('Telefon').fill('605111222');
  await dialog.getByLabel('E-mail').fill('t.wroblewski@example.pl');
  await dialog.getByRole('button', { name: 'Zapisz dane' }).click();
  await expect(table).toContainText('605111222');
  await dialog.getByRole('button', { name: 'Potwierdź dane' }).click();

  await expect(dialog.getByText('Zmiana właściciela – krok 2 z 3: oferta')).toBeVisible();
  await expect(dialog).toContainText('Okres ubezpieczenia');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-owner-offer');
  await dialog.getByRole('button', { name: 'Klient akceptuje ofertę' }).click();

  await expect(dialog.getByText('Zmiana właściciela – krok 3 z 3: przejęcie polisy')).toBeVisible();
  await dialog.getByLabel('Podpisane oświadczenie klienta', { exact: true }).setInputFiles(pdf('Oświadczenie Wróblewski.pdf'));
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Oświadczenie Wróblewski.pdf');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-owner-takeover');
  await dialog.getByRole('button', { name: 'Przejmij polisę' }).click();
  await expect(page).toHaveURL(new RegExp(`polisa=${tomasz.policyId}$`), { timeout: 30_000 });
  const details = await (await page.request.get(`/partner/rest/policies/details/${tomasz.policyId}`)).json();
  expect(details).toMatchObject({ insuringName: 'Tomasz Wróblewski', insuringPhone: '605111222', email: 't.wroblewski@example.pl' });
});

test('every error popup of the rewrite', async ({ page }) => {
  await loginAs(page, 'agent.da');

  // canRewrite false, with the reason the policy's data give.
  let dialog = await verifyPerson(page, grzegorz);
  await expect(popup(page).getByRole('alert')).toHaveText('Okres ubezpieczenia wznowienia już się rozpoczął – nie można go przejąć.');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-popup-cannot-rewrite');
  await popup(page).getByRole('button', { name: 'Rozumiem' }).click();

  // Data that name no policyholder: not found, as for any unknown number.
  await dialog.getByLabel('Nazwisko').fill('Nowak');
  await dialog.getByRole('button', { name: 'Weryfikuj' }).click();
  await expect(popup(page).getByRole('alert')).toHaveText('Nie odnaleziono polisy o podanym numerze dla podanych danych klienta.');
  await popup(page).getByRole('button', { name: 'Rozumiem' }).click();

  // The verification call fails on the way.
  await page.route('**/partner/rest/renewal/verify', (route) => route.abort());
  await dialog.getByRole('button', { name: 'Weryfikuj' }).click();
  await expect(popup(page).getByRole('alert')).toHaveText('Wystąpił nieznany błąd podczas weryfikacji.');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-popup-verify-error');
  await popup(page).getByRole('button', { name: 'Rozumiem' }).click();
  await page.unroute('**/partner/rest/renewal/verify');
  await dialog.getByRole('button', { name: 'Zamknij' }).click();

  // A statement that is not a scan is refused where it is dropped, with the types the server takes (the server's own
  // refusal popup, RENEWAL_ATTACHMENT_ERROR, is covered by the web and server tests); the rewrite does not go on while
  // the refused file is listed, and nothing is rewritten.
  dialog = await verifyPerson(page, zofia);
  await dialog
    .getByLabel('Podpisane oświadczenie klienta', { exact: true })
    .setInputFiles({ name: 'oswiadczenie.txt', mimeType: 'text/plain', buffer: Buffer.from('Oświadczam, że przenoszę polisę.\n') });
  const files = dialog.getByRole('list', { name: 'Załączone pliki' });
  await expect(files).toContainText('oswiadczenie.txt');
  await expect(files).toContainText('Niepoprawne rozszerzenie pliku');
  await dialog.getByRole('button', { name: 'Przepisz polisę' }).click();
  await expect(dialog.getByText('Usuń z listy pliki, których nie przyjęto.')).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-statement-refused');
  expect((await page.request.get(`/partner/rest/policies/details/${zofia.policyId}`)).status()).toBe(404);
});

test('the data error: an agent without a fleet calculator gets an empty URL and the fleet renewal stays', async ({ page }) => {
  await loginAs(page, 'agent.nn');
  const dialog = await openRenewal(page);
  await fillCompany(dialog, { policyId: '4193000010', name: 'Trans-Bud Logistyka Sp. z o.o.', regon: '930000106' });
  await expectNoAxeViolations(page, DIALOG);
  await dialog.getByRole('button', { name: 'Weryfikuj' }).click();
  await dialog.getByLabel('Podpisane oświadczenie klienta', { exact: true }).setInputFiles(pdf('Oświadczenie Trans-Bud.pdf'));
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Oświadczenie Trans-Bud.pdf');
  await dialog.getByRole('button', { name: 'Przepisz polisę' }).click();
  await expect(popup(page).getByRole('alert')).toHaveText(/^Polisa nie może być obsłużona\. Prosimy o kontakt z infolinią pod numerem/);
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-popup-data-error');
  expect((await page.request.get('/partner/rest/policies/details/4193000010')).status()).toBe(404);
});

test('a reload and a session expiry in the middle of the wizard bring it back at its step', async ({ page, context }) => {
  await stubCalculator(context);
  await loginAs(page, 'agent.da');
  let dialog = await verifyPerson(page, adam);
  await expect(dialog.getByText('Krok 2 z 2: oświadczenie klienta i przepisanie')).toBeVisible();
  await dialog.getByLabel('Podpisane oświadczenie klienta', { exact: true }).setInputFiles(pdf('Oświadczenie Michalski.pdf'));
  // Only a stored file belongs to the draft: a reload during its upload would lose it, as it would for the agent.
  await expectUploaded(dialog, 'Oświadczenie Michalski.pdf');

  await page.reload();
  dialog = page.getByRole('dialog', { name: 'Przepisanie wznowienia' });
  await expect(dialog.getByText('Krok 2 z 2: oświadczenie klienta i przepisanie')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Oświadczenie Michalski.pdf');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'renewal-restored');

  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await login(page, 'agent.da');
  dialog = page.getByRole('dialog', { name: 'Przepisanie wznowienia' });
  await expect(dialog).toContainText(adam.policyId);
  await dialog.getByRole('button', { name: 'Przepisz polisę' }).click();
  await expect(page).toHaveURL(new RegExp(`polisa=${adam.policyId}$`), { timeout: 30_000 });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1100 } });

  test("a company's renewal at step 2 fits the width and keeps its action in sight", async ({ page }) => {
    await loginAs(page, 'agent.da');
    const dialog = await openRenewal(page);
    await fillCompany(dialog, { policyId: '3293000013', name: 'Piekarnia Złoty Kłos Sp. j.', regon: '930000135' });
    await dialog.getByRole('button', { name: 'Weryfikuj' }).click();
    await expect(dialog.getByText('Krok 2 z 2: oświadczenie klienta i przepisanie')).toBeVisible();
    await dialog.getByLabel('Podpisane oświadczenie klienta', { exact: true }).setInputFiles(pdf('Oświadczenie Złoty Kłos.pdf'));
    await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Oświadczenie Złoty Kłos.pdf');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, DIALOG);
    await expect(dialog.getByRole('button', { name: 'Przepisz polisę' })).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'renewal-tablet-statement', { fullPage: false });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const marek = { policyId: '1293000003', name: 'Marek', surname: 'Szymański', pesel: '66111140497' };

  test('a renewal is verified, attested and rewritten', async ({ page, context }) => {
    await stubCalculator(context);
    await loginAs(page, 'agent.da');
    const dialog = await verifyPerson(page, marek);
    await expect(dialog.getByText('Krok 2 z 2: oświadczenie klienta i przepisanie')).toBeVisible();
    await expect(dialog).toContainText('KR7H203');
    await dialog.getByLabel('Podpisane oświadczenie klienta', { exact: true }).setInputFiles(pdf('Oświadczenie Szymański.pdf'));
    await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Oświadczenie Szymański.pdf');
    await expectNoAxeViolations(page, DIALOG);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'renewal-phone-statement', { fullPage: false });
    await dialog.getByRole('button', { name: 'Przepisz polisę' }).click();
    await expect(page).toHaveURL(`${CALCULATORS}/komunikacja?tryb=renew&polisa=${marek.policyId}`, { timeout: 30_000 });
    expect((await page.request.get(`/partner/rest/policies/details/${marek.policyId}`)).status()).toBe(200);
  });

  test("the owner change to a company: the new owner's data, the offer and the take-over", async ({ page, context }) => {
    await stubCalculator(context);
    await loginAs(page, 'agent.da');
    const dialog = await openRenewal(page);
    await fillCompany(dialog, { policyId: '1293000014', name: 'Auto Serwis Dąbrowski Sp. z o.o.', regon: '930000141' });
    await expectNoAxeViolations(page, DIALOG);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'renewal-phone-verify', { fullPage: false });
    await dialog.getByRole('button', { name: 'Weryfikuj' }).click();

    await expect(dialog.getByText('Zmiana właściciela – krok 1 z 3: potwierdzenie danych')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Dane nowego właściciela' })).toContainText('Auto Serwis Dąbrowski Sp. z o.o.');
    await expectNoAxeViolations(page, DIALOG);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'renewal-phone-owner-table', { fullPage: false });
    await dialog.getByRole('button', { name: 'Potwierdź dane' }).click();

    await expect(dialog.getByText('Zmiana właściciela – krok 2 z 3: oferta')).toBeVisible();
    await expectNoAxeViolations(page, DIALOG);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'renewal-phone-owner-offer', { fullPage: false });
    await dialog.getByRole('button', { name: 'Klient akceptuje ofertę' }).click();

    await expect(dialog.getByText('Zmiana właściciela – krok 3 z 3: przejęcie polisy')).toBeVisible();
    await dialog.getByLabel('Podpisane oświadczenie klienta', { exact: true }).setInputFiles(pdf('Oświadczenie Auto Serwis.pdf'));
    await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Oświadczenie Auto Serwis.pdf');
    await expectNoAxeViolations(page, DIALOG);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'renewal-phone-owner-takeover', { fullPage: false });
    await dialog.getByRole('button', { name: 'Przejmij polisę' }).click();
    await expect(page).toHaveURL(/polisa=1293000014$/, { timeout: 30_000 });
    expect(await (await page.request.get('/partner/rest/policies/details/1293000014')).json()).toMatchObject({
      insuringName: 'Auto Serwis Dąbrowski Sp. z o.o.',
    });
  });
});
