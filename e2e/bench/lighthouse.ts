/**
 * Prints Lighthouse's performance and accessibility scores (mobile, simulated throttling) for /login and, logged in
 * as agent.da, /dashboard, against the production build on a fresh embedded database. Goals (GUIDE §9): performance
 * at least 95, accessibility 100. Run: npm run bench:lighthouse (builds first). Scores vary with the machine's load.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, logInAsAgentDa, startBenchServer } from './bench-server';

const DEBUGGING_PORT = 9335;

async function audit(url: string) {
  // The browser's own profile keeps the session: Lighthouse must not clear it.
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failedA11y = Object.values(audits)
    .filter((item) => item.score === 0 && categories.accessibility?.auditRefs.some((ref) => ref.id === item.id))
    .map((item) => item.id);
  const metric = (id: string) => audits[id]?.displayValue ?? '–';
  console.log(
    `${new URL(url).pathname.padEnd(12)} performance ${String(score('performance')).padStart(3)} (goal 95)   accessibility ${String(score('accessibility')).padStart(3)} (goal 100)`,
  );
  console.log(`             FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`);
  if (failedA11y.length > 0) console.log(`             failed accessibility audits: ${failedA11y.join(', ')}`);
}

const { base, stop } = await startBenchServer(3192);
const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'lighthouse-')), {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
});
try {
  await audit(`${base}/login`);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await logInAsAgentDa(page, base);
  await audit(`${base}/dashboard`);
} finally {
  await context.close();
  stop();
}
