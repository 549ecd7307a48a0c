import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { CSRF_COOKIE, CSRF_HEADER } from '@panel/domain';
import { serverRoot } from '../../paths';

/** The header the check's proxy adds to each answer: which instance served it. */
export const UPSTREAM_HEADER = 'x-scale-out-instance';
/** Bounds for waiting on the instances; they only turn a hang into a failure, nothing here is timed. */
export const START_TIMEOUT_MS = 180_000;
export type Name = 'A' | 'B';

export interface Instance {
  name: Name;
  port: number;
  child: ChildProcess;
  /** What the process wrote, kept to show when a check fails. */
  output: string[];
  exited: boolean;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Two loopback ports free a moment ago (both held at once, so they differ). */
export async function freePorts(): Promise<[number, number]> {
  const servers = [createServer(), createServer()];
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return [ports[0]!, ports[1]!];
}

/** Polls `probe` until it answers a value; fails when `timeoutMs` passes or one of `alive` exits meanwhile. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, alive: Instance[] = []): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const dead = alive.find((instance) => instance.exited);
    if (dead) throw new Error(`instance ${dead.name} exited while waiting for ${what}`);
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * The check's database on the server of `adminUrl` (created and dropped by the check), and the instances of the
 * compiled server (`serverEntry`) on it, alike but for their name, port and data folder.
 */
export function scaleOutCluster(adminUrl: string, serverEntry: string) {
  const databaseName = `panel_scale_out_${randomBytes(6).toString('hex')}`;
  const databaseUrl = (applicationName: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    // Names each connection in pg_stat_activity: which instance waits where.
    url.searchParams.set('application_name', applicationName);
    return url.toString();
  };

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  const workDir = mkdtempSync(path.join(tmpdir(), 'panel-scale-out-'));
  /** Alike on every instance: the secrets they must share (docs/operations.md, "Several instances"), the proxy they trust. */
  const sharedEnv = {
    SEED_DEMO: 'true',
    TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
    HANDOFF_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  };

  function startInstance(name: Name, port: number): Instance {
    const child = spawn(process.execPath, [serverEntry], {
      cwd: serverRoot,
      env: {
        ...process.env,
        ...sharedEnv,
        DATABASE_URL: databaseUrl(`panel-${name.toLowerCase()}`),
        PORT: String(port),
        // Only the e-mail catcher writes here: without SMTP_URL each instance keeps its e-mail as files.
        DATA_DIR: path.join(workDir, name),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance: Instance = { name, port, child, output: [], exited: false };
    for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => instance.output.push(line));
    child.on('exit', () => (instance.exited = true));
    return instance;
  }

  /** A graceful stop (SIGTERM), also of a paused instance; SIGKILL when it has not ended after 25 s. */
  async function stopInstance(instance: Instance) {
    if (instance.exited) return;
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGCONT');
    instance.child.kill('SIGTERM');
    await Promise.race([exited, sleep(25_000)]);
    if (!instance.exited) instance.child.kill('SIGKILL');
    await exited;
  }

  const ready = (instance: Instance) =>
    until(
      `readiness of ${instance.name}`,
      async () => ((await fetch(`http://127.0.0.1:${instance.port}/readyz`).catch(() => null))?.ok ? true : undefined),
      START_TIMEOUT_MS,
      [instance],
    );

  return { databaseName, databaseUrl, admin, workDir, startInstance, stopInstance, ready };
}

/** A round-robin HTTP proxy on loopback: each request goes to the next instance, with X-Forwarded-For. */
export async function startProxy(upstreams: { name: Name; port: number }[]) {
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = upstreams[turn++ % upstreams.length]!;
    const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = request.headers;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const forwarded = http.request(
      { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers: { ...headers, 'x-forwarded-for': forwardedFor }, agent },
      (answer) => {
        const { connection: _c, 'keep-alive': _k, ...answerHeaders } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, { ...answerHeaders, [UPSTREAM_HEADER]: upstream.name });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [UPSTREAM_HEADER]: upstream.name });
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A browser's cookie jar and CSRF echo over fetch: the same client can talk to the proxy or to one instance. */
export function createClient() {
  const cookies = new Map<string, string>();
  async function request(base: string, method: string, url: string, body?: { json: unknown } | { form: FormData }) {
    if (method !== 'GET' && !cookies.has(CSRF_COOKIE)) await request(base, 'GET', '/healthz');
    const response = await fetch(`${base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; '),
        ...(method !== 'GET' && { [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? '' }),
        ...(body && 'json' in body && { 'content-type': 'application/json' }),
      },
      body: body && ('json' in body ? JSON.stringify(body.json) : body.form),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [key = '', ...rest] = pair.split('=');
      if (rest.join('=') === '' || /max-age=0/i.test(line)) cookies.delete(key);
      else cookies.set(key, rest.join('='));
    }
    const content = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      instance: response.headers.get(UPSTREAM_HEADER) as Name | null,
      type: response.headers.get('content-type'),
      content,
      json: <T = Record<string, unknown>>() => JSON.parse(content.toString()) as T,
      message: () => (content.length ? (JSON.parse(content.toString()) as { message?: string }).message : undefined),
    };
  }
  return {
    cookies,
    get: (base: string, url: string) => request(base, 'GET', url),
    post: (base: string, url: string, json?: unknown) => request(base, 'POST', url, json === undefined ? undefined : { json }),
    upload: (base: string, url: string, form: FormData) => request(base, 'POST', url, { form }),
  };
}
