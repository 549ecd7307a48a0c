import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, screenshot, test } from './fixtures';

interface Recorded {
  tags: string[];
  ga: unknown[][];
  /** Tracking frames and images: their address and whether they are gone again. */
  elements: { tag: string; src: string; removed: boolean }[];
}

/** Stands in for the insurer's tag manager: the allow-listed tag functions and `ga`, recording their calls. */
function installTagManager() {
  const recorded: Recorded = { tags: [], ga: [], elements: [] };
  Object.assign(window, {
    recorded,
    panelTagPageView: () => recorded.tags.push(`panelTagPageView ${location.pathname}`),
    panelTagRemarketing: () => recorded.tags.push(`panelTagRemarketing ${location.pathname}`),
    ga: (...args: unknown[]) => recorded.ga.push(args),
  });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof HTMLElement && 'tracking' in node.dataset) {
          recorded.elements.push({ tag: node.tagName, src: node.getAttribute('src') ?? '', removed: false });
        }
      }
      for (const node of mutation.removedNodes) {
        const entry = node instanceof HTMLElement && recorded.elements.find((e) => e.src === node.getAttribute('src') && !e.removed);
        if (entry) entry.removed = true;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

/** The page view of `path`; `withCampaign`: the one that carries a campaign, not an earlier view still on its way. */
function commitOf(page: Page, path: string, { withCampaign = false } = {}) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/ms-lds/commit')) return false;
    const body = response.request().postDataJSON() as { page: string; action: string; campaignHistory?: unknown[] };
    return body.page === path && body.action === 'PAGE_VIEW' && (!withCampaign || (body.campaignHistory?.length ?? 0) > 0);
  });
}

test('page views commit to the tracking service; its configuration calls the tags and loads the frame and images', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(installTagManager);

  await page.goto('/login');
  await login(page, 'agent.da');
  const dashboardCommit = commitOf(page, '/dashboard', { withCampaign: true });
  await page.goto('/dashboard?utm_source=newsletter&utm_campaign=jesien');
  const dashboard = await dashboardCommit;
  expect(dashboard.status()).toBe(200);
  expect(dashboard.request().postDataJSON().campaignHistory[0].params).toEqual({ utm_source: 'newsletter', utm_campaign: 'jesien' });
  // The seeded rule of /dashboard; its entries of the unconfigured external host are never answered.
  expect(await dashboard.json()).toEqual({
    googleAnalyticsParam: '/pulpit',
    jsFunctions: ['panelTagPageView', 'panelTagRemarketing'],
    omnitureConfiguration: {
      properties: { channel: 'panel-agenta', pageName: 'panel:pulpit', prop1: 'pulpit' },
      actionType: 'PAGE_VIEW',
      clearVars: true,
    },
    urlList: ['/ms-lds/frame?strona=pulpit'],
    conversionPixels: ['/ms-lds/pixel?konwersja=pulpit&n=1', '/ms-lds/pixel?konwersja=pulpit&n=2'],
  });
  await expect.poll(async () => (await recorded(page)).elements).toEqual([
    { tag: 'IMG', src: '/ms-lds/pixel?konwersja=pulpit&n=1', removed: true },
    { tag: 'IMG', src: '/ms-lds/pixel?konwersja=pulpit&n=2', removed: true },
    { tag: 'IFRAME', src: '/ms-lds/frame?strona=pulpit', removed: true },
  ]);
  expect(await recorded(page)).toMatchObject({
    tags: ['panelTagPageView /dashboard', 'panelTagRemarketing /dashboard'],
    ga: [['send', 'pageview', '/pulpit']],
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeVisible();

  const documentsCommit = commitOf(page, '/documents');
  await page.getByRole('navigation').getByRole('link', { name: 'Dokumenty' }).click();
  expect(await (await documentsCommit).json()).toMatchObject({ googleAnalyticsParam: '/dokumenty', urlList: ['/ms-lds/frame?strona=dokumenty'] });
  await expect.poll(async () => (await recorded(page)).ga).toEqual([['send', 'pageview', '/pulpit'], ['send', 'pageview', '/dokumenty']]);
  await expect.poll(async () => (await recorded(page)).elements.at(-1)).toEqual({ tag: 'IFRAME', src: '/ms-lds/frame?strona=dokumenty', removed: true });
  // The campaign of the landing page stays in the history of later commits.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('lds.campaignHistory') ?? '[]'))).toHaveLength(1);

  await expectNoAxeViolations(page);
  await screenshot(page, 'tracking-documents');
  expect(problems).toEqual([]);
});
