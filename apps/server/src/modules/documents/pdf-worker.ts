import { threadId } from 'node:worker_threads';
import { serveWorker } from '../../lib/worker-pool';
import { renderDocument } from './catalogue';
import type { DrawRequest, Drawn } from './pdf-renderer';
import { loadPdfKit } from '../../lib/pdf-layout';

// A thread starts before its first document (the pool is warmed): it loads pdfkit now, and a failure to load it is
// reported by that document.
loadPdfKit().catch(() => undefined);

/** A thread of the PDF pool (decision 148): draws each document it is sent, away from the API's event loop. */
serveWorker<DrawRequest, Drawn>(async ({ docType, source }) => ({ content: await renderDocument(docType, source), threadId }));
