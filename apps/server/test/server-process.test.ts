import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on now, so that runs of this file (or of other checkouts) on one machine don't collide. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Panel Agenta działa')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  // Only awaited by tests that expect the server to come up.
  ready.catch(() => {});
  return { child, exited, ready, output: () => output };
}

describe('server process', () => {
  it('locks its embedded data directory: a second process exits non-zero with a clear message; SIGTERM shuts down cleanly', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'panel-server-')), 'data');
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: port });
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    const second = start({ DATA_DIR: dataDir, PORT: await freePort() });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('jest używany przez inny proces');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('exits non-zero with a clear message when DATABASE_URL cannot be reached', async () => {
    const server = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', PORT: await freePort() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Nie można połączyć się z bazą danych z DATABASE_URL');
  });

  it('lists every bad environment key and exits non-zero', async () => {
    const server = start({ PORT: 'abc', COOKIE_SECURE: 'tak' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT[\s\S]*COOKIE_SECURE/);
  });
});
