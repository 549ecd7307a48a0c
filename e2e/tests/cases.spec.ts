import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, login, openService, policyOfFirstCase, screenshot, test } from './fixtures';

const DIALOG = '[role="dialog"]';
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });

/** ?init=list-case lands on 'Moje sprawy'; the demo cases there give one of the agent's policy numbers. */
async function ownPolicyNumber(page: Page): Promise<string> {
  await page.goto('/dashboard?init=list-case');
  await expect(page).toHaveURL(/\/cases$/);
  return policyOfFirstCase(page);
}

async function openCaseForm(page: Page) {
  await openService(page, 'Zgłoś sprawę');
  const dialog = page.getByRole('dialog', { name: 'Zgłoś sprawę klienta' });
  await expect(dialog.getByLabel('Rodzaj sprawy')).toBeVisible();
  return dialog;
}

test('a case with an attachment is saved, thanked for and listed in Moje sprawy', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.nn');
  const policyNumber = await ownPolicyNumber(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'cases-list');

  const dialog = await openCaseForm(page);
  await expectNoAxeViolations(page, DIALOG);
  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(dialog.getByText('Numer polisy jest wymagany')).toBeVisible();
  await screenshot(page, 'case-form-errors');

  await dialog.getByLabel('Rodzaj sprawy').selectOption({ label: 'Zmiana danych klienta' });
  await dialog.getByLabel('Numer polisy').fill(policyNumber);
  await dialog.getByLabel('Imię klienta').fill('anna');
  await dialog.getByLabel('Nazwisko klienta').fill('WIŚNIEWSKA');
  await dialog.getByLabel('Treść zgłoszenia').fill('Klientka zmieniła nazwisko – w załączniku akt małżeństwa.');
  await dialog.getByLabel('Załączniki', { exact: true }).setInputFiles(pdf('Akt małżeństwa.pdf'));
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Akt małżeństwa.pdf');
  await expect(dialog.getByLabel('Imię klienta')).toHaveValue('Anna');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'case-form-filled');

  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  const thanks = page.getByRole('dialog', { name: 'Dziękujemy za zgłoszenie' });
  await expect(thanks).toContainText(/SPR\/\d{4}\/\d{6}/);
  const caseId = (await thanks.locator('strong').textContent())!;
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'case-thanks');
  await thanks.getByRole('button', { name: 'Zamknij' }).last().click();
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(caseId.replaceAll('/', '\\/')) });
  await expect(row).toContainText('Zmiana danych klienta');
  await expect(row).toContainText('Anna Wiśniewska');
});

