import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, login, openService, plDate, screenshot, test, watchRequests } from './fixtures';
import { addDays, isoDateInPoland } from '../../packages/domain/src/calendar';

// Each test walks the whole wizard with axe on every step: a busy machine needs more than the default minute.
test.describe.configure({ timeout: 180_000 });

const DIALOG = '[role="dialog"]';
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
const today = isoDateInPoland(new Date());
const plusDays = (days: number) => addDays(today, days);

/** The demo branch policies of agent.da (seed/resignation.ts): number and the policyholder's surname. */
const branch = {
  renewal: { policyNo: '1191000001', surname: 'Rezygnacki' },
  duplicate: { policyNo: '1191000002', surname: 'Zamknięta' },
  buyer: { policyNo: '1191000003', surname: 'Odstąpiński' },
  cancellation: { policyNo: '1191000004', surname: 'Terminowa' },
  direct: { policyNo: '1191000005', surname: 'Kończak' },
  pos: { policyNo: '1191000007', surname: 'Rezygnacki' },
  legacy: { policyNo: '1191000008', surname: 'Zamknięta' },
  migration: { policyNo: '1191000009', surname: 'Odstąpiński' },
  spare: { policyNo: '1191000018', surname: 'Wypowiedzińska' },
  arrears: { policyNo: '1191000006', surname: 'Wypowiedzińska' },
} as const;

interface Branch {
  readonly policyNo: string;
  readonly surname: string;
}

async function openWizard(page: Page, query = '?init=resignation', account = 'agent.da') {
  await page.goto('/login');
  await login(page, account);
  // Not the dashboard: its first-visit redirect and its toaster would get in the way.
  await page.goto(`/documents${query}`);
  const dialog = page.getByRole('dialog', { name: /Wypowiedzenie/ });
  await expect(dialog.getByText('Krok 1 z 5: polisa i dane klienta')).toBeVisible();
  return dialog;
}

async function stepOne(page: Page, dialog: Locator, policy: Branch, shot?: string) {
  await dialog.getByLabel('Numer polisy').fill(policy.policyNo);
  await dialog.getByRole('button', { name: 'Sprawdź polisę' }).click();
  await dialog.getByLabel('Nazwisko').fill(policy.surname.toLowerCase());
  await dialog.getByLabel('Nazwisko').blur();
  await expect(dialog.getByLabel('Nazwisko')).toHaveValue(policy.surname);
  await expectNoAxeViolations(page, DIALOG);
  if (shot) await screenshot(page, `${shot}-1-policy`);
  await dialog.getByRole('button', { name: 'Sprawdź stan polisy' }).click();
}

/** Steps 3 and 4: the warning, then the signed document and the submit; answers the result's alert. */
async function confirmAndSubmit(page: Page, dialog: Locator, submit: string, upload: string, shot?: string) {
  await expect(dialog.getByText('Krok 3 z 5: potwierdzenie')).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
  if (shot) await screenshot(page, `${shot}-3-warning`);
  await dialog.getByRole('button', { name: 'Potwierdzam, dalej' }).click();
  await expect(dialog.getByText('Krok 4 z 5: dokumenty')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Pobierz wzór do druku/ })).toBeVisible();
  await dialog.getByLabel(upload, { exact: true }).setInputFiles(pdf('Podpisane wypowiedzenie.pdf'));
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Podpisane wypowiedzenie.pdf');
  await expectNoAxeViolations(page, DIALOG);
  if (shot) await screenshot(page, `${shot}-4-documents`);
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByText('Krok 5 z 5: wynik')).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
  if (shot) await screenshot(page, `${shot}-5-result`);
  return dialog.getByRole('status').first();
}

/** Reason 03 (buyer) from today: the common path of the result branches. */
async function buyerResignation(page: Page, dialog: Locator, shot?: string) {
  await dialog.getByLabel('Powód').selectOption('03');
  await dialog.getByLabel('Data poinformowania').fill(plDate(today));
  await dialog.getByLabel('Data wypowiedzenia').fill(plDate(today));
  await expectNoAxeViolations(page, DIALOG);
  if (shot) await screenshot(page, `${shot}-2-reason`);
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  return confirmAndSubmit(page, dialog, 'Wypowiedz polisę', 'Podpisane wypowiedzenie', shot);
}

