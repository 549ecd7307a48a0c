/**
 * Documents benchmark (issue 16, decisions 147 and 148): the compiled server on a fresh database with the demo data —
 * the embedded one, or PostgreSQL when DATABASE_URL is set — measured from outside as agents' browsers use it:
 *
 * - idle: the CPU the server spends with nothing to do, beside a bare node HTTP server's in the same time: in the first
 *   minute after the warm-up's work (V8 collects the heap the work left, once) and in the minute after it (goal:
 *   nothing worth measuring), and its memory then;
 * - one at a time: 20 documents, each from the click (POST /ms-doc) until its availability answers READY, asked every
 *   10 ms (goal p95 ≤ 500 ms); beside it, the round trip of a call that does nothing (`/healthz`);
 * - the burst: the policy list at 100 req/s, evenly spaced and each request timed from when it was due (`pacedLoad`),
 *   for 15 s alone, then again while 20 documents are requested at once,
 *   each then asked after as the web app asks, every 2 s (goal: p99 during the burst ≤ 1.5 × p99 alone); the 20
 *   agents run in a process of their own (`burst-clients.ts`), so that only the server's waits count in the list's
 *   latencies; beside it the CPU the server (its main thread apart), PostgreSQL and the benchmark with its burst
 *   clients spent in the burst;
 * - memory: after 60 more documents and 20 s of rest, against idle, and how long until it is back within 10 % of
 *   idle, looked at every 5 s until 200 s after the documents (goal: it comes back within 10 %).
 *
 * Prints figures beside the load average; asserts nothing.
 *
 *   npm run bench:documents            (builds first; DATABASE_URL=postgres://… for PostgreSQL)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DOCUMENT_RETRIEVAL_INTERVAL_MS, type DocumentItem, type PolicyListResponse } from '@panel/domain';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { serverRoot } from '../src/paths';
import { generateDocument, logIn, sessionClient } from './client';
import { pacedLoad, percentile, type PacedRun } from './latency';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '39872' } } });
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;
const log = (line: string) => console.log(`[bench] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0]!.toFixed(1);

/** A fresh database with the demo data: a folder for the embedded one, or `panel_bench_documents` on PostgreSQL. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'panel-bench-documents-')), 'data');
    const database = await openDatabase({ dataDir });
    await seedDemo(database.db);
    await database.close();
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(path.dirname(dataDir), { recursive: true, force: true }) };
  }
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin('drop database if exists panel_bench_documents with (force)');
  await admin('create database panel_bench_documents');
  const url = Object.assign(new URL(adminUrl), { pathname: '/panel_bench_documents' }).toString();
  const database = await openDatabase({ url });
  await seedDemo(database.db);
  await database.close();
  return { env: { DATABASE_URL: url }, drop: () => admin('drop database if exists panel_bench_documents with (force)') };
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time so far (user and system) from a `/proc/…/stat` file, in ms: a process's (all threads) or one thread's. */
function cpuMsOf(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The process's CPU time so far (user and system, all threads), in ms. */
const cpuMs = (pid: number) => cpuMsOf(`/proc/${pid}/stat`);

/** The CPU time so far of every PostgreSQL process on this machine (the server's backends included), in ms. */
function postgresCpuMs(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') sum += cpuMs(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return sum;
}

/** CPU ms of the server (all threads and its main thread), PostgreSQL and this benchmark with its burst clients, to subtract from later. */
function cpuSnapshot(pid: number, burstPid: number) {
  const own = process.cpuUsage();
  return {
    server: cpuMs(pid),
    mainThread: cpuMsOf(`/proc/${pid}/task/${pid}/stat`),
    postgres: postgresCpuMs(),
    bench: (own.user + own.system) / 1000 + cpuMs(burstPid),
  };
}

/** The process's resident memory, in MiB. */
function rssMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!;
  return Number(kib) / 1024;
}

/** CPU ms a minute the process spends over `seconds` of doing nothing asked of it. */
async function idleCpu(pid: number, seconds: number): Promise<number> {
  const before = cpuMs(pid);
  await sleep(seconds * 1000);
  return ((cpuMs(pid) - before) * 60) / seconds;
}

