/**
 * Policies benchmark (decision 015): seeds PostgreSQL with a million policies, then measures with autocannon, at a
 * fixed rate, a mix of list pages, details and header searches, and each call alone: the whole application side by
 * side with a bare Fastify route running the same indexed queries. Prints figures; asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:policies [-- --rate 500 --duration 20]
 *   … npm run bench:policies -- --saturate   (the mix as fast as it goes on 10 connections: application, bare, twice)
 *
 * DATABASE_URL names any database of the server: the benchmark creates and fills its own (`panel_bench`), and reuses
 * it on the next run when it already holds the policies (`--reseed` starts again).
 *
 *   npm run bench:policies -- --embedded --policies 100000 [--saturate]   (the embedded database, PGlite, in a folder
 *   of the system's temporary directory named after the portfolio, kept for the next run like the PostgreSQL one)
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { RawRequest } from 'autocannon';
import pg from 'pg';
import { tableTypes } from '@panel/domain';
import { pgliteOptions } from '../src/db/client';
import { demoAccounts } from '../src/db/seed/demo';
import { logIn } from './client';
import { measureLoad, type Run } from './latency';

const { values: args } = parseArgs({
  options: {
    policies: { type: 'string', default: '1000000' },
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '20' },
    // autocannon's rate is a budget per second that each connection spends back to back: n connections arrive as
    // bursts of n concurrent requests (decision 015).
    connections: { type: 'string' },
    // No rate: each connection sends its next request as soon as the last is answered (issue 16's saturation runs).
    saturate: { type: 'boolean', default: false },
    database: { type: 'string', default: 'panel_bench' },
    reseed: { type: 'boolean', default: false },
    // The embedded database (the default of `npm start`) instead of PostgreSQL.
    embedded: { type: 'boolean', default: false },
  },
});
const target = Number(args.policies);
const rate = Number(args.rate);
const duration = Number(args.duration);
const connections = Number(args.connections ?? (args.saturate ? 10 : 4));
const here = path.dirname(fileURLToPath(import.meta.url));

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${args.database}` }).toString();
const benchDataDir = path.join(tmpdir(), `panel-bench-embedded-${target}`);
/** Where the servers and the seeding find the bench database. */
const benchDatabaseEnv = args.embedded ? { DATA_DIR: benchDataDir } : { DATABASE_URL: benchUrl };
const databaseName = args.embedded ? 'embedded database (PGlite)' : 'PostgreSQL';
const log = (line: string) => console.log(`[bench] ${line}`);

/**
 * Runs `work` on the bench database: the embedded one is opened and closed around it, as only one process may hold its
 * folder (the servers open it after).
 */
