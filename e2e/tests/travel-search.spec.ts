import { expect, expectNoAxeViolations, expectNoSidewaysScroll, login, openService, screenshot, test } from './fixtures';

const DIALOG = '[role="dialog"]';
const OWNERSHIP = 'Zmiana właściciela pojazdu';
/** Demo policies of agent.da (docs/try-these.md): 11920000NN, VIN the car make's code + ZZZ1KZ8W1000NN. */
const makeCode: Record<number, string> = { 1: 'TMB', 2: 'SB1', 3: 'U5Y', 4: 'W0L', 5: 'WF0', 6: 'TMA', 7: 'WVW', 8: 'VF1', 9: 'UU1', 10: 'TMB', 11: 'SB1', 12: 'JMZ', 13: 'ZFA' };
const da = (seq: number) => ({ number: String(1_192_000_000 + seq), vin: `${makeCode[seq] ?? 'WVW'}ZZZ1KZ8W1${String(seq).padStart(5, '0')}` });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('after a sale: the search row, every option, a new offer and the printed documents', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.da');
  await page.goto('/documents');
  await openService(page, 'UKS-ass');
  await expect(page).toHaveURL(/init=uks-ass$/);
  const popup = page.getByRole('dialog', { name: OWNERSHIP });
  await popup.getByLabel('Numer polisy').fill(da(11).number);
  await popup.getByLabel('Numer VIN').fill(da(11).vin.toLowerCase());
  await expect(popup.getByLabel('Numer VIN')).toHaveValue(da(11).vin);
  await expectNoAxeViolations(page, DIALOG);
  await popup.getByRole('button', { name: 'Szukaj' }).click();

  const found = popup.getByLabel('Znaleziona polisa');
  await expect(found).toContainText('Kamil Rutkowski');
  await expect(found).toContainText('aktywna');
  await expect(found).toContainText(/Nieopłacona – do zapłaty 412,50\s*zł/);
  for (const name of ['Zmień właściciela', 'Uzupełnij dane nabywcy', 'Nowa oferta', 'Wypowiedz umowę']) {
    await expect(popup.getByRole('button', { name })).toBeEnabled();
  }
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'ownership-search-uks');

  await popup.getByRole('button', { name: 'Nowa oferta' }).click();
  await expect(popup.getByText(/^OF\d{10}$/)).toBeVisible();
  await expect(popup.getByText(/^[A-Z2-9]{8}$/)).toBeVisible();
  await popup.getByRole('button', { name: 'Kopiuj numer oferty' }).click();
  await expect(popup.getByRole('button', { name: 'Skopiowano numer oferty' })).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);

  await popup.getByRole('button', { name: 'Drukuj dokumenty' }).click();
  const print = page.getByRole('dialog', { name: 'Drukuj dokumenty' });
  const documents = print.getByRole('list', { name: 'Dokumenty polisy' });
  await expect(documents.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
  await documents.getByRole('button', { name: /^Pobierz: / }).first().click();
  await expect(documents.getByText('Gotowy').first()).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'ownership-print-documents');
  await print.getByRole('button', { name: 'Wróć do wyszukiwania' }).click();
  await expect(page.getByRole('dialog', { name: OWNERSHIP })).toBeVisible();

  // The buyer's resignation: the redirect facade opens the wizard with the policy filled in.
  await page.getByRole('dialog', { name: OWNERSHIP }).getByRole('button', { name: 'Wypowiedz umowę' }).click();
  const wizard = page.getByRole('dialog', { name: /Wypowiedzenie/ });
  await expect(wizard.getByLabel(/Numer polisy/)).toHaveValue(da(11).number);
  await wizard.getByRole('button', { name: 'Sprawdź polisę' }).click();
  await expect(wizard.getByLabel(/Nazwisko/)).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
});