test("renewal (01): all five steps, result '0' and the confirmation printed through the document service", async ({ page }) => {
  const dialog = await openWizard(page);
  await expectNoAxeViolations(page, DIALOG);
  await stepOne(page, dialog, branch.renewal, 'resignation-01');
  await expect(dialog.getByText('Krok 2 z 5: powód i daty')).toBeVisible();
  await dialog.getByLabel('Powód').selectOption('01');
  await expect(dialog.getByLabel('Data wypowiedzenia')).toBeDisabled();
  const endDate = await dialog.getByLabel('Data wypowiedzenia').inputValue();
  expect(endDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  await expect(dialog.getByText('Pole jest wymagane')).toBeVisible();
  await dialog.getByLabel('Data poinformowania').fill(plDate(today));
  await expect(dialog.getByText('Pole jest wymagane')).toBeHidden();
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'resignation-01-2-reason');
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  await expect(dialog).toContainText(`zostanie wypowiedziana z dniem ${endDate}`);
  const result = await confirmAndSubmit(page, dialog, 'Wypowiedz polisę', 'Podpisane wypowiedzenie', 'resignation-01');
  await expect(result).toContainText(`Polisa została poprawnie zamknięta z datą ${endDate}.`);
  await expect(result).toContainText(/WYP\/\d{4}\/\d{6}/);

  await dialog.getByRole('button', { name: 'Drukuj potwierdzenie' }).click();
  await expect(dialog.getByText('Potwierdzenie jest gotowe – pobieranie rozpoczęte.')).toBeVisible({ timeout: 30_000 });
  const href = await dialog.getByRole('link', { name: 'Pobierz ponownie' }).getAttribute('href');
  const confirmation = await page.request.get(href!);
  expect(confirmation.headers()['content-type']).toBe('application/pdf');
  expect((await confirmation.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'resignation-01-6-confirmation');
  await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
  await expect(page).toHaveURL(/\/documents$/);
});

test("duplicate insurance (02): the termination date follows the other insurer's start; result '0'", async ({ page }) => {
  const dialog = await openWizard(page);
  await stepOne(page, dialog, branch.duplicate);
  await dialog.getByLabel('Powód').selectOption('02');
  await dialog.getByLabel('Data poinformowania').fill(plDate(today));
  await dialog.getByLabel('Inny ubezpieczyciel').fill('Inne Towarzystwo Ubezpieczeń S.A.');
  await dialog.getByLabel('Początek ochrony u innego ubezpieczyciela').fill(plDate(plusDays(10)));
  await expect(dialog.getByLabel('Data wypowiedzenia')).toHaveValue(plDate(plusDays(9)));
  await dialog.getByLabel('Koniec ochrony u innego ubezpieczyciela').fill(plDate(plusDays(374)));
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'resignation-02-2-reason');
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const result = await confirmAndSubmit(page, dialog, 'Wypowiedz polisę', 'Podpisane wypowiedzenie', 'resignation-02');
  await expect(result).toContainText(`Polisa została poprawnie zamknięta z datą ${plDate(plusDays(9))}.`);
  await expect(dialog.getByRole('button', { name: 'Drukuj potwierdzenie' })).toBeVisible();
});

test("buyer (03) opened by ?redirect=resignation: result '0', the policy ends today", async ({ page }) => {
  const dialog = await openWizard(page, '?redirect=resignation');
  await stepOne(page, dialog, branch.buyer);
  const result = await buyerResignation(page, dialog, 'resignation-03');
  await expect(result).toContainText(`Polisa została poprawnie zamknięta z datą ${plDate(today)}.`);
  await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
  await expect(page).toHaveURL(/\/documents$/);
  await page.goto('/documents?init=resignation');
  await stepOne(page, page.getByRole('dialog', { name: /Wypowiedzenie/ }), branch.buyer);
  const popup = page.getByRole('dialog', { name: 'Uwaga' });
  await expect(popup).toContainText(`Polisa została już rozwiązana z dniem ${plDate(today)}.`);
  await expect(popup.getByRole('button', { name: 'Dalej' })).toHaveCount(0);
});

test("cancellation (00): its labels, the crossed-out application and result '0' on the start date", async ({ page }) => {
  const dialog = await openWizard(page);
  await stepOne(page, dialog, branch.cancellation);
  await dialog.getByLabel('Powód').selectOption('00');
  const wizard = page.getByRole('dialog', { name: 'Anulowanie polisy' });
  await expect(wizard.getByLabel('Data anulowania')).toBeDisabled();
  const startDate = await wizard.getByLabel('Data anulowania').inputValue();
  expect(startDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  await wizard.getByLabel('Data poinformowania').fill(plDate(today));
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'resignation-00-2-reason');
  await wizard.getByRole('button', { name: 'Dalej' }).click();
  await expect(wizard).toContainText(`zostanie anulowana z dniem ${startDate}`);
  const result = await confirmAndSubmit(page, wizard, 'Anuluj polisę', 'Przekreślony wniosek lub oświadczenie', 'resignation-00');
  await expect(result).toContainText(`Polisa została poprawnie zamknięta z datą ${startDate}.`);
  await expect(wizard.getByRole('button', { name: 'Drukuj potwierdzenie' })).toHaveCount(0);
});

