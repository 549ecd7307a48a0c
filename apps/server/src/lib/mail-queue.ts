import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Job } from 'pg-boss';
import type { Database, Db } from '../db/client';
import { createJobQueue } from './job-queue';
import type { Metrics } from '../plugins/metrics';

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
  const queue = createJobQueue<MailJob>(database, log, MAIL_QUEUE, {
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    workers: true,
    upkeep: false,
  });
  let working = false;

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
      await queue.send(job);
    },
    async startWorker(transport: Transporter) {
      await queue.work(1, (jobs) => send(jobs, transport));
      working = true;
    },
    /** Whether the worker takes jobs (readiness). */
    running: () => working,
    name: MAIL_QUEUE,
    counts: () => queue.counts(),
    async stop() {
      working = false;
      await queue.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

export type MailJobs = ReturnType<typeof createMailJobs>;
