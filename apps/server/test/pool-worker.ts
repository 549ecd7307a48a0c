import { getHeapSpaceStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { serveWorker } from '../src/lib/worker-pool';

/**
 * What the test pool's threads are asked: to answer, to fail, to exit, to wait until the test lets them go, or to
 * allocate `churn` MiB of objects that live briefly and tell the size its heap's young generation then has.
 */
export type PoolTask = { echo: string } | { fail: string } | { exit: number } | { hold: Int32Array } | { churn: number };

const newSpaceMiB = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size / 2 ** 20;

serveWorker<PoolTask, { echo: string | null; threadId: number; newSpaceMiB?: number }>(async (task) => {
  if ('fail' in task) throw new Error(task.fail);
  if ('churn' in task) {
    // Arrays of 1 000 numbers, about 8 KiB each, the last 200 of them alive, as a document's objects are while drawn.
    const alive = new Array<number[]>(200);
    for (let made = 0; made < task.churn * 128; made += 1) alive[made % alive.length] = Array.from({ length: 1000 }, (_, i) => i + made);
    return { echo: null, threadId, newSpaceMiB: newSpaceMiB() };
  }
  if ('exit' in task) process.exit(task.exit);
  if ('hold' in task) Atomics.wait(task.hold, 0, 0);
  return { echo: 'echo' in task ? task.echo : null, threadId };
});