async function withBenchDatabase<T>(work: (query: <R>(text: string, params?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T> {
  if (!args.embedded) return withClient(benchUrl, (client) => work(async (text, params) => (await client.query(text, params)).rows));
  const database = await PGlite.create({ ...pgliteOptions, dataDir: benchDataDir });
  try {
    return await work(async (text, params) => (await database.query(text, params)).rows as never);
  } finally {
    await database.close();
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  const name = args.embedded ? benchDataDir : args.database;
  if (args.embedded) {
    if (args.reseed) rmSync(benchDataDir, { recursive: true, force: true });
    mkdirSync(benchDataDir, { recursive: true });
  } else {
    await withClient(adminUrl, async (admin) => {
      if (args.reseed) await admin.query(`drop database if exists ${args.database} with (force)`);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [args.database]);
      if (!rowCount) await admin.query(`create database ${args.database}`);
    });
  }
  const existing = await withBenchDatabase(async (query) => {
    const [tables] = await query<{ found: string | null }>("select to_regclass('policies')::text as found");
    if (!tables?.found) return 0;
    const [counted] = await query<{ n: number }>('select count(*)::int as n from policies');
    return counted!.n;
  });
  if (existing >= target) {
    log(`${name} already holds ${existing.toLocaleString('pl-PL')} policies: reused`);
    return;
  }
  const started = Date.now();
  log(`seeding ${(target - existing).toLocaleString('pl-PL')} policies into ${name} (npm run seed)…`);
  const { DATABASE_URL: _ignored, ...otherEnv } = process.env;
  const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, '../src/db/seed/cli.ts'), '--policies', String(target - existing)], {
    env: { ...otherEnv, ...benchDatabaseEnv },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  await withBenchDatabase((query) => query('vacuum analyze'));
  log(`seeded and analysed in ${Math.round((Date.now() - started) / 1000)} s`);
}

interface AgentSample {
  login: string;
  agentId: number;
  cookies: string[];
  policyNos: string[];
  searches: string[];
}

/** Policy numbers and header-search terms of each demo agent: numbers, plates (whole and as typed), VINs, PESELs, names. */
async function sampleAgents(): Promise<Omit<AgentSample, 'cookies'>[]> {
  // One agent after another: the benchmark's connection runs one query at a time.
  return withBenchDatabase(async (query) => {
    const samples: Omit<AgentSample, 'cookies'>[] = [];
    for (const { login } of demoAccounts) {
      const rows = await query<{ agent_id: number; policy_no: string; reg_no: string | null; vin: string | null; pesel: string | null; last_name: string | null }>(
        `select p.agent_id, p.policy_no, v.reg_no, v.vin, c.pesel, c.last_name
           from users u join policies p on p.agent_id = u.agent_id join customers c on c.id = p.customer_id
           left join vehicles v on v.id = p.vehicle_id
          where u.login = $1 and p.id % 211 = 7 limit 500`,
        [login],
      );
      const searches = rows.flatMap((row) => [
        row.policy_no,
        row.policy_no.slice(0, 6),
        ...(row.reg_no ? [row.reg_no, row.reg_no.slice(0, 4)] : []),
        ...(row.vin ? [row.vin] : []),
        ...(row.pesel ? [row.pesel] : []),
        ...(row.last_name ? [row.last_name.slice(0, 5)] : []),
      ]);
      samples.push({ login, agentId: rows[0]!.agent_id, policyNos: rows.map((row) => row.policy_no), searches });
    }
    return samples;
  });
}

type Call = 'list' | 'details' | 'search' | 'empty';
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const mix: readonly Call[] = ['list', 'list', 'list', 'list', 'details', 'details', 'details', 'search', 'search', 'search'];

/** One request of `call` for a random agent: to the application with its session, or to the bare route. */
function requestFor(call: Call, agents: readonly AgentSample[], bare: boolean): RawRequest {
  const agent = pick(agents);
  const page = 1 + Math.floor(Math.random() * 5);
  const tableType = pick(tableTypes);
  const policyNo = pick(agent.policyNos);
  const q = encodeURIComponent(pick(agent.searches));
  const paths: Record<Call, [string, string]> = {
    list: [`/partner/rest/policies/list?tableType=${tableType}&page=${page}&pageSize=20`, `/bare/list?agentId=${agent.agentId}&tableType=${tableType}&page=${page}`],
    details: [`/partner/rest/policies/details/${policyNo}`, `/bare/details/${policyNo}?agentId=${agent.agentId}`],
    search: [`/partner/rest/policies/quick-search?q=${q}`, `/bare/quick-search?agentId=${agent.agentId}&q=${q}`],
    empty: ['/healthz', '/bare/empty'],
  };
  // Many agents behind the load balancer: each request from one of a thousand client addresses.
  const forwardedFor = `10.${Math.floor(Math.random() * 4)}.${Math.floor(Math.random() * 250)}.1`;
  return bare
    ? { method: 'GET', path: paths[call][1] }
    : { method: 'GET', path: paths[call][0], headers: { cookie: agent.cookies.join('; '), 'x-forwarded-for': forwardedFor } };
}

function load(port: number, calls: readonly Call[], agents: readonly AgentSample[], bare: boolean, seconds: number) {
  return measureLoad({
    url: `http://127.0.0.1:${port}`,
    connections,
    // The correction assumes requests due every millisecond and adds made-up faster samples below each slow one;
    // with a budget per second there is no schedule to correct against, so the measured latencies are kept as they are.
    // At saturation there is no rate, and nothing to correct.
    ...(args.saturate ? {} : { overallRate: rate, ignoreCoordinatedOmission: true }),
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...requestFor(pick(calls), agents, bare) }) }],
  });
}

/** Index and sequential scans so far: PostgreSQL only, as the servers hold the embedded database. */
async function indexScans(): Promise<Map<string, number>> {
  if (args.embedded) return new Map();
  return withClient(benchUrl, async (db) => {
    const { rows } = await db.query<{ name: string; scans: string }>(
      `select relname || '.' || indexrelname as name, idx_scan as scans from pg_stat_user_indexes
        where relname in ('policies', 'customers', 'vehicles')
       union all select relname || ' (sequential scans)', seq_scan from pg_stat_user_tables where relname in ('policies', 'customers', 'vehicles')`,
    );
    return new Map(rows.map((row) => [row.name, Number(row.scans)]));
  });
}

/**
 * Transactions committed in the bench database so far (PostgreSQL only; each statement of the servers is one). A
 * backend reports its counts at most once a second while busy and 10 s after it went idle: read after 11 s of rest,
 * every transaction of the run before is in. The reading itself commits one.
 */
async function committedTransactions(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  return withClient(benchUrl, async (db) => {
    const { rows } = await db.query<{ xacts: string }>('select xact_commit as xacts from pg_stat_database where datname = current_database()');
    return Number(rows[0]!.xacts);
  });
}

/** A run, with the statements it made per request on PostgreSQL (the application's and the bare route's should match). */
async function measured(load: () => Promise<Run>): Promise<{ run: Run; statements: string }> {
  if (args.embedded) return { run: await load(), statements: '' };
  const before = await committedTransactions();
  const run = await load();
  const statements = (await committedTransactions()) - before - 1;
  return { run, statements: `, ${(statements / run.result.requests.total).toFixed(2)} statements a request` };
}

