import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HOUR_MS } from '@panel/domain';
import type { Job } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { createJobQueue } from '../../lib/job-queue';
import * as repo from './repository';

export const HOUSEKEEPING_QUEUE = 'housekeeping';
const PERIOD_MS = HOUR_MS;
const TICK_MS = 60_000;

interface PeriodRun {
  job: string;
  /** ISO instant of the start of the hour. */
  period: string;
}

/** The start of the hour `now` falls in: the period of one run of each job. */
export const periodOf = (now: Date) => new Date(Math.floor(now.getTime() / PERIOD_MS) * PERIOD_MS);

/**
 * The pg-boss id of a job's run in one period: the same on every instance, so the insert of the second instance
 * conflicts and the period holds one job (a UUID in form, derived from a SHA-256).
 */
export function runId(job: string, period: string) {
  const hex = createHash('sha256').update(`${job}@${period}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface HousekeepingJob {
  name: string;
  run(db: Db, now: Date): Promise<unknown>;
}

export interface HousekeepingOptions {
  /** The clock the period is read from; tests drive it. */
  now?: () => Date;
  /** The modules' retention jobs, listed by the composition root (`housekeeping-jobs.ts`). */
  jobs: HousekeepingJob[];
}

/**
 * The hourly housekeeping (decision 129). Every instance ticks each minute: it queues the current hour's run of each
 * job under an id derived from job and hour (a duplicate insert is a no-op in pg-boss), then claims whatever runs are
 * queued and runs them. A claim is exclusive, so each job runs once per hour across all instances. A failed run, or one
 * handed back at shutdown, is claimed again at the next tick of any instance; one a killed instance held, once it has
 * expired after ten minutes.
 */
export function createHousekeeping(
  database: Database,
  log: FastifyBaseLogger,
  { now = () => new Date(), jobs }: HousekeepingOptions,
) {
  // The runs are claimed by the ticks, not by workers: nothing to wake when one is queued. Every server ticks from its
  // start, so this queue's pg-boss does the upkeep of all queues.
  const queue = createJobQueue<PeriodRun>(database, log, HOUSEKEEPING_QUEUE, {
    queue: { retryLimit: 5, retryDelay: 0, expireInSeconds: 600 },
    workers: false,
    upkeep: true,
  });
  let timer: NodeJS.Timeout | null = null;
  let firstTickDone = false;
  let ticking: Promise<string[]> | null = null;
  let stopping = false;
  let queuedFor: string | null = null;
  const inHand = new Set<Job<PeriodRun>>();

  async function queueRuns(period: string) {
    if (queuedFor === period) return;
    for (const { name } of jobs) await queue.send({ job: name, period }, { id: runId(name, period) });
    queuedFor = period;
  }

  /** Runs one claimed job; answers its name when it ran to completion while this instance still held it. */
  async function run(claimed: Job<PeriodRun>): Promise<string | null> {
    const job = jobs.find(({ name }) => name === claimed.data.job);
    try {
      // A run queued by an instance of another version, for a job this one does not have: nothing to do.
      await job?.run(database.db, now());
      // Handed back at shutdown meanwhile: the run that counts is another instance's.
      if (!inHand.has(claimed)) return null;
      if (job) await repo.recordRun(database.db, job.name, new Date(claimed.data.period), now());
      await queue.complete(claimed);
      return job?.name ?? null;
    } catch (err) {
      log.error({ err, job: claimed.data.job }, 'housekeeping job failed');
      if (inHand.has(claimed)) await queue.fail(claimed, err instanceof Error ? err.message : String(err));
      return null;
    }
  }

  async function tickOnce() {
    await queueRuns(periodOf(now()).toISOString());
    const claimed = await queue.fetch(jobs.length * 4);
    for (const job of claimed) inHand.add(job);
    const ran: string[] = [];
    for (const job of claimed) {
      if (stopping) break;
      const name = await run(job);
      inHand.delete(job);
      if (name) ran.push(name);
    }
    return ran;
  }

  return {
    /** Queues this period's runs and runs what it claims; answers the jobs this instance ran. One tick at a time. */
    tick(): Promise<string[]> {
      ticking ??= tickOnce().finally(() => (ticking = null));
      return ticking;
    },
    /** Ticks now (runs due while no instance was up happen at start) and then every minute; a failed tick is logged. */
    async start() {
      const tick = () => this.tick().catch((err: unknown) => log.error({ err }, 'housekeeping tick failed'));
      timer = setInterval(() => void tick(), TICK_MS);
      timer.unref();
      await tick();
      firstTickDone = true;
    },
    /** Ready once the start's tick is done (runs due while no instance was up), until stopping. */
    running: () => firstTickDone && !stopping,
    /** The last finished run of each job (readiness). */
    lastRuns: () => repo.lastRuns(database.db),
    /** Lets a run in progress finish for up to `timeoutMs`, then hands back every claimed run not finished. */
    async stop(timeoutMs = 10_000) {
      stopping = true;
      if (timer) clearInterval(timer);
      if (ticking) {
        let expire: NodeJS.Timeout | undefined;
        const timeout = new Promise((resolve) => (expire = setTimeout(resolve, timeoutMs)));
        await Promise.race([ticking.catch(() => undefined), timeout]);
        clearTimeout(expire);
      }
      const handBack = [...inHand];
      inHand.clear();
      if (handBack.length) {
        await queue.fail(handBack, 'handed back at shutdown');
        log.info({ jobs: handBack.map((job) => job.data.job) }, 'housekeeping runs handed back');
      }
      await queue.stop({ graceful: false });
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
