import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** What a worker answers for each message: the result, or the message of the error its work threw. */
export type WorkerReply<Out> = { result: Out } | { error: string };

/** Threads beside the API's own: one core is left to the event loop, and two are enough for bursts of documents. */
export const defaultPoolSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * The young generation of each thread's heap, where V8 puts new objects. Drawing PDFs allocates fast, and by V8's
 * default each thread's young generation may grow to 32 MiB in a burst and stay so until a collection of the whole
 * heap, which an idle thread may not run for minutes: a server held half again its idle memory long after sixty
 * documents (decision 148). Objects that live longer move to the old generation, which keeps its own limit.
 */
export const YOUNG_GENERATION_MB = 8;

/**
 * A worker runs its file as built (the bundle beside server.js). From the sources (tsx, vitest) it is TypeScript,
 * which a thread's own module loader cannot read: the thread first registers tsx's require hook (decision 148).
 */
function startWorker(file: URL) {
  const resourceLimits = { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };
  if (!file.pathname.endsWith('.ts')) return new Worker(file, { resourceLimits });
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(fileURLToPath(file))});`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

interface Task<In, Out> {
  input: In;
  resolve: (result: Out) => void;
  reject: (error: Error) => void;
}

/**
 * Up to `size` worker threads running `file`, each given one message at a time; messages wait their turn in order.
 * Threads start with the first work, or all at once with `warm`; one that exits or crashes fails its work and is
 * replaced by the next work.
 */
export function createWorkerPool<In, Out>(file: URL, size = defaultPoolSize()) {
  const workers = new Set<Worker>();
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task<In, Out>>();
  const waiting: Task<In, Out>[] = [];
  let closed = false;

  function settle(worker: Worker, outcome: (task: Task<In, Out>) => void) {
    const task = busy.get(worker);
    if (!task) return;
    busy.delete(worker);
    outcome(task);
  }

  function spawn() {
    const worker = startWorker(file);
    // An idle thread does not keep the process alive.
    worker.unref();
    workers.add(worker);
    worker.on('message', (reply: WorkerReply<Out>) => {
      settle(worker, (task) => ('error' in reply ? task.reject(new Error(reply.error)) : task.resolve(reply.result)));
      worker.unref();
      idle.push(worker);
      next();
    });
    worker.on('error', (error) => settle(worker, (task) => task.reject(error)));
    worker.on('exit', (code) => {
      workers.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      settle(worker, (task) => task.reject(new Error(`Wątek roboczy zakończył pracę (kod ${code}).`)));
      if (!closed) next();
    });
    return worker;
  }

  function next() {
    while (waiting.length > 0) {
      const worker = idle.pop() ?? (workers.size < size ? spawn() : undefined);
      if (!worker) return;
      const task = waiting.shift()!;
      busy.set(worker, task);
      worker.ref();
      worker.postMessage(task.input);
    }
  }

  return {
    /** Starts the threads that are not running yet, so that the first work does not wait for one to start. */
    warm() {
      while (!closed && workers.size < size) idle.push(spawn());
    },
    run(input: In): Promise<Out> {
      if (closed) return Promise.reject(new Error('Pula wątków roboczych jest zamknięta.'));
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        next();
      });
    },
    /** Fails the waiting work and ends every thread: the owner stops handing out work first. */
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('Pula wątków roboczych jest zamknięta.'));
      await Promise.all([...workers].map((worker) => worker.terminate()));
    },
  };
}

export type WorkerPool<In, Out> = ReturnType<typeof createWorkerPool<In, Out>>;

/** The niceness of a pool's threads: under contention the event loop gets about nine tenths of a core to their one. */
export const WORKER_NICENESS = 10;

/**
 * Lowers the calling thread's scheduling priority, so that background work (documents) does not hold up the API's
 * answers on a busy machine. Linux keeps a niceness per thread: its id is in /proc/thread-self (read synchronously,
 * on this thread). Elsewhere, or where it is refused, the thread keeps the process's priority.
 */
function lowerThisThreadsPriority() {
  try {
    const threadOfProcess = Number(readlinkSync('/proc/thread-self').split('/task/')[1]);
    setPriority(threadOfProcess, WORKER_NICENESS);
  } catch {
    // Not Linux: the pool still works, at the process's priority.
  }
}

/**
 * The worker's side: answers each message with what `handle` makes of it, or with the message of its error. The
 * thread runs below the event loop's priority.
 */
export function serveWorker<In, Out>(handle: (input: In) => Promise<Out>) {
  lowerThisThreadsPriority();
  const port = parentPort!;
  port.on('message', (input: In) => {
    handle(input).then(
      (result) => port.postMessage({ result } satisfies WorkerReply<Out>),
      (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply<Out>),
    );
  });
}
