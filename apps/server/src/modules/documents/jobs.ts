import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, fromPglite, type Db as BossDb, type Job } from 'pg-boss';
import type { DocumentTypeId } from '@panel/domain';
import type { Database, Db } from '../../db/client';
import type { Metrics } from '../../plugins/metrics';
import { renderDocument, type RenderDocument } from './catalogue';
import * as repo from './repository';

export const DOCUMENT_QUEUE = 'document-generation';

export interface GenerationJob {
  documentId: number;
  documentHash: string;
}

export interface WorkerOptions {
  /** How the PDF is drawn; tests put a failing or stalling renderer here. */
  render?: RenderDocument;
  /** How long shutdown waits for documents in progress before handing them back to the queue. */
  stopTimeoutMs?: number;
}

/** pg-boss on the connection the app already has: PGlite through its adapter, PostgreSQL through the pool. */
export function bossDatabase(database: Database): { db: BossDb; backend: 'pglite' | 'postgres' } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' };
  const pool = client as pg.Pool;
  return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }, backend: 'postgres' };
}

/** Jobs waiting and running, as pg-boss last counted them (its monitor recounts every minute). */
export async function queueCounts(boss: PgBoss, ready: () => Promise<void>, queue: string) {
  await ready();
  const found = await boss.getQueue(queue);
  return { queued: found?.queuedCount ?? 0, active: found?.activeCount ?? 0 };
}

/** Generates each document of the batch; a failed generation marks the document ERROR so it can be requested again. */
async function generate(db: Db, jobs: Job<GenerationJob>[], render: RenderDocument, log: FastifyBaseLogger, metrics: Metrics) {
  for (const { data } of jobs) {
    const found = await repo.findForGeneration(db, data.documentId, data.documentHash);
    // Already settled, or superseded by a newer request of the same document.
    if (!found) continue;
    try {
      const content = await render(found.docType as DocumentTypeId, { ...found, generatedAt: new Date() });
      await repo.settle(db, data.documentId, data.documentHash, { content, now: new Date() });
    } catch (err) {
      log.error({ err, documentId: data.documentId }, 'document generation failed');
      metrics.jobFailed(DOCUMENT_QUEUE);
      await repo.settle(db, data.documentId, data.documentHash, { error: err instanceof Error ? err.message : String(err) });
    }
  }
}

/**
 * The document generation queue. Jobs live in the database (pg-boss schema), so a job interrupted by a restart is
 * retried: a graceful stop hands active jobs back at once, a killed process's jobs expire after a minute.
 */
export function createDocumentJobs(database: Database, log: FastifyBaseLogger, metrics: Metrics) {
  const boss = new PgBoss({ ...bossDatabase(database), schedule: false });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  let starting: Promise<void> | null = null;
  let working = false;
  let stopTimeoutMs = 10_000;

  const ready = () =>
    (starting ??= (async () => {
      await boss.start();
      await boss.createQueue(DOCUMENT_QUEUE, { retryLimit: 3, retryDelay: 1, expireInSeconds: 60 });
    })());

  return {
    /** Outside any open transaction: on PGlite the queue shares the one connection. */
    async enqueue(job: GenerationJob) {
      await ready();
      await boss.send(DOCUMENT_QUEUE, job);
    },
    async startWorker({ render = renderDocument, stopTimeoutMs: timeout = 10_000 }: WorkerOptions = {}) {
      await ready();
      stopTimeoutMs = timeout;
      await boss.work<GenerationJob>(DOCUMENT_QUEUE, { batchSize: 4, pollingIntervalSeconds: 0.5 }, (jobs) =>
        generate(database.db, jobs, render, log, metrics),
      );
      working = true;
    },
    /** Whether the worker takes jobs (readiness). */
    running: () => working,
    name: DOCUMENT_QUEUE,
    counts: () => queueCounts(boss, ready, DOCUMENT_QUEUE),
    async stop() {
      working = false;
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
    },
  };
}

export type DocumentJobs = ReturnType<typeof createDocumentJobs>;
