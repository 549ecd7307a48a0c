import { messages } from '@panel/domain';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { server } from '../../../testing/server';
import { DocumentGenerationError, retrieveDocument } from '../retrieval';

const documentHash = 'g'.repeat(32);

function documentService(answers: { ready: boolean; failed: boolean }[], available = false) {
  const checks: number[] = [];
  server.use(
    http.post('/ms-doc', () => HttpResponse.json({ available, documentHash })),
    http.get('/ms-doc/availability/:documentHash', () => {
      checks.push(Date.now());
      return HttpResponse.json(answers[Math.min(checks.length, answers.length) - 1]);
    }),
  );
  return checks;
}

const pending = { ready: false, failed: false };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('document retrieval service (001 §4)', () => {
  test('polls every 2000 ms, as long as it takes, and ends with the hash of the ready document', async () => {
    const checks = documentService([...Array(40).fill(pending), { ready: true, failed: false }]);
    const start = Date.now();
    const retrieved = retrieveDocument('c'.repeat(32));
    let result: string | undefined;
    void retrieved.then((hash) => (result = hash));
    await vi.advanceTimersByTimeAsync(1999);
    expect(checks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toEqual([start + 2000]);
    await vi.advanceTimersByTimeAsync(39 * 2000);
    expect(checks).toHaveLength(40);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(result).toBe(documentHash);
    expect(checks.map((at) => at - start)).toEqual(Array.from({ length: 41 }, (_, i) => (i + 1) * 2000));
  });

  test('answers at once, without polling, when the document is already generated', async () => {
    const checks = documentService([], true);
    await expect(retrieveDocument('c'.repeat(32))).resolves.toBe(documentHash);
    expect(checks).toHaveLength(0);
  });

  test('passes a failed generation on to the caller', async () => {
    documentService([pending, { ready: false, failed: true }]);
    const retrieved = retrieveDocument('c'.repeat(32));
    const outcome = expect(retrieved).rejects.toThrow(new DocumentGenerationError());
    await vi.advanceTimersByTimeAsync(4000);
    await outcome;
    expect(new DocumentGenerationError().message).toBe(messages.DOCUMENT_GENERATION_ERROR);
  });
});
