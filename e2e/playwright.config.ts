import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run.
const dataDir = path.join(import.meta.dirname, '.data', String(Date.now()));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers, in CI too: every test logs in with a session of its own and works on records no other test changes;
  // what changes an account for everyone (the profile's password, two-factor login) runs last, in projects of its own.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // The profile spec changes a demo password and phone (ending that user's other sessions): it runs after the rest. The
  // two-factor spec turns two-factor login on for agent.basic, whom the profile spec still logs in as: it runs last.
  projects: [
    { name: 'panel', testIgnore: /(profile|two-factor)\.spec\.ts/ },
    { name: 'profile', testMatch: /profile\.spec\.ts/, dependencies: ['panel'] },
    { name: 'two-factor', testMatch: /two-factor\.spec\.ts/, dependencies: ['profile'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // A failed test's trace keeps its DOM snapshots, not a screencast: filming every test took a third of the two
    // cores (the dashboard specs ran 3.6 min instead of 2.5 and the charts test timed out while its chunk waited).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled server, as in production (decision 127); compiling it takes a second, so a run never uses a stale one.
    command: 'node build.js && node dist/server.js',
    cwd: path.join(import.meta.dirname, '..', 'apps', 'server'),
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A private build folder lets several e2e runs share the machine.
      ...(process.env.E2E_WEB_DIST && { WEB_DIST: process.env.E2E_WEB_DIST }),
    },
    stdout: 'pipe',
  },
});
