import { afterEach, describe, expect, it } from 'vitest';
import { createJobQueue, retryDueWithinSeconds } from '../src/lib/job-queue';
import { signal, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.1 });
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('retryDueWithinSeconds: when a failed attempt is due again at the latest', () => {
  it('after the delay without backoff, and never once the retries are spent', () => {
    expect(retryDueWithinSeconds({ retryLimit: 3, retryDelay: 1 }, 0)).toBe(1);
    expect(retryDueWithinSeconds({ retryLimit: 3, retryDelay: 1 }, 2)).toBe(1);
    expect(retryDueWithinSeconds({ retryLimit: 3, retryDelay: 1 }, 3)).toBeNull();
    expect(retryDueWithinSeconds({}, 1)).toBe(0);
    expect(retryDueWithinSeconds({}, 2)).toBeNull();
  });

  it('with backoff, twice the delay for each retry already made, up to the maximum', () => {
    const mail = { retryLimit: 5, retryDelay: 30, retryBackoff: true };
    expect([0, 1, 2, 3, 4, 5].map((count) => retryDueWithinSeconds(mail, count))).toEqual([60, 120, 240, 480, 960, null]);
    expect(retryDueWithinSeconds({ ...mail, retryDelayMax: 200 }, 2)).toBe(200);
    expect(retryDueWithinSeconds({ retryLimit: 1, retryBackoff: true }, 0)).toBe(2);
  });
});

describe('a job queue', () => {
  it('wakes its worker when a failed job is due again: a worker polling hourly retries it twice within seconds', async () => {
    const queue = createJobQueue<{ attempt: string }>(ctx.database, ctx.app.log, 'test-retry-wake', {
      queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 30 },
      workers: true,
      upkeep: false,
    });
    stops.push(() => queue.stop({ graceful: false }));
    const attempts: number[] = [];
    const retried = signal();
    await queue.work(
      1,
      async ([job]) => {
        attempts.push(job!.retryCount);
        // Two failures: the worker's wake a retry's delay after it started could stand in for the first retry's only.
        if (job!.retryCount < 2) throw new Error('the first two attempts fail');
        retried.resolve();
      },
      3600,
    );
    await queue.send({ attempt: 'third time lucky' });
    await retried.promise;
    expect(attempts).toEqual([0, 1, 2]);
  });
});
