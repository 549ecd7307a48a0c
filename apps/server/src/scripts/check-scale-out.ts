/**
 * Scale-out check (decision 140): two instances of the compiled server on one fresh PostgreSQL database, behind a
 * round-robin proxy on loopback, and what must hold across them. One line per check; exits non-zero when one fails.
 *
 *   npm run check:scale-out      (builds first; needs TEST_DATABASE_URL or SCALE_OUT_DATABASE_URL)
 *
 * The database is created on the server of that URL under a new name and dropped at the end, also after a failure.
 * Requests go through the proxy, except where one instance is addressed on purpose (a document requested on A and
 * downloaded from B, a baseline on one instance, B alone while A is down).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MAX_FILE_SIZE, MAX_QUEUED_FILES, messages } from '@panel/domain';
import { MIGRATION_LOCK } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { sessionPolicy } from '../lib/credentials';
import { sessionCookieName } from '../plugins/auth';
import { DOCUMENT_QUEUE } from '../modules/documents/jobs';
import { housekeepingJobs } from '../housekeeping-jobs';
import { HOUSEKEEPING_QUEUE } from '../modules/housekeeping/scheduler';
import { serverRoot } from '../paths';
import { createClient, freePorts, scaleOutCluster, sleep, START_TIMEOUT_MS, startProxy, until, type Instance, type Name } from './scale-out/cluster';

const adminUrl = process.env.SCALE_OUT_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  // `npm test` runs the check when CI gives it a PostgreSQL server, and says so when it does not.
  const skip = process.argv.includes('--skip-without-database');
  console.log(`check:scale-out ${skip ? 'skipped' : 'cannot run'}: set TEST_DATABASE_URL or SCALE_OUT_DATABASE_URL to a PostgreSQL server`);
  process.exit(skip ? 0 : 1);
}
const serverEntry = path.join(serverRoot, 'dist/server.js');
if (!existsSync(serverEntry)) {
  console.log('check:scale-out cannot run: the server is not built (npm run build)');
  process.exit(1);
}

/** A job held by a killed instance expires after a minute and is failed by the survivor's next supervision pass. */
const TAKEOVER_TIMEOUT_MS = 240_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const { databaseName, databaseUrl, admin, workDir, startInstance, stopInstance, ready } = scaleOutCluster(adminUrl, serverEntry);

// ---------------------------------------------------------------------------------------------------------------------
// The checks

