import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { DocumentTypeId } from '@panel/domain';
import type { Database, Db } from '../../db/client';
import { createJobQueue } from '../../lib/job-queue';
import type { Metrics } from '../../plugins/metrics';
import type { RenderDocument } from './catalogue';
import type { PdfRenderer } from './pdf-renderer';
import * as repo from './repository';
import { findForGeneration, type DocumentSources } from './sources';

export const DOCUMENT_QUEUE = 'document-generation';

export interface GenerationJob {
  documentId: number;
  documentHash: string;
}

export interface WorkerOptions {
  /** How the PDF is drawn (by default in the PDF worker threads); tests put a failing or stalling renderer here. */
  render?: RenderDocument;
  /** How long shutdown waits for documents in progress before handing them back to the queue. */
  stopTimeoutMs?: number;
  /** Seconds between looks for jobs nobody announced (decision 147); tests make it long. */
  pollSeconds?: number;
}

/** Generates each document of the batch; a failed generation marks the document ERROR so it can be requested again. */
async function generate(db: Db, sources: DocumentSources, jobs: Job<GenerationJob>[], render: RenderDocument, log: FastifyBaseLogger, metrics: Metrics) {
  for (const { data } of jobs) {
    const found = await findForGeneration(db, sources, data.documentId, data.documentHash);
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
export function createDocumentJobs(database: Database, sources: DocumentSources, log: FastifyBaseLogger, metrics: Metrics, pdf: PdfRenderer) {
  const queue = createJobQueue<GenerationJob>(database, log, DOCUMENT_QUEUE, {
    queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 60 },
    workers: true,
    upkeep: false,
  });
  let working = false;
  let stopTimeoutMs = 10_000;

  return {
    /** Outside any open transaction: on PGlite the queue shares the one connection. */
    async enqueue(job: GenerationJob) {
      await queue.send(job);
    },
    async startWorker({ render, stopTimeoutMs: timeout = 10_000, pollSeconds }: WorkerOptions = {}) {
      stopTimeoutMs = timeout;
      // The drawing threads start with the worker rather than with the first document.
      if (!render) pdf.warm();
      await queue.work(4, (jobs) => generate(database.db, sources, jobs, render ?? pdf.render, log, metrics), pollSeconds);
      working = true;
    },
    /** Whether the worker takes jobs (readiness). */
    running: () => working,
    name: DOCUMENT_QUEUE,
    counts: () => queue.counts(),
    async stop() {
      working = false;
      await queue.stop({ graceful: true, timeout: stopTimeoutMs });
    },
  };
}

export type DocumentJobs = ReturnType<typeof createDocumentJobs>;
