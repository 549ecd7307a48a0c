import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate } from 'node:timers';
import type { PGlite } from '@electric-sql/pglite';

/** The longest a statement waits behind reads: under a flood of reads, changes and jobs still go on. */
export const MAX_WAIT_BEHIND_READS_MS = 500;

const reading = new AsyncLocalStorage<true>();

/** Runs `call` as an agent's read: its statements go ahead of the others on the embedded database. */
export const asRead = <T>(call: () => T): T => reading.run(true, call);

interface Waiting {
  since: number;
  start: () => void;
}

/**
 * The embedded database's one connection, handed out reads first (decision 166). PGlite runs each statement on the
 * server's one thread to its end, and a call's statements follow one another without the event loop reading other
 * requests between them: twenty agents' clicks at once, first come first served, held an agent's list behind all of
 * them for a fifth of a second. Here the statements of a read call (`asRead`: GET and HEAD) go ahead of the others
 * (changes, the job queues' work), unless one of those has waited `MAX_WAIT_BEHIND_READS_MS`. A read's statement runs
 * at once when the connection is free; any other, and any that must wait, is given the connection in the event loop's
 * check phase, after the loop has read the requests that came meanwhile. A transaction is one turn.
 */
export function readsFirst(client: PGlite, now = () => performance.now()): PGlite {
  const waiting = { reads: [] as Waiting[], others: [] as Waiting[] };
  let busy = false;

  const handOver = () => {
    const [other] = waiting.others;
    const overdue = other !== undefined && now() - other.since >= MAX_WAIT_BEHIND_READS_MS;
    const next = overdue ? waiting.others.shift() : (waiting.reads.shift() ?? waiting.others.shift());
    if (next) next.start();
    else busy = false;
  };

  async function turn<T>(statement: () => Promise<T>): Promise<T> {
    const queue = reading.getStore() ? waiting.reads : waiting.others;
    // Any other statement waits for the next check phase, so that reads arriving meanwhile go first.
    if (busy || queue === waiting.others) {
      const started = new Promise<void>((start) => queue.push({ since: now(), start }));
      if (!busy) {
        busy = true;
        setImmediate(handOver);
      }
      await started;
    }
    busy = true;
    try {
      return await statement();
    } finally {
      if (waiting.reads.length + waiting.others.length === 0) busy = false;
      // In the next check phase: the requests that came during this statement have been read by then.
      else setImmediate(handOver);
    }
  }

  const inTurn: Partial<PGlite> = {
    query: (...args) => turn(() => client.query(...args)),
    exec: (...args) => turn(() => client.exec(...args)),
    transaction: (callback) => turn(() => client.transaction(callback)),
  };
  return new Proxy(client, {
    get(target, key) {
      if (key in inTurn) return inTurn[key as keyof PGlite];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    // A wrapper set in place of `query` (a test counting statements) goes in front of the turns, not behind them.
    set(target, key, value) {
      if (key in inTurn) return Reflect.set(inTurn, key, value);
      return Reflect.set(target, key, value);
    },
  });
}
