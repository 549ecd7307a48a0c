import { threadId } from 'node:worker_threads';
import { pdfFonts } from '../../lib/pdf-fonts';
import { loadPdfKit } from '../../lib/pdf-layout';
import { serveWorker } from '../../lib/worker-pool';
import { renderDocument } from './catalogue';
import type { DrawRequest, Drawn } from './pdf-renderer';

// A thread starts before its first document (the pool is warmed): it loads pdfkit and the fonts now, and a failure to
// load them is reported by that document.
Promise.all([loadPdfKit(), pdfFonts()]).catch(() => undefined);

/** A thread of the PDF pool (decision 148): draws each document it is sent, away from the API's event loop. */
serveWorker<DrawRequest, Drawn>(async ({ docType, source }) => ({ content: await renderDocument(docType, source), threadId }));