type Client = ReturnType<typeof sessionClient>;

/** Creation hashes of `count` documents of agent.da's concluded policies that have not been generated yet. */
async function availableDocuments(client: Client, count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let page = 1; hashes.length < count; page += 1) {
    const list = await client.get<PolicyListResponse>(`/partner/rest/policies/list?tableType=CONCLUDED&page=${page}&pageSize=20`);
    if (list.policies.length === 0) throw new Error(`only ${hashes.length} documents to generate`);
    for (const { policyNo } of list.policies) {
      const { hash } = await client.get<{ hash: string }>(`/partner/rest/document/get-available-docs-hash/${policyNo}/POLICY`);
      const documents = await client.get<DocumentItem[]>(`/ms-doc/available-docs/${hash}`);
      hashes.push(...documents.filter((document) => document.status === 'AVAILABLE').map((document) => document.hash));
    }
  }
  return hashes.slice(0, count);
}

let desks = 0;
/**
 * Agents at desks of their own behind the balancer (the server trusts the loopback proxy): each document is asked for
 * from a new address, as the flood guard counts per address and no browser asks every 10 ms for long.
 */
const deskAddress = () => {
  desks += 1;
  return `10.9.${Math.floor(desks / 250)}.${desks % 250}`;
};

/** Requests one document and waits until it is READY, asking every `everyMs`: the milliseconds from the click. */
const generate = (cookies: readonly string[], hash: string, everyMs = 10) => generateDocument(base, cookies, hash, deskAddress(), everyMs);

/**
 * The burst's agents, in a process of their own: twenty browsers starting at once keep an event loop busy for tens of
 * milliseconds, and the list's latencies, measured in this process, would count that wait as the server's. Started
 * ahead; `go` sends them all at once and resolves when every document is READY.
 */
async function burstClients(cookies: readonly string[], hashes: readonly string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'burst-clients.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => ((await lines.next()).value as string | undefined) ?? '';
  const addresses = hashes.map(() => deskAddress());
  child.stdin!.write(`${JSON.stringify({ base, cookies, hashes, addresses, everyMs: DOCUMENT_RETRIEVAL_INTERVAL_MS })}\n`);
  if ((await next()) !== 'ready') throw new Error('the burst clients did not start');
  return {
    pid: child.pid!,
    async go() {
      child.stdin!.end('go\n');
      const answer = await next();
      if (answer !== 'done') throw new Error(`the burst failed: ${answer}`);
    },
  };
}

/** The first page of concluded policies with the session's cookies, `rate` requests a second evenly spaced. */
function listLoad(cookies: readonly string[], seconds: number, rate: number): Promise<PacedRun> {
  const path = '/partner/rest/policies/list?tableType=CONCLUDED&page=1&pageSize=20';
  const request = () => ({ path, headers: { cookie: cookies.join('; '), 'x-forwarded-for': deskAddress() } });
  return pacedLoad({ url: base, rate, seconds, request });
}

