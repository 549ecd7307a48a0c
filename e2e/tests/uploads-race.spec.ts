import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, login, openService, policyOfFirstCase, screenshot, test } from './fixtures';

const DIALOG = '[role="dialog"]';
const MB = 1024 * 1024;
const UPLOAD = '**/partner/rest/upload?**';

/** A PDF of `size` bytes. */
const pdf = (name: string, size = 64) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
};

/** A promise the test opens: holds an upload's answer until the test has acted. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The case form of `agent.nn`, filled but for the attachment, on one of the agent's own policies. */
async function filledCaseForm(page: Page) {
  await page.goto('/login');
  await login(page, 'agent.nn');
  await page.goto('/dashboard?init=list-case');
  const policyNumber = await policyOfFirstCase(page);
  await openService(page, 'Zgłoś sprawę');
  const dialog = page.getByRole('dialog', { name: 'Zgłoś sprawę klienta' });
  await dialog.getByLabel('Rodzaj sprawy').selectOption({ label: 'Zmiana danych klienta' });
  await dialog.getByLabel('Numer polisy').fill(policyNumber);
  await dialog.getByLabel('Treść zgłoszenia').fill('Skan dowodu osobistego klienta w załączniku.');
  return dialog;
}

for (const width of [1280, 390]) {
  test(`a click on 'Wyślij zgłoszenie' during an upload waits for it, then sends the case (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const dialog = await filledCaseForm(page);
    const answer = gate();
    await page.route(UPLOAD, async (route: Route) => {
      const response = await route.fetch();
      await answer.opened;
      await route.fulfill({ response });
    });
    await dialog.getByLabel('Załączniki', { exact: true }).setInputFiles(pdf('Dowód osobisty.pdf'));
    await expect(dialog.getByRole('progressbar', { name: 'Wysyłanie Dowód osobisty.pdf' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(dialog.getByText('Trwa wysyłanie plików. Formularz zostanie wysłany, gdy się zakończy.')).toBeVisible();
    await expect(dialog.getByText('Nie wybrano pliku')).toHaveCount(0);
    await expectNoAxeViolations(page, DIALOG);
    await screenshot(page, `uploads-race-waiting-${width}`, { fullPage: false });
    answer.open();
    await expect(page.getByRole('dialog', { name: 'Dziękujemy za zgłoszenie' })).toContainText(/SPR\/\d{4}\/\d{6}/);
  });
}

test('files removed while uploading are forgotten by the server: their room is free again', async ({ page }) => {
  test.setTimeout(300_000);
  const dialog = await filledCaseForm(page);
  const input = dialog.getByLabel('Załączniki', { exact: true });
  // The scans reach the server; their answers are held, as on a slow line, while the agent removes them.
  const answer = gate();
  await page.route(UPLOAD, async (route: Route) => {
    const response = await route.fetch();
    await answer.opened;
    await route.fulfill({ response }).catch(() => undefined);
  });
  let removals = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'DELETE' && response.url().includes('/partner/rest/upload/')) removals += 1;
  });
  await input.setInputFiles([pdf('skan-1.pdf', 6 * MB), pdf('skan-2.pdf', 6 * MB)]);
  for (const name of ['skan-1.pdf', 'skan-2.pdf']) await dialog.getByRole('button', { name: `Usuń ${name}` }).click();
  await expect.poll(() => removals).toBe(2);
  answer.open();
  await page.unroute(UPLOAD);

  await input.setInputFiles([pdf('umowa.pdf', 9 * MB), pdf('aneks.pdf', 9 * MB)]);
  const list = dialog.getByRole('list', { name: 'Załączone pliki' });
  await expect(list.getByRole('button', { name: /^Usuń/ })).toHaveCount(2);
  await expect(list.getByRole('progressbar')).toHaveCount(0, { timeout: 240_000 });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText('Łączny rozmiar plików przekracza 20 MB.')).toHaveCount(0);
  await screenshot(page, 'uploads-race-room-back', { fullPage: false });
});

test('an upload the server refuses at once ends with its message at the file', async ({ page }) => {
  test.setTimeout(180_000);
  const dialog = await filledCaseForm(page);
  const input = dialog.getByLabel('Załączniki', { exact: true });
  const first = page.waitForRequest(UPLOAD);
  await input.setInputFiles(pdf('wniosek.pdf'));
  const draftId = new URL((await first).url()).searchParams.get('draftId')!;
  await expect(dialog.getByRole('list', { name: 'Załączone pliki' }).getByRole('button', { name: 'Usuń wniosek.pdf' })).toBeVisible();
  // Another tab of the same form filled the draft's queue on the server: the next upload is refused before it is read.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  for (let i = 0; i < 9; i += 1) {
    const response = await page.request.post(`/partner/rest/upload?draftId=${draftId}&id=${crypto.randomUUID()}`, {
      headers: { 'X-XSRF-TOKEN': csrf },
      multipart: { file: pdf(`inny-${i}.pdf`) },
    });
    expect(response.status()).toBe(201);
  }
  await input.setInputFiles(pdf('skan.pdf', 9 * MB));
  await expect(dialog.getByRole('alert')).toHaveText('Można załączyć najwyżej 10 plików.', { timeout: 60_000 });
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page, DIALOG);
  await dialog.getByRole('alert').scrollIntoViewIfNeeded();
  await screenshot(page, 'uploads-race-refused', { fullPage: false });
});
