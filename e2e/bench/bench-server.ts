import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The compiled server (`npm run build` first) with the production build (WEB_DIST, else apps/web/dist) on a fresh embedded database. */
export async function startBenchServer(port: number): Promise<{ base: string; stop: () => void }> {
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'data'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const stop = () => void server.kill('SIGTERM');
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('server did not start');
}

/** Logs agent.da in from /login and waits until the dashboard stays put (the first visit may show /welcome first). */
export async function logInAsAgentDa(page: Page, base: string): Promise<void> {
  await page.getByLabel('Login', { exact: true }).fill('agent.da');
  await page.getByLabel('Hasło', { exact: true }).fill('Demo#2026');
  const visitRecorded = page
    .waitForResponse((response) => response.url().endsWith('/partner/rest/welcome/visited') && response.request().method() === 'POST')
    .catch(() => null);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await Promise.race([visitRecorded, page.getByRole('heading', { level: 1, name: 'Pulpit' }).waitFor()]);
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
}
