import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoSidewaysScroll, login, screenshot, test } from './fixtures';

// Each test logs in and generates or downloads PDFs; the shared two-core machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Logs in on the way to `path`; the first visit of a session may be sent to /welcome first (000 §2). */
async function open(page: Page, user: string, path: string, title: string) {
  await page.goto(path);
  await login(page, user);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/\S/);
  if ((await heading.textContent()) !== title) await page.goto(path);
  await expect(heading).toHaveText(title);
}

/** One of the agent's concluded policies: each test that prepares its documents takes its own. */
async function concludedPolicyNo(page: Page, index: number) {
  const response = await page.request.get('/partner/rest/policies/list?tableType=CONCLUDED&pageSize=10');
  expect(response.status()).toBe(200);
  const { policies } = (await response.json()) as { policies: { policyNo: string }[] };
  return policies[index]!.policyNo;
}

/** Shows the documents of one of agent.da's concluded policies on /documents: its number, the list and the policy's row. */
async function showPolicyDocuments(page: Page, index: number) {
  await open(page, 'agent.da', '/documents', 'Dokumenty');
  const policyNo = await concludedPolicyNo(page, index);
  await page.getByLabel('Numer polisy lub oferty').fill(policyNo);
  await page.getByRole('button', { name: 'Pokaż dokumenty' }).click();
  const list = page.getByRole('list', { name: `Dokumenty polisy ${policyNo}` });
  const schedule = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Pobierz: Polisa' }) });
  return { policyNo, list, schedule };
}

test('a policy document goes from available through pending to ready and downloads, then at once again', async ({ page }) => {
  const { policyNo, list, schedule } = await showPolicyDocuments(page, 0);
  await expect(schedule.getByText('Dostępny')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await screenshot(page, 'documents-policy-available');

  const download = page.waitForEvent('download');
  await schedule.getByRole('button', { name: 'Pobierz: Polisa' }).click();
  await expect(schedule.getByText('W przygotowaniu')).toBeVisible();
  await expect(schedule.getByText('Gotowy')).toBeVisible({ timeout: 30_000 });
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Polisa ${policyNo}.pdf`);
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);
  await screenshot(page, 'documents-policy-ready');

  const again = page.waitForEvent('download');
  await schedule.getByRole('button', { name: 'Pobierz: Polisa' }).click();
  expect((await again).suggestedFilename()).toBe(`Polisa ${policyNo}.pdf`);
  await expect(schedule.getByText('Gotowy')).toBeVisible();
});

test("/documents lists sections by role, expands and collapses them, and 'Drukuj' prints a file", async ({ page }) => {
  // Stands in for the print dialog, which a test browser cannot show: records which frame the panel asked to print.
  await page.addInitScript(() => {
    const frameWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!.get!;
    const printed: string[] = [];
    Object.assign(window, { printed });
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      get(this: HTMLIFrameElement) {
        const inner = frameWindow.call(this) as Window | null;
        if (inner) inner.print = () => void printed.push(new URL(inner.location.href).pathname);
        return inner;
      },
    });
  });
  const refusedFrames: string[] = [];
  page.on('console', (message) => {
    if (/Refused to (frame|display)/.test(message.text())) refusedFrames.push(message.text());
  });
  await open(page, 'agent.da', '/documents', 'Dokumenty');
  const motor = page.getByRole('button', { name: 'Ubezpieczenia komunikacyjne' });
  await expect(motor).toHaveAttribute('aria-expanded', 'true');
  const firms = page.getByRole('button', { name: 'Ubezpieczenia firm' });
  await expect(firms).toHaveAttribute('aria-expanded', 'false');
  await firms.click();
  await expect(firms).toHaveAttribute('aria-expanded', 'true');
  const print = page.getByRole('button', { name: 'Drukuj: OWU floty pojazdów' });
  await expect(print).toBeVisible();
  await motor.click();
  await expect(motor).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Drukuj: OWU komunikacyjne OC/AC' })).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshot(page, 'documents-agent.da');

  const [pdf] = await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/doc/owu-flota.pdf'), print.click()]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual(['/doc/owu-flota.pdf']);
  expect(page.context().pages()).toHaveLength(1);
  expect(refusedFrames).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Dokumenty ogólne' }).click();
  const declaration = await page.request.get((await page.getByRole('link', { name: 'Pobierz: Deklaracja zmiany agenta' }).getAttribute('href'))!);
  expect(declaration.status()).toBe(200);
});

test('/documents shows agent.basic only what its roles allow', async ({ page }) => {
  await open(page, 'agent.basic', '/documents', 'Dokumenty');
  await expect(page.getByRole('button', { name: 'Dokumenty ogólne' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Ubezpieczenia komunikacyjne' })).toHaveCount(0);
  await expect(page.getByText('Wniosek o rozszerzenie uprawnień agenta')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'documents-agent.basic');
});

for (const { user, sees, hidden } of [
  { user: 'agent.da', sees: ['Autocasco (AC)', 'Flota i mikroflota', 'SASS – ubezpieczenia assistance'], hidden: [] },
  { user: 'dealer.ncd', sees: ['Autocasco (AC)', 'NNW szkolne'], hidden: ['Flota i mikroflota', 'Ubezpieczenie domu i mieszkania'] },
]) {
  test(`/advantages shows ${user} the sections of its roles`, async ({ page }) => {
    await open(page, user, '/advantages', 'Zalety produktów');
    for (const title of sees) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    for (const title of [...hidden, 'Assistance w podróży']) await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, `advantages-${user}`);
  });
}

test('/files shows agent.da its folders and downloads a file', async ({ page }) => {
  await open(page, 'agent.da', '/files', 'Moje pliki');
  const folder = page.getByRole('region', { name: 'Prowizje' });
  const link = folder.getByRole('link', { name: 'Zestawienie prowizji – luty 2026.pdf' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('region', { name: 'Archiwum' }).getByText('Folder jest pusty.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'files-agent.da');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Zestawienie prowizji – luty 2026.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('/files is refused to agent.basic, in the panel and on the server', async ({ page }) => {
  await open(page, 'agent.basic', '/dashboard', 'Pulpit');
  await page.goto('/files');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/partner/rest/myfiles/list')).status()).toBe(403);
  expect((await page.request.get('/rest/files/Prowizje/Zestawienie%20prowizji%20%E2%80%93%20luty%202026.pdf')).status()).toBe(403);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a policy document is prepared and downloaded', async ({ page }) => {
    const { policyNo, schedule } = await showPolicyDocuments(page, 1);
    const download = page.waitForEvent('download');
    await schedule.getByRole('button', { name: 'Pobierz: Polisa' }).click();
    await expect(schedule.getByText('Gotowy')).toBeVisible({ timeout: 30_000 });
    expect((await download).suggestedFilename()).toBe(`Polisa ${policyNo}.pdf`);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await screenshot(page, 'documents-phone-ready', { fullPage: false });
  });
});