test('no hit, the instalments paid, a reload that restores the search, and the change of ownership redirect', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.da');
  await page.goto('/documents?init=uks-ass');
  const popup = page.getByRole('dialog', { name: OWNERSHIP });
  await popup.getByLabel('Numer polisy').fill(da(10).number);
  await popup.getByLabel('Numer VIN').fill(da(11).vin);
  await popup.getByRole('button', { name: 'Szukaj' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Nie odnaleziono polisy na podstawie podanych informacji');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'ownership-no-hit');

  await popup.getByLabel('Numer polisy').fill(da(12).number);
  await popup.getByLabel('Numer VIN').fill(da(12).vin);
  await popup.getByRole('button', { name: 'Szukaj' }).click();
  await expect(popup.getByLabel('Znaleziona polisa')).toContainText('Nieopłacona – opłacone raty: 1/2');
  await expect(popup.getByRole('button', { name: 'Nowa oferta' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('dialog', { name: OWNERSHIP }).getByLabel('Znaleziona polisa')).toContainText(da(12).number);

  await popup.getByRole('button', { name: 'Zmień właściciela' }).click();
  await expect(page).toHaveURL(/\/documents\?init=uks$/);
  const sale = page.getByRole('dialog', { name: 'Zgłoszenie sprzedaży pojazdu (UKS)' });
  await expect(sale.getByLabel('Numer polisy')).toHaveValue(da(12).number);
  await expect(sale.getByLabel('Numer VIN')).toHaveValue(da(12).vin);
});

test('the travel-assistance search (?init=travel-search) is the same popup; an ended policy allows nothing but printing', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.da');
  await page.goto('/documents?init=travel-search');
  const popup = page.getByRole('dialog', { name: 'Wyszukiwanie polisy assistance w podróży' });
  await popup.getByLabel('Numer polisy').fill(da(13).number);
  await popup.getByLabel('Numer VIN').fill(da(13).vin);
  await popup.getByRole('button', { name: 'Szukaj' }).click();
  await expect(popup.getByLabel('Znaleziona polisa')).toContainText('wygasła');
  await expect(popup.getByRole('button', { name: 'Zmień właściciela' })).toBeDisabled();
  await expect(popup.getByRole('button', { name: 'Drukuj dokumenty' })).toBeEnabled();
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'travel-search');
  await popup.getByRole('radio', { name: 'Zmiana właściciela pojazdu' }).click();
  await expect(page).toHaveURL(/init=uks-ass$/);
  await expect(page.getByRole('dialog', { name: OWNERSHIP })).toBeVisible();
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1100 } });

  test('an expired policy found, then its documents to print: both fit the width', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'agent.da');
    await page.goto('/documents');
    await openService(page, 'UKS-ass');
    const popup = page.getByRole('dialog', { name: OWNERSHIP });
    await popup.getByLabel('Numer polisy').fill(da(13).number);
    await popup.getByLabel('Numer VIN').fill(da(13).vin);
    await popup.getByRole('button', { name: 'Szukaj' }).click();
    await expect(popup.getByLabel('Znaleziona polisa')).toContainText('wygasła');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, 'ownership-tablet-found', { fullPage: false });

    await popup.getByRole('button', { name: 'Drukuj dokumenty' }).click();
    const print = page.getByRole('dialog', { name: 'Drukuj dokumenty' });
    await expect(print.getByRole('list', { name: 'Dokumenty polisy' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, DIALOG);
    await expect(print.getByRole('button', { name: 'Wróć do wyszukiwania' })).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'ownership-tablet-print', { fullPage: false });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a dealer finds a car sold 5 days ago from the menu, takes a new offer and prints the documents', async ({ page }) => {
    await page.goto('/login');
    await login(page, 'dealer.ncd');
    await page.goto('/documents');
    await openService(page, 'UKS-ass');
    const popup = page.getByRole('dialog', { name: OWNERSHIP });
    await popup.getByLabel('Numer polisy').fill('1392000004');
    await popup.getByLabel('Numer VIN').fill('SB1ZZZ1KZ8W300004');
    await popup.getByRole('button', { name: 'Szukaj' }).click();
    await expect(popup.getByLabel('Znaleziona polisa')).toContainText('1392000004');
    await expect(popup.getByRole('button', { name: 'Nowa oferta' })).toBeEnabled();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, 'ownership-phone-found', { fullPage: false });

    await popup.getByRole('button', { name: 'Nowa oferta' }).click();
    await expect(popup.getByText(/^OF\d{10}$/)).toBeVisible();
    await popup.getByRole('button', { name: 'Drukuj dokumenty' }).click();
    const print = page.getByRole('dialog', { name: 'Drukuj dokumenty' });
    const documents = print.getByRole('list', { name: 'Dokumenty polisy' });
    await documents.getByRole('button', { name: /^Pobierz: / }).first().click();
    await expect(documents.getByText('Gotowy').first()).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, 'ownership-phone-print', { fullPage: false });
    await print.getByRole('button', { name: 'Wróć do wyszukiwania' }).click();
    await expect(page.getByRole('dialog', { name: OWNERSHIP })).toBeVisible();
  });
});
