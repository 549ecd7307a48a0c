import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, fromPglite, type Db as BossDb, type Job, type QueueOptions, type SendOptions, type StopOptions } from 'pg-boss';
import type { Database } from '../db/client';
import { listenBeside } from './listen';

/**
 * How often a worker looks for jobs nothing announced: a job queued on any instance wakes the workers at once
 * (LISTEN/NOTIFY, in the process on the embedded database), a worker whose batch failed wakes itself when the retry is
 * due, and a listener that lost its connection looks for what it missed when it is back. What is left to the poll is a
 * job an instance handed back or lost (a killed instance's, expired by pg-boss's supervise), and behind a pooler that
 * cannot carry LISTEN other instances' jobs (decision 147). An idle server does not ask the database every few seconds.
 */
export const JOB_POLL_SECONDS = 60;

/**
 * The latest a failed attempt's job is due again under the queue's policy (pg-boss's `failJobs`: with backoff, a random
 * delay up to twice the last one), or null when it is not retried. pg-boss retries twice by default.
 */
export function retryDueWithinSeconds(queue: RetryPolicy, retryCount: number): number | null {
  const { retryLimit = 2, retryDelay = 0, retryBackoff = false, retryDelayMax } = queue;
  if (retryCount >= retryLimit) return null;
  if (!retryBackoff) return retryDelay;
  const latest = Math.max(retryDelay, 1) * 2 ** Math.min(16, retryCount + 1);
  return retryDelayMax === undefined ? latest : Math.min(retryDelayMax, latest);
}
type RetryPolicy = Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>;

/**
 * pg-boss's own periodic work, for every queue of the schema: expiry of jobs a killed instance held and the purge of
 * old jobs (supervise), the queue counts (monitor) and its background migrations, once a minute. Job dependencies are
 * not used, so their resolver, every 5 s by default, looks only every 5 minutes.
 */
const upkeep = {
  supervise: true,
  superviseIntervalSeconds: 60,
  monitorIntervalSeconds: 60,
  flowIntervalSeconds: 300,
  bamIntervalSeconds: 60,
};

/**
 * The other queues' instances leave that work to the one that does it. Their background migrations' look is a claim
 * that the upkeep's instance almost always holds: once a day, in case it is not running.
 */
const noUpkeep = { supervise: false, bamIntervalSeconds: 86_400 };

/** The prepared statements pg-boss's texts are given, at most `PREPARED_TEXTS` of them: the same text, the same name. */
const preparedNames = new Map<string, string>();
const PREPARED_TEXTS = 100;

/**
 * A pg-boss statement, named so that each connection prepares it once: its texts are fixed templates (a job's insert,
 * a fetch, a completion), which PostgreSQL would otherwise parse and plan on every call, a few milliseconds of a burst
 * of documents each. A text of several statements (its locked maintenance) cannot be prepared and runs as it is.
 */
