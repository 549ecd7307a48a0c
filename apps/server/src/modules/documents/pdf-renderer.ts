import type { DocumentTypeId } from '@panel/domain';
import { createWorkerPool } from '../../lib/worker-pool';
import type { RenderDocument } from './catalogue';
import type { DocumentSource } from './pdf/source';

export interface DrawRequest {
  docType: DocumentTypeId;
  source: DocumentSource;
}

export interface Drawn {
  content: Uint8Array;
  /** The thread that drew it. */
  threadId: number;
}

/** The worker beside this file in the sources; in the build, `dist/pdf-worker.js` beside the bundle of this code. */
const workerFile = import.meta.url.endsWith('.ts') ? new URL('./pdf-worker.ts', import.meta.url) : new URL('./pdf-worker.js', import.meta.url);

/**
 * Draws PDFs in worker threads (decision 148): the data is read on the main thread, the drawing (about 60 ms a
 * document) never holds up the API's event loop.
 */
export function createPdfRenderer(size?: number) {
  const pool = createWorkerPool<DrawRequest, Drawn>(workerFile, size);
  const draw = (docType: DocumentTypeId, source: DocumentSource) => pool.run({ docType, source });
  const render: RenderDocument = async (docType, source) => {
    const { content } = await draw(docType, source);
    return Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  };
  return { draw, render, warm: pool.warm, close: pool.close };
}

export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