test("result '1': the warning popup of a direct-channel policy, then manual handling", async ({ page }) => {
  const dialog = await openWizard(page);
  await stepOne(page, dialog, branch.direct);
  const popup = page.getByRole('dialog', { name: 'Uwaga' });
  await expect(popup).toContainText('Polisa została zawarta w kanale bezpośrednim');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'resignation-warning-popup');
  await popup.getByRole('button', { name: 'Dalej' }).click();
  const result = await buyerResignation(page, dialog, 'resignation-result-1');
  await expect(result).toContainText('Ze względu na status polisy przesłane zgłoszenie zostało skierowane do ręcznej obsługi.');
});

test("result '-1' for a POS policy", async ({ page }) => {
  const dialog = await openWizard(page);
  await stepOne(page, dialog, branch.pos);
  await page.getByRole('dialog', { name: 'Uwaga' }).getByRole('button', { name: 'Dalej' }).click();
  const error = await buyerResignation(page, dialog, 'resignation-result-minus-1');
  await expect(error).toContainText('Błąd podczas zamykania polisy');
  await expect(error).toContainText('zadzwoń na infolinię: 22 123 45 67 i podaj numer zgłoszenia');
});

test("result '2' for a policy outside TIA", async ({ page }) => {
  const dialog = await openWizard(page);
  await stepOne(page, dialog, branch.legacy);
  await page.getByRole('dialog', { name: 'Uwaga' }).getByRole('button', { name: 'Dalej' }).click();
  const notTia = await buyerResignation(page, dialog, 'resignation-result-2');
  await expect(notTia).toContainText('Tej polisy nie można zamknąć w panelu.');
});

test("a company is named by its NIP (REGON may stay empty); end of period, result '0'", async ({ page }) => {
  const dialog = await openWizard(page);
  await dialog.getByLabel('Numer polisy').fill('3191000017');
  await dialog.getByRole('button', { name: 'Sprawdź polisę' }).click();
  await dialog.getByLabel('Ubezpieczającym jest firma').check();
  await dialog.getByLabel('Nazwa firmy').fill('Przedsiębiorstwo Kończące 17 Sp. z o.o.');
  await dialog.getByRole('button', { name: 'Sprawdź stan polisy' }).click();
  await expect(dialog.getByText('Podaj NIP lub REGON firmy.')).toHaveCount(2);
  await dialog.getByLabel('NIP').fill('7792911702');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'resignation-company-1-policy');
  await dialog.getByRole('button', { name: 'Sprawdź stan polisy' }).click();
  await expect(dialog.getByLabel('Powód').locator('option')).toHaveText(['Wybierz powód', 'Wypowiedzenie z końcem okresu ubezpieczenia (brak wznowienia)']);
  await dialog.getByLabel('Powód').selectOption('01');
  await dialog.getByLabel('Data poinformowania').fill(plDate(today));
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  const result = await confirmAndSubmit(page, dialog, 'Wypowiedz polisę', 'Podpisane wypowiedzenie');
  await expect(result).toContainText('Polisa została poprawnie zamknięta z datą');
});

test('a policy in migration offers the outside form', async ({ page }) => {
  const dialog = await openWizard(page);
  await dialog.getByLabel('Numer polisy').fill(branch.migration.policyNo);
  await dialog.getByRole('button', { name: 'Sprawdź polisę' }).click();
  await expect(dialog.getByRole('link', { name: 'Przejdź do formularza wypowiedzenia' })).toHaveAttribute(
    'href',
    new RegExp(`policyNo=${branch.migration.policyNo}`),
  );
  await expect(dialog.getByLabel('Nazwisko')).toHaveCount(0);
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, 'resignation-migration');
});

test('a reload in the middle of the wizard restores its step and data', async ({ page }) => {
  const dialog = await openWizard(page);
  await stepOne(page, dialog, branch.spare);
  await dialog.getByLabel('Powód').selectOption('03');
  await dialog.getByLabel('Data poinformowania').fill(plDate(today));
  await page.reload();
  const restored = page.getByRole('dialog', { name: /Wypowiedzenie/ });
  await expect(restored.getByText('Krok 2 z 5: powód i daty')).toBeVisible();
  await expect(restored.getByLabel('Powód')).toHaveValue('03');
  await expect(restored.getByLabel('Data poinformowania')).toHaveValue(plDate(today));
  await restored.getByRole('button', { name: 'Wstecz' }).click();
  await expect(restored.getByLabel('Numer polisy')).toHaveValue(branch.spare.policyNo);
  await restored.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page).toHaveURL(/\/documents$/);
});