function bossStatement(text: string, values?: unknown[]): pg.QueryConfig {
  if (text.trim().replace(/;$/, '').includes(';')) return { text, values };
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < PREPARED_TEXTS) {
    name = `pgboss_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}

/** pg-boss on the connection the app already has: PGlite through its adapter, PostgreSQL through the pool. */
function bossDatabase(database: Database): { db: BossDb; backend: 'pglite' | 'postgres' } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' };
  const pool = client as pg.Pool;
  // Told that the LISTEN connection is back, pg-boss looks for the jobs announced while it was lost.
  const listen: BossDb['listen'] = (channel, onNotification, onConnected) =>
    listenBeside(pool, channel, { onNotification, onConnected, onLost: () => undefined });
  return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(bossStatement(text, values)), listen }, backend: 'postgres' };
}

export interface JobQueueOptions {
  /** The queue's retry and expiry policy. */
  queue: Omit<QueueOptions, 'notify'>;
  /** Whether workers take its jobs (they are woken when a job comes), or the owner fetches them itself. */
  workers: boolean;
  /**
   * Whether this queue's pg-boss instance does pg-boss's upkeep of every queue (`upkeep` above). One queue of each
   * server does it: each instance repeating it made an idle server run the same statements three times a minute.
   */
  upkeep: boolean;
}

/**
 * A pg-boss queue in the database (schema `pgboss`), started on first use. A job sent here wakes this instance's
 * workers at once; with `workers`, every instance's too (LISTEN/NOTIFY, in process on PGlite).
 */
export function createJobQueue<T extends object>(
  database: Database,
  log: FastifyBaseLogger,
  name: string,
  { queue, workers: notify, upkeep: doesUpkeep }: JobQueueOptions,
) {
  const boss = new PgBoss({
    ...bossDatabase(database),
    ...(doesUpkeep ? upkeep : noUpkeep),
    queueCacheIntervalSeconds: 60,
    schedule: false,
    useListenNotify: notify,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  boss.on('warning', (warning) => log.warn({ queue: name, warning: warning.message }, 'pg-boss warning'));
  let starting: Promise<void> | null = null;
  const workers: string[] = [];
  const wakeTimers = new Set<NodeJS.Timeout>();
  /** Wakes a worker once `seconds` have passed (and a moment more, so that the job is due by then). */
  const wakeAfter = (worker: () => string, seconds: number) => {
    const timer = setTimeout(() => {
      wakeTimers.delete(timer);
      boss.notifyWorker(worker());
    }, seconds * 1000 + 100);
    timer.unref();
    wakeTimers.add(timer);
  };

  const ready = () =>
    (starting ??= (async () => {
      await boss.start();
      await boss.createQueue(name, { ...queue, notify });
      // A queue created by an earlier version keeps its options: the current ones apply.
      await boss.updateQueue(name, { ...queue, notify });
    })());

  return {
    name,
    ready,
    /** Outside any open transaction: on PGlite the queue shares the one connection. */
    async send(data: T, options: SendOptions = {}) {
      await ready();
      const id = await boss.send(name, data, options);
      for (const worker of workers) boss.notifyWorker(worker);
      return id;
    },
    /**
     * Runs `handler` on batches of up to `batchSize` jobs; a handler that throws fails the batch (retried), and the
     * worker wakes when the retry is due. A full batch is followed by the next fetch at once (a burst of twenty documents
     * is four batches, not four polls); between announced jobs the worker looks every `pollSeconds`; tests make it long
     * to show that nothing waits for it.
     */
    async work(
      batchSize: number,
      handler: (jobs: Job<T>[]) => Promise<void>,
      pollSeconds = JOB_POLL_SECONDS,
    ) {
      await ready();
      const options = { batchSize, pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds, burstWhenBatchFull: true };
      // The wake reads the worker's id when it fires: a batch may fail before `boss.work` has answered it.
      const worker: string = await boss.work<T>(name, options, async (jobs) => {
        try {
          await handler(jobs);
        } catch (err) {
          const due = new Set(jobs.map((job) => retryDueWithinSeconds(queue, job.retryCount)));
          for (const seconds of due) if (seconds !== null) wakeAfter(() => worker, seconds);
          throw err;
        }
      });
      workers.push(worker);
      // Jobs an instance stopped just before this one handed back are due again after the first retry's delay.
      const firstRetry = retryDueWithinSeconds(queue, 0);
      if (firstRetry !== null && firstRetry < pollSeconds) wakeAfter(() => worker, firstRetry);
    },
    /** Claims up to `batchSize` jobs for the caller, which completes or fails each. */
    async fetch(batchSize: number) {
      await ready();
      return boss.fetch<T>(name, { batchSize });
    },
    /** Completes or fails claimed jobs, each only while still in the attempt that was claimed. */
    complete: (jobs: Job<T> | Job<T>[]) => boss.complete(name, jobs),
    fail: (jobs: Job<T> | Job<T>[], error: string) => boss.fail(name, jobs, { error }),
    /** Jobs waiting and running, as pg-boss last counted them (its monitor recounts every minute). */
    async counts() {
      await ready();
      const found = await boss.getQueue(name);
      return { queued: found?.queuedCount ?? 0, active: found?.activeCount ?? 0 };
    },
    /** Stops the workers (graceful: jobs in progress get `timeout`, then go back to the queue) and pg-boss. */
    async stop(options: StopOptions) {
      for (const timer of wakeTimers) clearTimeout(timer);
      wakeTimers.clear();
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop(options);
    },
  };
}
