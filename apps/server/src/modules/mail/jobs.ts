import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { PgBoss, type Job } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import type { Metrics } from '../../plugins/metrics';
import { bossDatabase, queueCounts } from '../documents/jobs';

export const MAIL_QUEUE = 'mail-send';

export interface MailJob {
  mailId: number;
}

/**
 * Sends one stored e-mail: composes it from the database and hands it to the transport. Answers false when there is
 * nothing to send (already sent); throws when sending failed, so that the queue retries.
 */
export type Deliver = (db: Db, mailId: number, transport: Transporter) => Promise<boolean>;

/**
 * The e-mail queue (decision 093): jobs live in the database (pg-boss), so a mail queued before a restart or a failed
 * delivery is sent later; the call that queues answers at once.
 */
export function createMailJobs(database: Database, log: FastifyBaseLogger, deliver: Deliver, metrics: Metrics) {
  const boss = new PgBoss({ ...bossDatabase(database), schedule: false });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  let starting: Promise<void> | null = null;
  let working = false;

  const ready = () =>
    (starting ??= (async () => {
      await boss.start();
      await boss.createQueue(MAIL_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 });
    })());

  async function send(jobs: Job<MailJob>[], transport: Transporter) {
    for (const { data } of jobs) {
      try {
        if (await deliver(database.db, data.mailId, transport)) log.info({ mailId: data.mailId }, 'e-mail sent');
      } catch (err) {
        log.error({ err, mailId: data.mailId }, 'e-mail delivery failed');
        metrics.jobFailed(MAIL_QUEUE);
        throw err;
      }
    }
  }

  return {
    /** Outside any open transaction: on PGlite the queue shares the one connection. */
    async enqueue(job: MailJob) {
      await ready();
      await boss.send(MAIL_QUEUE, job);
    },
    async startWorker(transport: Transporter) {
      await ready();
      await boss.work<MailJob>(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, (jobs) => send(jobs, transport));
      working = true;
    },
    /** Whether the worker takes jobs (readiness). */
    running: () => working,
    name: MAIL_QUEUE,
    counts: () => queueCounts(boss, ready, MAIL_QUEUE),
    async stop() {
      working = false;
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

export type MailJobs = ReturnType<typeof createMailJobs>;