test("the header button and the case form's WYP type open the wizard", async ({ page }) => {
  await page.goto('/login');
  await login(page, 'agent.da');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const network = watchRequests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();
  await network.settled();
  // The wizard is not part of the dashboard's JavaScript: it loads when opened.
  expect(scripts.filter((url) => url.includes('ResignationDialog'))).toEqual([]);
  await openService(page, 'Wypowiedzenie / anulowanie');
  await expect(page).toHaveURL(/init=resignation/);
  const dialog = page.getByRole('dialog', { name: 'Wypowiedzenie lub anulowanie polisy' });
  await expect(dialog).toBeVisible();
  expect(scripts.some((url) => url.includes('ResignationDialog'))).toBe(true);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await openService(page, 'Zgłoś sprawę');
  await page.getByRole('dialog', { name: 'Zgłoś sprawę klienta' }).getByLabel('Rodzaj sprawy').selectOption({ label: 'Wypowiedzenie umowy' });
  await expect(page).toHaveURL(/init=resignation/);
  await expect(page.getByRole('dialog', { name: 'Wypowiedzenie lub anulowanie polisy' })).toBeVisible();
});

/** Step 1 → 2 → back: a changed surname must be checked again, and the refusal comes at once (issue 12 item 6). */
async function changedSurnameIsCheckedAgain(page: Page, dialog: Locator, shot: string) {
  await stepOne(page, dialog, branch.spare);
  await expect(dialog.getByText('Krok 2 z 5: powód i daty')).toBeVisible();
  await dialog.getByRole('button', { name: 'Wstecz' }).click();
  await dialog.getByLabel('Nazwisko').fill('Kowalska');
  await expect(dialog.getByRole('button', { name: 'Dalej' })).toHaveCount(0);
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, `${shot}-changed`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Sprawdź stan polisy' }).click();
  const popup = page.getByRole('dialog', { name: 'Uwaga' });
  await expect(popup).toContainText('Dane klienta nie są zgodne z danymi ubezpieczającego na polisie.');
  await expect(popup.getByRole('button', { name: 'Dalej' })).toHaveCount(0);
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, `${shot}-refused`, { fullPage: false });
  await popup.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog.getByText('Krok 1 z 5: polisa i dane klienta')).toBeVisible();
}

