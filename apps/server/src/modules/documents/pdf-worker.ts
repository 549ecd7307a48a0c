import { threadId } from 'node:worker_threads';
import { serveWorker } from '../../lib/worker-pool';
import { renderDocument } from './catalogue';
import type { DrawRequest, Drawn } from './pdf-renderer';

/** A thread of the PDF pool (decision 148): draws each document it is sent, away from the API's event loop. */
serveWorker<DrawRequest, Drawn>(async ({ docType, source }) => ({ content: await renderDocument(docType, source), threadId }));
