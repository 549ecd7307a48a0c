/**
 * Start-up benchmark (decision 127): how long from launching the server on an existing embedded database until
 * `/healthz` answers, for the compiled server (`node dist/server.js`), for `npm start`'s launcher when nothing changed
 * (source fingerprint, then the compiled server) and for the former `node --import tsx src/server.ts`, beside a bare
 * `node` HTTP server started in the same run as the reference. Prints figures; asserts nothing.
 *
 *   npm run bench:startup [-- --runs 5]      (builds first)
 *
 * The goal (GUIDE §9): the compiled start serves within 3 s. On a loaded machine compare the ratio to the reference.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { serverRoot } from '../src/paths';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '39871' } } });
const runs = Number(args.runs);
const port = Number(args.port);
const repoRoot = path.resolve(serverRoot, '../..');
const log = (line: string) => console.log(`[bench] ${line}`);

interface Variant {
  name: string;
  command: string[];
  cwd: string;
  /** The address that answers once the process serves. */
  url: string;
}

const bare = `require('node:http').createServer((q, r) => r.end('ok')).listen(${port}, '127.0.0.1')`;
const variants: Variant[] = [
  { name: 'reference: bare node http', command: ['-e', bare], cwd: repoRoot, url: `http://127.0.0.1:${port}/` },
  { name: 'node dist/server.js', command: ['dist/server.js'], cwd: serverRoot, url: `http://127.0.0.1:${port}/healthz` },
  { name: 'npm start launcher', command: ['tools/start.js'], cwd: repoRoot, url: `http://127.0.0.1:${port}/healthz` },
  { name: 'former: tsx src/server.ts', command: ['--import', 'tsx', 'src/server.ts'], cwd: serverRoot, url: `http://127.0.0.1:${port}/healthz` },
];

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Milliseconds from spawning the process until `url` answers 200; the process is then stopped with SIGTERM. */
async function timeStart(variant: Variant, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, variant.command, {
    cwd: variant.cwd,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let failed = false;
  void exited.then(() => (failed = true));
  while (!(await answers(variant.url))) {
    if (failed) throw new Error(`${variant.name} exited before serving`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'panel-bench-startup-')), 'data');
try {
  log(`seeding the demo data into ${dataDir} (the "existing database")…`);
  const database = await openDatabase({ dataDir });
  await seedDemo(database.db);
  await database.close();

  const times = new Map<string, number[]>(variants.map((variant) => [variant.name, []]));
  // Interleaved, so that a change of the machine's load touches every variant alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const variant of variants) times.get(variant.name)!.push(await timeStart(variant, dataDir));
    log(`run ${run}/${runs} done`);
  }

  const reference = median(times.get(variants[0]!.name)!);
  console.log(`\nStart until the first answer, ${runs} runs each, median (min–max) in ms; load average ${loadavg()[0]!.toFixed(1)}\n`);
  console.log(`${'variant'.padEnd(28)} │ median │   min–max   │ × reference │ goal ≤ 3000 ms`);
  for (const variant of variants) {
    const values = times.get(variant.name)!;
    const value = median(values);
    const goal = variant === variants[0] ? '' : value <= 3000 ? 'met' : 'not met';
    console.log(
      `${variant.name.padEnd(28)} │ ${value.toFixed(0).padStart(6)} │ ${`${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`.padStart(11)} │ ${(value / reference).toFixed(1).padStart(11)} │ ${goal}`,
    );
  }
} finally {
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
