import { threadId } from 'node:worker_threads';
import { serveWorker } from '../src/lib/worker-pool';

/** What the test pool's threads are asked: to answer, to fail, to exit, or to wait until the test lets them go. */
export type PoolTask = { echo: string } | { fail: string } | { exit: number } | { hold: Int32Array };

serveWorker<PoolTask, { echo: string | null; threadId: number }>(async (task) => {
  if ('fail' in task) throw new Error(task.fail);
  if ('exit' in task) process.exit(task.exit);
  if ('hold' in task) Atomics.wait(task.hold, 0, 0);
  return { echo: 'echo' in task ? task.echo : null, threadId };
});
