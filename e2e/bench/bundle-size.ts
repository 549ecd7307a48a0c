/**
 * Prints how much JavaScript (gzip) the browser downloads to show /login and then /dashboard, against the
 * production build served by the real server on a fresh embedded database. Budgets (GUIDE §9): 120 KB and 200 KB.
 * Run: npm run bench:bundle (builds first)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const port = 3190;
const base = `http://localhost:${port}`;
const serverDir = path.resolve(import.meta.dirname, '../../apps/server');

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

function collectJs(page: Page) {
  const sizes = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    reading.push(
      response.body().then(
        (body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  // Bodies are read after the response event: wait for every one before adding up.
  return { sizes, settled: () => Promise.all(reading) };
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(port), DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'data'), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const { sizes, settled } = collectJs(page);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await settled();
  const login = total(sizes);
  const loginFiles = new Set(sizes.keys());
  await page.getByLabel('Login', { exact: true }).fill('agent.da');
  await page.getByLabel('Hasło', { exact: true }).fill('Demo#2026');
  // The first visit of a session may show /welcome; once it has recorded the visit, /dashboard stays put.
  const visitRecorded = page
    .waitForResponse((response) => response.url().endsWith('/partner/rest/welcome/visited') && response.request().method() === 'POST')
    .catch(() => null);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await Promise.race([visitRecorded, page.getByRole('heading', { level: 1, name: 'Pulpit' }).waitFor()]);
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  await settled();
  const dashboard = total(sizes);
  await browser.close();
  const byPhase = (inLogin: boolean) =>
    [...sizes].filter(([file]) => loginFiles.has(file) === inLogin).sort(([, a], [, b]) => b - a);
  for (const [phase, files] of [['/login', byPhase(true)], ['added by /dashboard', byPhase(false)]] as const) {
    console.log(`JavaScript for ${phase} (gzip -9 of each file, largest first):`);
    for (const [file, size] of files) console.log(`  ${file.padEnd(48)} ${kb(size)}`);
  }
  console.log(`/login      ${kb(login).padStart(9)}   budget 120 KB`);
  console.log(`/dashboard  ${kb(dashboard).padStart(9)}   budget 200 KB (login + dashboard)`);
} finally {
  server.kill('SIGTERM');
}