const cell = (text: string | number, width: number) => String(text).padStart(width);
const errors = ({ result }: Run) => result.non2xx + result.errors + result.timeouts;
const line = (name: string, app: Run, bare: Run) =>
  [
    name.padEnd(14),
    cell(app.result.requests.average.toFixed(0), 9),
    cell(app.p50.toFixed(1), 8),
    cell(app.p99.toFixed(1), 8),
    cell(errors(app), 6),
    cell(bare.result.requests.average.toFixed(0), 10),
    cell(bare.p50.toFixed(1), 9),
    cell(bare.p99.toFixed(1), 9),
    cell((app.p99 / bare.p99).toFixed(2), 10),
    cell(app.p99 <= 15 ? 'tak' : 'NIE', 9),
    // Other work on the machine skews the figures: the load average after the runs says how much there was.
    cell(loadavg()[0]!.toFixed(1), 5),
  ].join(' │');

/** The mix at saturation, application and bare route alternating (A B A B): what each serves, and the ratio. */
async function saturation(ports: { app: number; bare: number }, agents: readonly AgentSample[]) {
  const rounds: { app: Awaited<ReturnType<typeof measured>>; bare: Awaited<ReturnType<typeof measured>> }[] = [];
  for (let round = 1; round <= 2; round += 1) {
    log(`mix 4:3:3 at saturation, round ${round}: application then bare route, ${duration} s each…`);
    const app = await measured(() => load(ports.app, mix, agents, false, duration));
    rounds.push({ app, bare: await measured(() => load(ports.bare, mix, agents, true, duration)) });
  }
  console.log(`\n${databaseName}, ${target.toLocaleString('pl-PL')} policies, mix 4:3:3 at saturation on ${connections} connections, ${duration} s per run\n`);
  for (const [index, { app, bare }] of rounds.entries()) {
    const ratio = app.run.result.requests.average / bare.run.result.requests.average;
    console.log(
      `round ${index + 1}: application ${app.run.result.requests.average.toFixed(0)} req/s (p99 ${app.run.p99.toFixed(1)} ms, errors ${errors(app.run)}${app.statements}), ` +
        `bare ${bare.run.result.requests.average.toFixed(0)} req/s (p99 ${bare.run.p99.toFixed(1)} ms${bare.statements}): ratio ${ratio.toFixed(2)} (goal 0.85), load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}

async function main() {
  await prepareDatabase();
  const samples = await sampleAgents();
  const servers = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'servers.ts')], {
    env: { ...process.env, ...(args.embedded ? { BENCH_DATA_DIR: benchDataDir } : { BENCH_DATABASE_URL: benchUrl }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [ready] = (await once(createInterface({ input: servers.stdout }), 'line')) as [string];
  const ports = JSON.parse(ready) as { app: number; bare: number };
  try {
    const agents = await Promise.all(samples.map(async (sample) => ({ ...sample, cookies: await logIn(`http://127.0.0.1:${ports.app}`, sample.login) })));
    log(`warming up (${agents.length} agents, ${agents.reduce((n, a) => n + a.searches.length, 0)} search terms)…`);
    await load(ports.app, mix, agents, false, 5);
    await load(ports.bare, mix, agents, true, 5);
    if (args.saturate) return await saturation(ports, agents);
    const before = await indexScans();
    const scenarios: [string, readonly Call[]][] = [['mix 4:3:3', mix], ['list page', ['list']], ['details', ['details']], ['header search', ['search']]];
    const rows: string[] = [];
    for (const [name, calls] of scenarios) {
      log(`${name}: ${rate} req/s for ${duration} s, application then bare route…`);
      rows.push(line(name, await load(ports.app, calls, agents, false, duration), await load(ports.bare, calls, agents, true, duration)));
    }
    const floor = await load(ports.bare, ['empty'], agents, true, duration);
    const after = await indexScans();
    console.log(`\n${databaseName}, ${target.toLocaleString('pl-PL')} policies, ${rate} req/s on ${connections} connections, ${duration} s per run, latency in ms\n`);
    // p99 ×: the application's p99 over the bare route's (issue 16's goal: at most 1.5 on the mix at 500 req/s).
    console.log(`${'scenario'.padEnd(14)} │  app req/s │ app p50 │ app p99 │ errors │ bare req/s │ bare p50 │ bare p99 │     p99 × │ p99 ≤ 15 │ load`);
    for (const row of rows) console.log(row);
    console.log(`\nFloor (bare route without a query): ${floor.result.requests.average.toFixed(0)} req/s, p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms`);
    console.log(args.embedded ? '\nScans are counted on PostgreSQL only.' : '\nScans during the runs (index or table: count):');
    for (const [name, scans] of after) {
      const delta = scans - (before.get(name) ?? 0);
      if (delta > 0) console.log(`  ${name}: ${delta.toLocaleString('pl-PL')}`);
    }
  } finally {
    servers.kill('SIGTERM');
  }
}

await main();
