import { Writable } from 'node:stream';
import { afterAll, beforeAll, vi } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@panel/domain';
import { buildApp, type App, type AppOptions } from '../src/app';
import type { Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { seededDatabase } from './database-templates';

export interface TestContext {
  app: App;
  database: Database;
}

/** Builds the app on a fresh, seeded database before the file's tests and tears it down after; `app` adds build options. */
export function useTestApp({ policiesScale = 0.1, app = {} }: { policiesScale?: number; app?: Omit<AppOptions, 'database'> } = {}) {
  const context = {} as TestContext;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await seededDatabase(policiesScale);
    drop = fresh.drop;
    context.database = fresh.database;
    context.app = await buildApp({ ...app, database: fresh.database });
  });
  afterAll(async () => {
    await context.app?.close();
    await drop();
  });
  return context;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser-like client: keeps cookies and echoes the CSRF cookie in its header on state-changing calls. */
export function createClient(app: App, address = '127.0.0.1') {
  const cookies = new Map<string, string>();
  const remember = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name!);
      else cookies.set(name!, value);
    }
  };
  const request = async (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    if (method !== 'GET' && !cookies.has(CSRF_COOKIE)) await request('GET', '/healthz');
    const response = await app.inject({
      method,
      url,
      remoteAddress: address,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method !== 'GET' && { [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '' }),
        ...headers,
      },
      ...(body !== undefined && { payload: body as object }),
    });
    remember(response.headers['set-cookie']);
    return response;
  };
  return {
    cookies,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => request('POST', url, body, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => request('PUT', url, body, headers),
    delete: (url: string, headers?: Record<string, string>) => request('DELETE', url, undefined, headers),
  };
}

export type Client = ReturnType<typeof createClient>;

export async function loginAs(app: App, login: string, address?: string) {
  const client = createClient(app, address);
  const response = await client.post('/partner/rest/auth/login', { login, password: DEMO_PASSWORD });
  if (response.statusCode !== 204) throw new Error(`login ${login} failed: ${response.statusCode} ${response.body}`);
  return client;
}

/**
 * Waits until background work has settled (a document generated, a mail sent, a job completed): polls `check` until it
 * passes. Only for states the work reaches by its own guarantee, never for a state it passes through. The bound just
 * reports the last failure before the test's own timeout; nothing depends on how fast the machine is.
 */
export function settled<T>(check: () => T | Promise<T>) {
  return vi.waitFor(check, { timeout: 100_000, interval: 50 });
}

/** A promise the test resolves itself: background work signals a step (a render started) or waits for the test's turn. */
export function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A log destination that keeps every line the server writes, parsed, in `lines`. */
export function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}