for (const width of [1280, 390]) {
  test(`a case's number in Moje sprawy opens its details (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/login');
    await login(page, 'dealer.ncd');
    await page.goto('/dashboard?init=list-case');
    const table = page.getByRole('table', { name: 'Zgłoszone sprawy' });
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    const row = table.getByRole('row', { name: /Duplikat dokumentów polisy/ });
    await expect(row).toContainText('W realizacji');
    const number = row.getByRole('button', { name: /^SPR\/\d{4}\/\d{6}$/ });
    if (width === 390) {
      // A card: the number on top, then each value on its own line.
      const [numberCell, statusCell] = await Promise.all([row.getByRole('cell').nth(0).boundingBox(), row.getByRole('cell').nth(1).boundingBox()]);
      expect(statusCell!.y).toBeGreaterThanOrEqual(numberCell!.y + numberCell!.height - 1);
      await screenshot(page, 'cases-list-390', { fullPage: false });
    }
    const caseId = (await number.textContent())!;
    await number.click();
    const dialog = page.getByRole('dialog', { name: `Sprawa ${caseId}` });
    await expect(dialog.getByText('Proszę o duplikat polisy – klient zgubił oryginał.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Załączniki sprawy' })).toHaveText('Oświadczenie klienta.txt');
    await expect(dialog).toContainText('W realizacji');
    await expect(dialog).toContainText('Duplikat dokumentów polisy');
    await screenshot(page, `case-details-${width}`, { fullPage: false });
    await expectNoAxeViolations(page, DIALOG);
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toBeHidden();
    await expect(number).toBeFocused();
  });
}

test("an 'Inne' case needs no attachment, and a reload in the middle of the form restores it", async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.basic');
  const policyNumber = await ownPolicyNumber(page);
  await page.goto('/dashboard?init=add-case');
  const dialog = page.getByRole('dialog', { name: 'Zgłoś sprawę klienta' });
  await dialog.getByLabel('Rodzaj sprawy').selectOption({ label: 'Inne' });
  await dialog.getByLabel('Numer polisy').fill(policyNumber);
  await dialog.getByLabel('Treść zgłoszenia').fill('Pytanie o rozszerzenie ochrony.');
  await page.reload();
  await expect(dialog.getByLabel('Numer polisy')).toHaveValue(policyNumber);
  await expect(dialog.getByLabel('Rodzaj sprawy')).toHaveValue('INN');
  await expect(dialog.getByLabel('Treść zgłoszenia')).toHaveValue('Pytanie o rozszerzenie ochrony.');
  await screenshot(page, 'case-form-restored');
  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByRole('dialog', { name: 'Dziękujemy za zgłoszenie' })).toContainText(/SPR\/\d{4}\/\d{6}/);
});

test("another agent's policy number is refused at the field and the form stays filled", async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.basic');
  await page.goto('/dashboard?init=add-case');
  const dialog = page.getByRole('dialog', { name: 'Zgłoś sprawę klienta' });
  await dialog.getByLabel('Rodzaj sprawy').selectOption({ label: 'Inne' });
  await dialog.getByLabel('Numer polisy').fill('1100000001');
  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(dialog.getByText('Nie znaleziono polisy o podanym numerze.')).toBeVisible();
  await expect(dialog.getByLabel('Numer polisy')).toHaveValue('1100000001');
});

test('with CASETYPE_WYP_REDIRECTION a resignation case type goes to ?init=resignation', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.da');
  const dialog = await openCaseForm(page);
  await dialog.getByLabel('Rodzaj sprawy').selectOption({ label: 'Wypowiedzenie umowy' });
  await expect(page).toHaveURL(/init=resignation/);
  await expect(page.getByRole('dialog', { name: 'Zgłoś sprawę klienta' })).toBeHidden();
});

for (const width of [1280, 390]) {
  test(`a complaint refuses empty and disguised files, then is saved with a real one (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/login');
    await login(page, 'dealer.ncd');
    await openService(page, 'Złóż reklamację');
    const dialog = page.getByRole('dialog', { name: 'Złóż reklamację' });
    await expect(dialog.getByLabel('Rodzaj reklamacji')).toBeVisible();
    await expectNoAxeViolations(page, DIALOG);
    await dialog.getByLabel('Rodzaj reklamacji').selectOption({ label: 'Likwidacja szkody' });
    await dialog.getByLabel('Opis reklamacji').fill('Odszkodowanie wypłacono po 45 dniach.');
    const files = dialog.getByLabel('Załączniki', { exact: true });
    await files.setInputFiles({ name: 'pusty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(dialog.getByRole('status')).toHaveText('Nie można załączać pustych dokumentów: pusty.pdf');
    await files.setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00binary') });
    await expect(dialog.getByRole('alert')).toHaveText('Zawartość pliku nie odpowiada jego rozszerzeniu.');
    await files.setInputFiles(pdf('Decyzja.pdf'));
    await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Decyzja.pdf');
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, `complaint-form-${width}`, { fullPage: false });
    await expectNoSidewaysScroll(page);
    if (width === 390) {
      // A phone: the dialog takes the whole screen. With the keyboard open the form scrolls, its actions stay in sight.
      expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      await page.setViewportSize({ width: 390, height: 500 });
      await expect.poll(() => dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await expect(dialog.getByRole('button', { name: 'Złóż reklamację' })).toBeInViewport({ ratio: 1 });
      await screenshot(page, 'complaint-form-390-keyboard', { fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
    }
    await dialog.getByRole('button', { name: 'Usuń faktura.pdf' }).click();
    await dialog.getByRole('button', { name: 'Złóż reklamację' }).click();
    const thanks = page.getByRole('dialog', { name: 'Dziękujemy za reklamację' });
    await expect(thanks).toContainText(/REK\/\d{4}\/\d{6}/);
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, `complaint-thanks-${width}`, { fullPage: false });
  });
}
