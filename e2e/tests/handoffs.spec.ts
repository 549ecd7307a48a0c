import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, login, logout, screenshot, systemItem, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

// The external systems are outside the project: the test stands in for them at their default addresses (README).
const UP = 'https://up.ubezpieczyciel.example.pl/sso/panel-agenta';
const CAS = 'https://cas.ubezpieczyciel.example.pl/sso/panel-agenta';

/** Receives every post and page load of the external hosts, as the systems would, and keeps what arrived. */
async function standInForExternalSystems(context: BrowserContext) {
  const received: Request[] = [];
  await context.route('https://*.ubezpieczyciel.example.pl/**', async (route) => {
    received.push(route.request());
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="pl"><head><title>System zewnętrzny</title></head><body><main><h1>System zewnętrzny</h1></main></body></html>',
    });
  });
  return received;
}

async function loginAs(page: Page, account: string) {
  await page.goto('/login');
  await login(page, account);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Dokumenty', level: 1 })).toBeVisible();
}

async function verifyToken(page: Page, token: string, audience: string) {
  const response = await page.request.post('/s-auth/rest/token/verify', { data: { token, audience } });
  expect(response.status()).toBe(200);
  return response.json();
}

test('agent.da switches to UP: the hidden form posts a signed token to the portal in a new tab', async ({ page, context }) => {
  const received = await standInForExternalSystems(context);
  await loginAs(page, 'agent.da');
  const up = await systemItem(page, 'Przejdź do portalu UP');
  await expect(up).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /systemu POS/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /systemu CAS/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'handoffs-header-da', { fullPage: false });

  const [portal] = await Promise.all([context.waitForEvent('page'), up.click()]);
  await expect(portal.getByRole('heading', { name: 'System zewnętrzny' })).toBeVisible();
  const post = received.find((request) => request.method() === 'POST' && request.url() === UP)!;
  expect(post).toBeDefined();
  const form = new URLSearchParams(post.postData() ?? '');
  expect(form.get('verify_provider')).toBe('PA');
  const verified = await verifyToken(page, form.get('access_token')!, 'UP');
  expect(verified).toMatchObject({ valid: true, claims: { sub: 'agent.da', aud: 'UP', custCode: 'DA100234' } });
  // The token enters once.
  expect(await verifyToken(page, form.get('access_token')!, 'UP')).toEqual({ valid: false, reason: 'USED' });
  await portal.close();
});

test('the partner calculators open with their own tokens', async ({ page, context }) => {
  const received = await standInForExternalSystems(context);
  await loginAs(page, 'agent.da');
  const calculator = await systemItem(page, 'Kalkulator podróży');
  await expect(page.getByRole('menu').getByText('Kalkulatory partnerów')).toBeVisible();
  await expect(calculator).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'handoffs-calculators', { fullPage: false });

  const [travel] = await Promise.all([context.waitForEvent('page'), calculator.click()]);
  await expect(travel).toHaveURL(/^https:\/\/podroze\.ubezpieczyciel\.example\.pl\/kalkulator\?access_token=/);
  const token = new URL(travel.url()).searchParams.get('access_token')!;
  expect(await verifyToken(page, token, 'STP')).toMatchObject({ valid: true, claims: { aud: 'STP' } });
  expect(received.some((request) => request.url().startsWith('https://podroze.'))).toBe(true);
  await travel.close();
});

test('agent.nn has POS and CAS but no UP (no UP_REDIRECT_BUTTON flag); agent.basic no calculators', async ({ page, context }) => {
  const received = await standInForExternalSystems(context);
  await loginAs(page, 'agent.nn');
  await expect(await systemItem(page, 'Przejdź do systemu POS (ubezpieczenia na życie)')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Przejdź do portalu UP' })).toHaveCount(0);
  await screenshot(page, 'handoffs-header-nn', { fullPage: false });
  await page.keyboard.press('Escape');

  await logout(page);
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, 'agent.basic');
  const cas = await systemItem(page, 'Przejdź do systemu CAS (ubezpieczenia na życie)');
  await expect(cas).toBeVisible();
  await expect(page.getByRole('menu').getByText('Kalkulatory partnerów')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'handoffs-header-basic', { fullPage: false });
  const [tab] = await Promise.all([context.waitForEvent('page'), cas.click()]);
  await expect(tab.getByRole('heading', { name: 'System zewnętrzny' })).toBeVisible();
  const post = received.find((request) => request.method() === 'POST' && request.url() === CAS)!;
  const token = new URLSearchParams(post.postData() ?? '').get('access_token')!;
  expect(await verifyToken(page, token, 'CAS')).toMatchObject({ valid: true, claims: { sub: 'agent.basic' } });
});

test('?init=order-documents goes to the external order form for printed documents', async ({ page, context }) => {
  const received = await standInForExternalSystems(context);
  await loginAs(page, 'agent.basic');
  await page.goto('/documents?init=order-documents');
  await expect(page).toHaveURL('https://druki.ubezpieczyciel.example.pl/zamowienie');
  expect(received.map((request) => request.url())).toContain('https://druki.ubezpieczyciel.example.pl/zamowienie');
});
