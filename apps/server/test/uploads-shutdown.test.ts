import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, MAX_QUEUED_FILES, messages } from '@panel/domain';
import { openDatabase } from '../src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo';
import { freePort, streamRequest } from './raw-http';
import { multipart, PDF, uploadUrl } from './uploads-helper';

const serverDir = path.resolve(import.meta.dirname, '..');
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;

/** A server process on an embedded database that already holds the demo accounts. */
async function startServer() {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'panel-shutdown-')), 'data');
  const database = await openDatabase({ dataDir });
  await seedDemo(database.db, { policiesScale: 0.01 });
  await database.close();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), SEED_DEMO: 'false', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Panel Agenta działa') && resolve());
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  return { child, exited };
}

/** Logs in over HTTP and answers the headers of a browser-like session. */
async function login(name: string) {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  keep(await fetch(`${base}/healthz`));
  const headers = () => ({
    cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
    [CSRF_HEADER]: cookies.get(CSRF_COOKIE)!,
  });
  const response = await fetch(`${base}/partner/rest/auth/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ login: name, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(204);
  keep(response);
  return headers();
}

describe('shutdown after a refused upload', () => {
  it('exits promptly on SIGTERM while the client of an upload refused unread (full queue) keeps its connection', async () => {
    const server = await startServer();
    try {
      const session = await login('agent.basic');
      const draftId = 'draft-shutdown';
      for (let i = 0; i < MAX_QUEUED_FILES; i += 1) {
        const { body, contentType } = multipart(`p${i}.pdf`, PDF);
        const stored = await fetch(`${base}${uploadUrl(draftId)}`, {
          method: 'POST',
          headers: { ...session, 'content-type': contentType },
          body,
        });
        expect(stored.status).toBe(201);
      }
      const size = 2 * 1024 * 1024;
      const head = [
        `POST ${uploadUrl(draftId)} HTTP/1.1`,
        `host: 127.0.0.1:${PORT}`,
        'content-type: multipart/form-data; boundary=granica123',
        `content-length: ${size}`,
        ...Object.entries(session).map(([key, value]) => `${key}: ${value}`),
        '',
        '',
      ].join('\r\n');
      const prefix = Buffer.concat([
        Buffer.from('--granica123\r\nContent-Disposition: form-data; name="file"; filename="p10.pdf"\r\n\r\n'),
        PDF,
      ]);
      const refused = await streamRequest(PORT, head, prefix, size);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).message).toBe(messages.FILES_QUEUE_FULL);

      server.child.kill('SIGTERM');
      // A generous bound: a connection left holding the unread body kept the process for about a minute.
      expect(await Promise.race([server.exited, sleep(10_000).then(() => 'still running')])).toBe(0);
      refused.socket.destroy();
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
