import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { freePort } from './raw-http';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Starts the server; an `undefined` value removes that variable from the environment. */
/** The TOTP secrets' key a PostgreSQL server needs (decision 125). */
const KEY = randomBytes(32).toString('base64');

function start(overrides: Record<string, string | undefined>) {
  const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', HOST: undefined, ...overrides };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env });
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

/** The addresses Fastify reports listening on (one log line each). */
function listeningAddresses(output: string) {
  return [...output.matchAll(/"msg":"Server listening at ([^"]+)"/g)].map((match) => match[1]);
}

async function usersIn(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>('select count(*)::int as n from users');
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('server process', () => {
  it('listens on loopback only by default; locks its embedded data directory: a second process exits non-zero with a clear message; SIGTERM shuts down cleanly', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'panel-server-')), 'data');
    const port = String(await freePort());
    const first = start({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'info' });
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(listeningAddresses(first.output())).toEqual([`http://127.0.0.1:${port}`]);
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited, second.output()).toBe(1);
    expect(second.output()).toContain('jest używany przez inny proces');

    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('exits non-zero with a clear message when DATABASE_URL cannot be reached', async () => {
    const server = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', PORT: String(await freePort()) });
    expect(await server.exited, server.output()).toBe(1);
    expect(server.output()).toContain('Nie można połączyć się z bazą danych z DATABASE_URL');
  });

  it('lists every bad environment key and exits non-zero', async () => {
    const server = start({ PORT: 'abc', COOKIE_SECURE: 'tak' });
    expect(await server.exited, server.output()).toBe(1);
    expect(server.output()).toMatch(/PORT[\s\S]*COOKIE_SECURE/);
  });

  it('refuses to start with COOKIE_SECURE=true while demo accounts keep the published password, unless ALLOW_DEMO_ACCOUNTS=true', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'panel-server-')), 'data');
    const database = await openDatabase({ dataDir });
    await seedDemo(database.db, { policiesScale: 0.01 });
    await database.close();

    const refused = start({ DATA_DIR: dataDir, PORT: String(await freePort()), COOKIE_SECURE: 'true' });
    expect(await refused.exited, refused.output()).toBe(1);
    expect(refused.output()).toContain('Serwer nie wystartuje z COOKIE_SECURE=true');
    expect(refused.output()).toContain('agent.da, agent.nn, dealer.ncd, agent.basic');
    expect(refused.output()).toContain('ALLOW_DEMO_ACCOUNTS=true');

    const allowed = start({ DATA_DIR: dataDir, PORT: String(await freePort()), COOKIE_SECURE: 'true', ALLOW_DEMO_ACCOUNTS: 'true' });
    await allowed.ready;
    expect(allowed.output()).toContain('Konta demonstracyjne (hasło Demo#2026)');
    allowed.child.kill('SIGTERM');
    expect(await allowed.exited, allowed.output()).toBe(0);
  });

  // PostgreSQL is the database under test only when the machine has one (CI sets TEST_DATABASE_URL).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuses PostgreSQL without TWO_FACTOR_KEY; seeds it only when SEED_DEMO=true is set explicitly, and then warns in the banner (no colour without a terminal)',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `panel_process_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const keyless = start({ DATABASE_URL: url.toString(), PORT: String(await freePort()), TWO_FACTOR_KEY: undefined });
        expect(await keyless.exited, keyless.output()).toBe(1);
        expect(keyless.output()).toContain('Z DATABASE_URL ustaw TWO_FACTOR_KEY');

        const plain = start({ DATABASE_URL: url.toString(), PORT: String(await freePort()), SEED_DEMO: undefined, TWO_FACTOR_KEY: KEY });
        await plain.ready;
        expect(plain.output()).not.toContain('Konta demonstracyjne');
        plain.child.kill('SIGTERM');
        expect(await plain.exited, plain.output()).toBe(0);
        expect(await usersIn(url.toString())).toBe(0);

        const seeded = start({ DATABASE_URL: url.toString(), PORT: String(await freePort()), SEED_DEMO: 'true', TWO_FACTOR_KEY: KEY });
        await seeded.ready;
        expect(seeded.output()).toContain('UWAGA: baza PostgreSQL zawiera konta demonstracyjne');
        expect(seeded.output()).not.toContain('\u001b[');
        seeded.child.kill('SIGTERM');
        expect(await seeded.exited, seeded.output()).toBe(0);
        expect(await usersIn(url.toString())).toBe(4);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