async function main() {
  log(`preparing a fresh ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'} database with the demo data…`);
  const database = await freshDatabase();
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverRoot,
    env: { ...process.env, ...database.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = server.pid!;
  try {
    for (;;) {
      const up = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
      if (up) break;
      await sleep(50);
    }
    const cookies = await logIn(base, 'agent.da');
    const client = sessionClient(base, cookies);
    const hashes = await availableDocuments(client, 100);
    log('warming up: 5 documents and 5 s of the list…');
    for (const hash of hashes.splice(0, 5)) await generate(cookies, hash);
    await listLoad(cookies, 5, 100);

    log('idle for two minutes beside a bare node HTTP server…');
    const bare = spawn(process.execPath, ['-e', `require('node:http').createServer((q, r) => r.end('ok')).listen(${port + 1}, '127.0.0.1')`], { stdio: 'ignore' });
    const [firstCpu, firstBareCpu] = await Promise.all([idleCpu(pid, 60), idleCpu(bare.pid!, 60)]);
    const [serverCpu, bareCpu] = await Promise.all([idleCpu(pid, 60), idleCpu(bare.pid!, 60)]);
    const idle = { firstCpu, firstBareCpu, cpu: serverCpu, rss: rssMiB(pid), bareCpu, bareRss: rssMiB(bare.pid!) };
    bare.kill('SIGTERM');

    log('20 documents one at a time…');
    const oneAtATime: number[] = [];
    for (const hash of hashes.splice(0, 20)) oneAtATime.push(await generate(cookies, hash));
    const roundTrips: number[] = [];
    for (let call = 0; call < 20; call += 1) {
      const started = performance.now();
      await client.get('/healthz');
      roundTrips.push(performance.now() - started);
    }

    log('the list at 100 req/s alone, then during a burst of 20 documents…');
    const alone = await listLoad(cookies, 15, 100);
    const burst = await burstClients(cookies, hashes.splice(0, 20));
    const during = listLoad(cookies, 15, 100);
    await sleep(2000);
    const burstStarted = performance.now();
    const cpuBefore = cpuSnapshot(pid, burst.pid);
    await burst.go();
    const burstMs = performance.now() - burstStarted;
    const cpuAfter = cpuSnapshot(pid, burst.pid);
    const burstCpu = (key: keyof typeof cpuAfter) => (cpuAfter[key] - cpuBefore[key]).toFixed(0);
    const withBurst = await during;

    log('60 more documents, 20 at a time, then 20 s of rest…');
    for (let round = 0; round < 3; round += 1) await Promise.all(hashes.splice(0, 20).map((hash) => generate(cookies, hash)));
    const peak = rssMiB(pid);
    await sleep(20_000);
    const rested = rssMiB(pid);
    let backAfter: number | null = rested <= idle.rss * 1.1 ? 20 : null;
    for (let waited = 25; backAfter === null && waited <= 200; waited += 5) {
      await sleep(5000);
      if (rssMiB(pid) <= idle.rss * 1.1) backAfter = waited;
    }

    const p = (values: number[], n: number) => percentile(values, n).toFixed(0);
    const ratio = withBurst.p99 / alone.p99;
    console.log(`\nDocuments, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)'}, load average ${load()}\n`);
    console.log(
      `idle: ${idle.firstCpu.toFixed(0)} ms of CPU in the first minute after the work, ${idle.cpu.toFixed(0)} ms in the minute after it ` +
        `(${((idle.cpu / 60_000) * 100).toFixed(2)} % of a core), ${idle.rss.toFixed(0)} MiB resident; ` +
        `bare node HTTP server: ${idle.firstBareCpu.toFixed(0)} and ${idle.bareCpu.toFixed(0)} ms, ${idle.bareRss.toFixed(0)} MiB`,
    );
    console.log(
      `one at a time (20): click → READY p50 ${p(oneAtATime, 50)} ms, p95 ${p(oneAtATime, 95)} ms (goal ≤ 500: ${percentile(oneAtATime, 95) <= 500 ? 'met' : 'not met'}); ` +
        `a call doing nothing (/healthz) p50 ${p(roundTrips, 50)} ms`,
    );
    console.log(
      `list at 100 req/s: p99 ${alone.p99.toFixed(1)} ms alone, ${withBurst.p99.toFixed(1)} ms during 20 documents at once (all READY in ${burstMs.toFixed(0)} ms): ` +
        `${ratio.toFixed(2)} × (goal ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'not met'}); errors ${alone.errors + withBurst.errors}`,
    );
    console.log(
      `CPU in the burst: the server ${burstCpu('server')} ms (its main thread ${burstCpu('mainThread')} ms), ` +
        `PostgreSQL ${burstCpu('postgres')} ms, this benchmark ${burstCpu('bench')} ms`,
    );
    console.log(
      `memory: ${idle.rss.toFixed(0)} MiB idle, ${peak.toFixed(0)} MiB after 60 more documents, ${rested.toFixed(0)} MiB after 20 s of rest ` +
        `(${(rested / idle.rss).toFixed(2)} × idle); ` +
        (backAfter === null ? 'not back within 10 % of idle after 200 s (goal: not met)' : `back within 10 % of idle after ${backAfter} s of rest (goal: met)`),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    await database.drop();
  }
}

await main();
