import { readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WORKER_NICENESS, YOUNG_GENERATION_MB, type WorkerPool } from '../src/lib/worker-pool';
import type { PoolTask } from './pool-worker';

type Pool = WorkerPool<PoolTask, { echo: string | null; threadId: number; newSpaceMiB?: number }>;
const pools: Pool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function pool(size: number): Pool {
  const created: Pool = createWorkerPool(new URL('./pool-worker.ts', import.meta.url), size);
  pools.push(created);
  return created;
}

/** A task that keeps its thread busy until `release`. */
function held() {
  const hold = new Int32Array(new SharedArrayBuffer(4));
  return {
    task: { hold },
    release: () => {
      Atomics.store(hold, 0, 1);
      Atomics.notify(hold, 0);
    },
  };
}

describe('worker pool', () => {
  it('runs the work in a thread of its own, not on the event loop that asked for it', async () => {
    const answer = await pool(1).run({ echo: 'zażółć' });
    expect(answer.echo).toBe('zażółć');
    expect(answer.threadId).not.toBe(threadId);
  });

  it("keeps each thread's young generation small however fast the thread allocates", async () => {
    const { newSpaceMiB } = await pool(1).run({ churn: 400 });
    expect(newSpaceMiB).toBeGreaterThan(0);
    expect(newSpaceMiB).toBeLessThanOrEqual(YOUNG_GENERATION_MB);
  });

  it.runIf(process.platform === 'linux')('runs its threads below the priority of the event loop, which keeps its own', async () => {
    // The niceness is the 19th field of a thread's stat, the 17th after the command name in parentheses.
    const niceness = (thread: string) => Number(readFileSync(`/proc/self/task/${thread}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const lowered = () => readdirSync('/proc/self/task').filter((thread) => niceness(thread) === WORKER_NICENESS).length;
    const before = lowered();
    await pool(1).run({ echo: 'a' });
    expect(lowered()).toBe(before + 1);
    expect(niceness(String(process.pid))).toBe(0);
  });

  it('rejects work whose handler threw with its message, and the thread goes on working', async () => {
    const workers = pool(1);
    const first = await workers.run({ echo: 'a' });
    await expect(workers.run({ fail: 'drukarnia niedostępna' })).rejects.toThrow('drukarnia niedostępna');
    expect((await workers.run({ echo: 'b' })).threadId).toBe(first.threadId);
  });

  it('replaces a thread that exited: its work fails, the next work runs in a new thread', async () => {
    const workers = pool(1);
    const first = await workers.run({ echo: 'a' });
    await expect(workers.run({ exit: 3 })).rejects.toThrow('Wątek roboczy zakończył pracę (kod 3).');
    const next = await workers.run({ echo: 'b' });
    expect(next.echo).toBe('b');
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('runs up to its size at once; more work waits for a free thread', async () => {
    const workers = pool(2);
    const [one, two] = [held(), held()];
    const busy = [workers.run(one.task), workers.run(two.task)];
    const waiting = workers.run({ echo: 'trzeci' });
    let waited = true;
    void waiting.then(() => (waited = false));
    // Both threads are held: the third work can only be answered after one of them is let go.
    const firstDone = busy[0]!.then(() => waited);
    one.release();
    expect(await firstDone).toBe(true);
    const third = await waiting;
    two.release();
    const [first, second] = await Promise.all(busy);
    expect(third.threadId).toBe(first!.threadId);
    expect(second!.threadId).not.toBe(first!.threadId);
  });

  it('on close fails the work in progress and the work waiting, and takes no more', async () => {
    const workers = pool(1);
    const { task } = held();
    const failures = [
      expect(workers.run(task)).rejects.toThrow('Wątek roboczy zakończył pracę'),
      expect(workers.run({ echo: 'a' })).rejects.toThrow('Pula wątków roboczych jest zamknięta.'),
    ];
    await workers.close();
    await Promise.all(failures);
    await expect(workers.run({ echo: 'b' })).rejects.toThrow('Pula wątków roboczych jest zamknięta.');
  });
});
