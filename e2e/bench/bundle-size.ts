/**
 * Prints how much JavaScript (gzip) the browser downloads to show /login and then /dashboard, against the
 * production build served by the real server on a fresh embedded database, and the font files /login fetches. Budgets
 * (GUIDE §9, docs/design.md): 120 KB and 170 KB of JavaScript, 60 KB of fonts.
 * Run: npm run bench:bundle (builds first)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, logInAsAgentDa, startBenchServer } from './bench-server';

function collectJs(page: Page) {
  const sizes = new Map<string, number>();
  const fonts = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) {
      // Already compressed: counted as sent.
      reading.push(response.body().then((body) => void fonts.set(new URL(response.url()).pathname, body.length), () => undefined));
      return;
    }
    if (!response.url().endsWith('.js')) return;
    reading.push(
      response.body().then(
        (body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  // Bodies are read after the response event: wait for every one before adding up.
  return { sizes, fonts, settled: () => Promise.all(reading) };
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const { base, stop } = await startBenchServer(3190);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const { sizes, fonts, settled } = collectJs(page);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await settled();
  const login = total(sizes);
  const loginFonts = total(fonts);
  const loginFiles = new Set(sizes.keys());
  await logInAsAgentDa(page, base);
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
  console.log(`/dashboard  ${kb(dashboard).padStart(9)}   budget 170 KB (login + dashboard)`);
  console.log(`fonts       ${kb(loginFonts).padStart(9)}   budget 60 KB (${fonts.size} files on the first paint of /login)`);
} finally {
  stop();
}