let failures = 0;
/** Set on Ctrl-C: what fails while the instances are being stopped is no finding. */
let interrupted = false;
async function check(title: string, run: () => Promise<string>) {
  try {
    console.log(`✓ ${title}: ${await run()}`);
  } catch (error) {
    failures += 1;
    if (!interrupted) console.log(`✗ ${title}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const migrationsShipped = (JSON.parse(readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries
  .length;

function login(client: ReturnType<typeof createClient>, base: string, account: string, password: string) {
  return client.post(base, '/partner/rest/auth/login', { login: account, password });
}

/** Wrong passwords until the account is locked: the answers, and which instance gave each. */
async function guessUntilLocked(base: string, account: string) {
  const client = createClient();
  const answers: { status: number; instance: Name | null; message: string | undefined }[] = [];
  while (answers.length <= sessionPolicy.lockAfterFailures + 1) {
    const answer = await login(client, base, account, 'Zle#haslo-2026');
    answers.push({ status: answer.status, instance: answer.instance, message: answer.message() });
    if (answer.status !== 401) break;
  }
  const refused = answers.filter((answer) => answer.status === 401);
  const last = answers.at(-1)!;
  ensure(
    refused.every((answer) => answer.message === messages.LOGIN_FAILED),
    `the wrong passwords were answered ${JSON.stringify(refused.map((answer) => answer.message))}`,
  );
  ensure(last.status === 423 && last.message === messages.LOGIN_LOCKED, `after ${refused.length} wrong passwords: ${last.status} ${last.message}`);
  return { tries: refused.length, answers };
}

const policyOfAgentDa = `
  select p.policy_no from policies p join agents a on a.id = p.agent_id
  where a.cust_code = 'DA100234' and p.kind = 'CONCLUDED' order by p.id limit 1`;

/** What main set up, undone in reverse order. */
const teardown: (() => Promise<unknown>)[] = [];
async function main() {
  await admin(`create database ${databaseName}`);
  teardown.push(() => admin(`drop database if exists ${databaseName} with (force)`));
  const db = new pg.Pool({ connectionString: databaseUrl('scale-out-check'), max: 3 });
  // A connection still closing when the database is dropped hears of it: nothing to report.
  db.on('error', () => undefined);
  teardown.push(() => db.end());
  const [portA, portB] = await freePorts();
  const instances: Record<Name, Instance> = { A: undefined!, B: undefined! };
  teardown.push(async () => {
    for (const instance of Object.values(instances)) {
      if (!instance) continue;
      await stopInstance(instance);
      if (failures) console.log(`\n--- output of instance ${instance.name} (last lines) ---\n${instance.output.slice(-40).join('\n')}`);
    }
  });
  const direct = (instance: Name) => `http://127.0.0.1:${instances[instance].port}`;

  let startedTogether = false;
  await check('both instances start together on the empty database and migrate once', async () => {
    // The check holds the migration lock first, so that both instances are seen waiting on it, then lets them go.
    const holder = await db.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const launched = performance.now();
      instances.A = startInstance('A', portA);
      instances.B = startInstance('B', portB);
      const waiting = await until(
        'both instances waiting for the migration lock',
        async () => {
          const { rows } = await db.query<{ name: string }>(
            `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
             where l.locktype = 'advisory' and l.objid = $1 and not l.granted order by 1`,
            [MIGRATION_LOCK],
          );
          return rows.length === 2 ? rows.map((row) => row.name).join(' and ') : undefined;
        },
        START_TIMEOUT_MS,
        [instances.A, instances.B],
      );
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await Promise.all([ready(instances.A), ready(instances.B)]);
      const { rows } = await db.query<{ n: number; hashes: number }>('select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations');
      ensure(rows[0]!.n === migrationsShipped && rows[0]!.hashes === migrationsShipped, `${rows[0]!.n} migrations recorded (${rows[0]!.hashes} distinct) of ${migrationsShipped}`);
      const logins = await db.query<{ login: string }>('select login from users order by login');
      ensure(logins.rows.length === 4, `demo accounts: ${logins.rows.map((row) => row.login).join(', ')}`);
      const banners = (['A', 'B'] as const).filter((instance) => instances[instance].output.some((line) => line.includes(`Panel Agenta działa: http://localhost:`)));
      ensure(banners.length === 2, `start banner printed by ${banners.join(', ') || 'neither'}`);
      // What each start printed about the demo data (server.ts): who seeded, who found it seeded.
      const seeding = (['A', 'B'] as const).map((instance) => {
        const output = instances[instance].output;
        if (output.some((line) => line.startsWith('Dane demonstracyjne wczytała'))) return `${instance} waited and found it seeded`;
        return output.some((line) => line.startsWith('Pusta baza danych')) ? `${instance} seeded it` : `${instance} found it seeded`;
      });
      ensure(seeding.filter((line) => line.endsWith('seeded it')).length === 1, `demo data: ${seeding.join(', ')}`);
      startedTogether = true;
      return `${waiting} waited on the migration lock; ${migrationsShipped} migrations recorded once each; demo data (4 accounts): ${seeding.join(', ')}; both ready ${seconds(launched)} after their launch`;
    } finally {
      holder.release(true);
    }
  });
  if (!startedTogether) return;

  const housekeepingRuns = async () => {
    const { rows } = await db.query<{ job: string; period: string; state: string; retries: number; completed: string | null }>(
      `select data->>'job' as job, data->>'period' as period, state, retry_count as retries, completed_on::text as completed
       from pgboss.job where name = $1 order by 2, 1`,
      [HOUSEKEEPING_QUEUE],
    );
    return rows;
  };
  let firstRuns: Awaited<ReturnType<typeof housekeepingRuns>> = [];
  await check('housekeeping ran once although both instances ticked at start', async () => {
    // Readiness comes as the start tick begins: wait for the runs it queued to end, however they end.
    const names = housekeepingJobs.map((job) => job.name).sort();
    firstRuns = await until(
      "the end of the start tick's runs",
      async () => {
        const runs = await housekeepingRuns();
        return runs.length >= names.length && runs.every((run) => !['created', 'retry', 'active'].includes(run.state)) ? runs : undefined;
      },
      START_TIMEOUT_MS,
      [instances.A, instances.B],
    );
    const period = firstRuns[0]?.period;
    const ofPeriod = firstRuns.filter((run) => run.period === period);
    ensure(JSON.stringify(ofPeriod.map((run) => run.job)) === JSON.stringify(names), `runs of ${period}: ${ofPeriod.map((run) => run.job).join(', ')}`);
    ensure(ofPeriod.every((run) => run.state === 'completed' && run.retries === 0), `states: ${ofPeriod.map((run) => `${run.job} ${run.state}/${run.retries}`).join(', ')}`);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from housekeeping_runs where period = $1', [period]);
    ensure(rows[0]!.n === names.length, `housekeeping_runs holds ${rows[0]!.n} of ${names.length} jobs for ${period}`);
    return `each of the ${names.length} jobs of the hour ${period} has one pg-boss run, completed, never retried; housekeeping_runs lists all ${names.length}`;
  });

  const proxy = await startProxy([
    { name: 'A', port: portA },
    { name: 'B', port: portB },
  ]);
  teardown.push(() => proxy.close());

  const agent = createClient();
  await check('a login on one instance is a session on the other', async () => {
    const loggedIn = await login(agent, proxy.url, 'agent.da', DEMO_PASSWORD);
    ensure(loggedIn.status === 204, `login answered ${loggedIn.status} ${loggedIn.content.toString()}`);
    const info = await agent.get(proxy.url, '/partner/rest/user/info');
    ensure(info.status === 200, `the next call answered ${info.status}`);
    ensure(info.instance !== loggedIn.instance, `both requests went to ${info.instance}`);
    ensure(info.json().login === 'agent.da', `user info of ${String(info.json().login)}`);
    return `logged in on ${loggedIn.instance}, /partner/rest/user/info answered agent.da on ${info.instance} with the same cookies`;
  });

  await check('a session ended on one instance is refused on the other within a second', async () => {
    // Each instance keeps the sessions it knows (decision 160): B has this one cached when A ends it, and drops it when
    // the database's announcement reaches it; A answers the logout once the announcement has come back to A itself.
    const rounds = 10;
    const windows: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const browser = createClient();
      const loggedIn = await login(browser, direct('A'), 'agent.nn', DEMO_PASSWORD);
      ensure(loggedIn.status === 204, `login answered ${loggedIn.status}`);
      for (let call = 0; call < 2; call += 1) {
        const known = await browser.get(direct('B'), '/partner/rest/user/info');
        ensure(known.status === 200, `round ${round}: B answered ${known.status} before the logout`);
      }
      const cookie = browser.cookies.get(sessionCookieName(false))!;
      const loggedOut = await browser.post(direct('A'), '/partner/rest/user/logout');
      ensure(loggedOut.status === 204, `logout answered ${loggedOut.status}`);
      const answered = performance.now();
      let calls = 0;
      for (;;) {
        browser.cookies.set(sessionCookieName(false), cookie);
        const after = await browser.get(direct('B'), '/partner/rest/user/info');
        calls += 1;
        if (after.status === 401) break;
        ensure(after.status === 200, `round ${round}: B answered ${after.status} after the logout on A`);
        ensure(performance.now() - answered < 1000, `round ${round}: B still served the session a second after the logout on A`);
        await sleep(5);
      }
      windows.push(calls === 1 ? 0 : performance.now() - answered);
    }
    const atOnce = windows.filter((window) => window === 0).length;
    const rest = atOnce < rounds ? `, the other rounds within ${Math.round(Math.max(...windows))} ms` : '';
    return `${rounds} logouts on A: B refused the next call in ${atOnce} rounds${rest}`;
  });

  const { rows: policyRows } = await db.query<{ policy_no: string }>(policyOfAgentDa);
  const policyNo = policyRows[0]!.policy_no;
  const documentsOfPolicy = async (base: string) => {
    const set = await agent.get(base, `/partner/rest/document/get-available-docs-hash/${policyNo}/POLICY`);
    ensure(set.status === 200, `document set: ${set.status}`);
    const list = await agent.get(base, `/ms-doc/available-docs/${set.json<{ hash: string }>().hash}`);
    ensure(list.status === 200, `document list: ${list.status}`);
    return list.json<{ hash: string; status: string; name?: string }[]>();
  };
  const download = async (base: string, documentHash: string) => {
    const pdf = await agent.get(base, `/ms-doc/pdf/${documentHash}`);
    ensure(pdf.status === 200 && pdf.type === 'application/pdf', `download answered ${pdf.status} ${pdf.type}`);
    ensure(pdf.content.subarray(0, 5).toString() === '%PDF-', 'the download is not a PDF');
    return pdf.content.length;
  };

  await check('a document requested on A is generated and downloaded through B', async () => {
    const [first] = await documentsOfPolicy(proxy.url);
    ensure(first?.status === 'AVAILABLE', `first document of ${policyNo}: ${first?.status}`);
    const requested = await agent.post(direct('A'), '/ms-doc', { hash: first.hash });
    ensure(requested.status === 200, `request answered ${requested.status}`);
    const { documentHash } = requested.json<{ documentHash: string }>();
    const seenBy = new Set<string>();
    await until(
      'the document ready',
      async () => {
        const state = await agent.get(proxy.url, `/ms-doc/availability/${documentHash}`);
        seenBy.add(state.instance!);
        const { ready, failed } = state.json<{ ready: boolean; failed: boolean }>();
        ensure(!failed, 'the generation failed');
        return ready ? true : undefined;
      },
      START_TIMEOUT_MS,
      [instances.A, instances.B],
    );
    const size = await download(direct('B'), documentHash);
    return `requested on A, its state polled through the proxy (answered by ${[...seenBy].sort().join(' and ')}), a PDF of ${size} bytes downloaded from B`;
  });

  await check('the login lockout holds across both instances', async () => {
    const alone = await guessUntilLocked(direct('A'), 'agent.nn');
    const across = await guessUntilLocked(proxy.url, 'agent.basic');
    const served = new Set(across.answers.map((answer) => answer.instance));
    ensure(served.has('A') && served.has('B'), `the attempts went to ${[...served].join(', ')} only`);
    ensure(alone.tries === sessionPolicy.lockAfterFailures && across.tries === alone.tries, `locked after ${across.tries} tries across both, ${alone.tries} on one`);
    const right = await login(createClient(), proxy.url, 'agent.basic', DEMO_PASSWORD);
    ensure(right.status === 423, `the right password then answered ${right.status}`);
    return `${across.tries} wrong passwords alternating ${across.answers.map((answer) => answer.instance).join('')} lock the account as ${alone.tries} on A alone do; then "${messages.LOGIN_LOCKED}", also for the right password on ${right.instance}`;
  });

  await check('the upload draft limits hold across both instances', async () => {
    const pdf = (size: number) => {
      const content = Buffer.alloc(size, 0x20);
      content.write('%PDF-1.7\n');
      return new Blob([content], { type: 'application/pdf' });
    };
    const upload = (draftId: string, size: number, fileName: string) => {
      const form = new FormData();
      form.append('file', pdf(size), fileName);
      return agent.upload(proxy.url, `/partner/rest/upload?draftId=${draftId}&id=${randomUUID()}`, form);
    };
    const countDraft = `liczba-${randomBytes(6).toString('hex')}`;
    const stored: (Name | null)[] = [];
    for (let i = 1; i <= MAX_QUEUED_FILES; i += 1) {
      const answer = await upload(countDraft, 1024, `skan-${i}.pdf`);
      ensure(answer.status === 201, `file ${i} answered ${answer.status} ${answer.message()}`);
      stored.push(answer.instance);
    }
    const eleventh = await upload(countDraft, 1024, 'skan-11.pdf');
    ensure(eleventh.status === 400 && eleventh.message() === messages.FILES_QUEUE_FULL, `file ${MAX_QUEUED_FILES + 1}: ${eleventh.status} ${eleventh.message()}`);

    const sizeDraft = `rozmiar-${randomBytes(6).toString('hex')}`;
    const big = [await upload(sizeDraft, MAX_FILE_SIZE, 'duzy-1.pdf'), await upload(sizeDraft, MAX_FILE_SIZE, 'duzy-2.pdf')];
    ensure(big.every((answer) => answer.status === 201), `two files of 10 MB: ${big.map((answer) => answer.status).join(', ')}`);
    const over = await upload(sizeDraft, 1024, 'maly.pdf');
    ensure(over.status === 413 && over.message() === messages.FILES_TOTAL_TOO_LARGE, `a file past 20 MB: ${over.status} ${over.message()}`);
    const instancesOf = (answers: (Name | null)[]) => answers.join('');
    return (
      `${MAX_QUEUED_FILES} files stored on ${instancesOf(stored)}, the next refused on ${eleventh.instance}: "${eleventh.message()}"; ` +
      `10 MB on ${instancesOf(big.map((answer) => answer.instance))}, the next refused on ${over.instance}: "${over.message()}"`
    );
  });

  await check('a document whose generation A had begun when it was killed is finished by B', async () => {
    const [, second] = await documentsOfPolicy(proxy.url);
    ensure(second?.status === 'AVAILABLE', `second document of ${policyNo}: ${second?.status}`);
    // The check holds the table the generation reads, so that the worker that takes the job waits inside it; B is
    // paused meanwhile, so that this worker is A's.
    const holder = await db.connect();
    let documentHash: string;
    try {
      await holder.query('begin');
      await holder.query('lock table customers in access exclusive mode');
      instances.B.child.kill('SIGSTOP');
      const requested = await agent.post(direct('A'), '/ms-doc', { hash: second.hash });
      ensure(requested.status === 200, `request answered ${requested.status}`);
      documentHash = requested.json<{ documentHash: string }>().documentHash;
      await until(
        'A generating the document',
        async () => {
          const { rows } = await db.query(
            `select 1 from pgboss.job j, pg_stat_activity a
             where j.name = $1 and j.data->>'documentHash' = $2 and j.state = 'active'
               and a.application_name = 'panel-a' and a.wait_event_type = 'Lock' and a.query ilike '%"customers"%'`,
            [DOCUMENT_QUEUE, documentHash],
          );
          return rows.length ? true : undefined;
        },
        START_TIMEOUT_MS,
        [instances.A],
      );
      instances.A.child.kill('SIGKILL');
      await new Promise((resolve) => (instances.A.exited ? resolve(null) : instances.A.child.once('exit', resolve)));
    } finally {
      instances.B.child.kill('SIGCONT');
      await holder.query('rollback').catch(() => undefined);
      holder.release(true);
    }
    const killed = performance.now();
    await until(
      'B finishing the document',
      async () => {
        const { ready, failed } = (await agent.get(direct('B'), `/ms-doc/availability/${documentHash}`)).json<{ ready: boolean; failed: boolean }>();
        ensure(!failed, 'the generation failed');
        return ready ? true : undefined;
      },
      TAKEOVER_TIMEOUT_MS,
      [instances.B],
    );
    const waited = seconds(killed);
    const { rows } = await db.query<{ state: string; retries: number }>(
      `select state, retry_count as retries from pgboss.job where name = $1 and data->>'documentHash' = $2`,
      [DOCUMENT_QUEUE, documentHash],
    );
    ensure(rows.length === 1 && rows[0]!.state === 'completed' && rows[0]!.retries === 1, `the job: ${JSON.stringify(rows)}`);
    const size = await download(direct('B'), documentHash);
    return `A was killed (SIGKILL) while its worker held the job inside the generation; the job expired and B ran it again (retry 1) ${waited} later; a PDF of ${size} bytes downloaded from B`;
  });

  await check('A restarted: same sessions, housekeeping not run again', async () => {
    instances.A = startInstance('A', portA);
    await ready(instances.A);
    const info = await agent.get(direct('A'), '/partner/rest/user/info');
    ensure(info.status === 200, `the session opened before the kill answered ${info.status} on the new A`);
    const now = await housekeepingRuns();
    const period = firstRuns[0]!.period;
    const before = JSON.stringify(firstRuns.filter((run) => run.period === period));
    ensure(JSON.stringify(now.filter((run) => run.period === period)) === before, `runs of ${period} changed: ${JSON.stringify(now)}`);
    return `the new A serves the earlier session; its start tick left the ${housekeepingJobs.length} runs of ${period} as they were`;
  });
}

/** Stops the instances and the proxy and drops the database, once, whether the checks ended, failed or were interrupted. */
let cleaning: Promise<void> | null = null;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const step of teardown.reverse()) await step().catch((error: unknown) => console.log(`cleanup: ${String(error)}`));
    rmSync(workDir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\ncheck:scale-out interrupted (${signal}): stopping the instances and dropping the database…`);
    void cleanUp().finally(() => process.exit(1));
  });
}

let exitCode = 1;
const started = performance.now();
try {
  await main();
  console.log(`\n${failures ? `${failures} check(s) failed` : 'every check passed'} in ${seconds(started)}`);
  exitCode = failures ? 1 : 0;
} catch (error) {
  failures += 1;
  if (!interrupted) console.log(`✗ check:scale-out stopped: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
