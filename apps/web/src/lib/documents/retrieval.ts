import { DOCUMENT_RETRIEVAL_INTERVAL_MS, messages } from '@panel/domain';
import { getAvailability } from './get-availability';
import { requestDocument } from './request-document';

export type PollOutcome = 'ready' | 'failed' | 'gave-up';

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Asks every `intervalMs` whether a requested document is ready; without `maxTries` it asks until it is. */
export async function pollAvailability(
  documentHash: string,
  { intervalMs, maxTries = Infinity, signal }: { intervalMs: number; maxTries?: number; signal?: AbortSignal },
): Promise<PollOutcome> {
  for (let tries = 0; tries < maxTries; tries += 1) {
    await sleep(intervalMs, signal);
    const { ready, failed } = await getAvailability(documentHash, signal);
    if (ready) return 'ready';
    if (failed) return 'failed';
  }
  return 'gave-up';
}

export class DocumentGenerationError extends Error {
  constructor() {
    super(messages.DOCUMENT_GENERATION_ERROR);
    this.name = 'DocumentGenerationError';
  }
}

/**
 * The retrieval service of 001 §4: requests the document behind a creation hash and waits, polling every 2000 ms,
 * until it is ready; the wait ends with the hash of the ready document. A failure is passed on to the caller.
 */
export async function retrieveDocument(hash: string, signal?: AbortSignal): Promise<string> {
  const { available, documentHash } = await requestDocument(hash, signal);
  if (available) return documentHash;
  const outcome = await pollAvailability(documentHash, { intervalMs: DOCUMENT_RETRIEVAL_INTERVAL_MS, signal });
  if (outcome !== 'ready') throw new DocumentGenerationError();
  return documentHash;
}