/** Step 4 with a document: the X asks first; going back keeps everything, confirming discards the wizard. */
async function closingAsksFirst(page: Page, dialog: Locator, shot: string) {
  await dialog.getByLabel('Nazwisko').fill(branch.spare.surname);
  await dialog.getByRole('button', { name: 'Sprawdź stan polisy' }).click();
  await dialog.getByLabel('Powód').selectOption('01');
  await dialog.getByLabel('Data poinformowania').fill(plDate(today));
  // Each step fits the width, and its action stays in sight in the action row.
  await expectNoSidewaysScroll(page);
  await expect(dialog.getByRole('button', { name: 'Dalej' })).toBeInViewport({ ratio: 1 });
  await screenshot(page, `${shot}-2-reason`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  await expect(dialog.getByText('Krok 3 z 5: potwierdzenie')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(dialog.getByRole('button', { name: 'Potwierdzam, dalej' })).toBeInViewport({ ratio: 1 });
  await screenshot(page, `${shot}-3-warning`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Potwierdzam, dalej' }).click();
  await dialog.getByLabel('Podpisane wypowiedzenie', { exact: true }).setInputFiles(pdf('Podpisane wypowiedzenie.pdf'));
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Podpisane wypowiedzenie.pdf');
  await expectNoAxeViolations(page, DIALOG);
  await expectNoSidewaysScroll(page);
  await expect(dialog.getByRole('button', { name: 'Wypowiedz polisę' })).toBeInViewport({ ratio: 1 });
  await screenshot(page, `${shot}-4-documents`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  const confirm = page.getByRole('dialog', { name: 'Zamknąć kreator?' });
  await expect(confirm).toContainText('Wprowadzone dane i dołączone dokumenty zostaną usunięte');
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, `${shot}-close-confirm`, { fullPage: false });
  const width = page.viewportSize()!.width;
  if (width === 390) {
    // A phone: the wizard takes the whole screen, the question is a card over it.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width, height: 844 });
    expect((await confirm.boundingBox())!.width).toBeLessThan(width);
  }
  await confirm.getByRole('button', { name: 'Wróć do kreatora' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('Krok 4 z 5: dokumenty')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' })).toContainText('Podpisane wypowiedzenie.pdf');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Zamknij i usuń dane' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await page.goto('/documents?init=resignation');
  await expect(page.getByRole('dialog', { name: /Wypowiedzenie/ }).getByText('Krok 1 z 5: polisa i dane klienta')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Wypowiedzenie/ }).getByLabel('Numer polisy')).toHaveValue('');
}

/**
 * Step 4 (issue 12 item 8): the file error goes as soon as a file is stored; an 11th file is refused at the file and,
 * while it is listed, the submit stays at step 4 and asks for its removal; removed, the ten files are sent.
 */
async function refusedFileBlocksTheSubmit(page: Page, dialog: Locator, policy: Branch, shot: string) {
  await stepOne(page, dialog, policy);
  await page.getByRole('dialog', { name: 'Uwaga' }).getByRole('button', { name: 'Dalej' }).click();
  await dialog.getByLabel('Powód').selectOption('03');
  await dialog.getByLabel('Data poinformowania').fill(plDate(today));
  await dialog.getByLabel('Data wypowiedzenia').fill(plDate(today));
  await dialog.getByRole('button', { name: 'Dalej' }).click();
  await dialog.getByRole('button', { name: 'Potwierdzam, dalej' }).click();
  const submit = dialog.getByRole('button', { name: 'Wypowiedz polisę' });
  await submit.click();
  const required = dialog.getByText('Załącz podpisane wypowiedzenie.');
  await expect(required).toBeVisible();
  const input = dialog.getByLabel('Podpisane wypowiedzenie', { exact: true });
  await input.setInputFiles([pdf('Skan 1.pdf'), pdf('Skan 2.pdf')]);
  const listed = dialog.getByRole('list', { name: 'Załączone pliki' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(required).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-invalid');

  await input.setInputFiles(Array.from({ length: 9 }, (_, i) => pdf(`Skan ${i + 3}.pdf`)));
  await expect(listed).toHaveCount(11);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  const refused = listed.filter({ hasText: 'Skan 11.pdf' });
  await expect(refused.getByRole('alert')).toHaveText('Można załączyć najwyżej 10 plików.');
  await submit.click();
  await expect(dialog.getByText('Usuń z listy pliki, których nie przyjęto.')).toBeVisible();
  await expect(dialog.getByText('Krok 4 z 5: dokumenty')).toBeVisible();
  await expectNoAxeViolations(page, DIALOG);
  await screenshot(page, `${shot}-refused-file`, { fullPage: false });
  await refused.getByRole('button', { name: 'Usuń Skan 11.pdf' }).click();
  await expect(dialog.getByText('Usuń z listy pliki, których nie przyjęto.')).toHaveCount(0);
  await expect(listed).toHaveCount(10);
  await submit.click();
  await expect(dialog.getByText('Krok 5 z 5: wynik')).toBeVisible();
  await expect(dialog.getByRole('status').first()).toContainText('skierowane do ręcznej obsługi');
}

test.describe('at PC width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('step 4: the file error clears at the first file; a refused 11th file stops the submit until removed', async ({ page }) => {
    const dialog = await openWizard(page);
    await refusedFileBlocksTheSubmit(page, dialog, branch.arrears, 'resignation-pc');
  });

  test('a surname changed after Wstecz is checked again; closing at step 4 asks first', async ({ page }) => {
    const dialog = await openWizard(page);
    await changedSurnameIsCheckedAgain(page, dialog, 'resignation-pc-recheck');
    await closingAsksFirst(page, dialog, 'resignation-pc');
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1100 } });

  test('a surname changed after Wstecz is checked again; closing at step 4 asks first', async ({ page }) => {
    const dialog = await openWizard(page);
    await changedSurnameIsCheckedAgain(page, dialog, 'resignation-tablet-recheck');
    await closingAsksFirst(page, dialog, 'resignation-tablet');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('step 4: the file error clears at the first file; a refused 11th file stops the submit until removed', async ({ page }) => {
    // agent.nn's own arrears policy: the PC run leaves agent.da's pending.
    const dialog = await openWizard(page, '?init=resignation', 'agent.nn');
    await refusedFileBlocksTheSubmit(page, dialog, { policyNo: '1291000006', surname: 'Wypowiedzińska' }, 'resignation-phone');
  });

  test('a surname changed after Wstecz is checked again; closing at step 4 asks first', async ({ page }) => {
    const dialog = await openWizard(page);
    await changedSurnameIsCheckedAgain(page, dialog, 'resignation-phone-recheck');
    await closingAsksFirst(page, dialog, 'resignation-phone');
  });
});
