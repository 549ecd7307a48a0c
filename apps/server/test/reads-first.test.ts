import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { embeddedDatabase, pgliteOptions, type Database } from '../src/db/client';
import { asRead, MAX_WAIT_BEHIND_READS_MS, readsFirst } from '../src/db/reads-first';
import { createClient, signal } from './helper';

/** A clock the test sets; `read(n)` resolves once it has been read n more times (a statement starting to wait reads it). */
function testClock() {
  let time = 0;
  let reads = 0;
  const wanted = new Map<number, () => void>();
  return {
    now: () => {
      reads += 1;
      wanted.get(reads)?.();
      return time;
    },
    read: (count: number) => new Promise<void>((resolve) => wanted.set(reads + count, resolve)),
    advance: (ms: number) => (time += ms),
  };
}

/** Holds the connection in a transaction until `release` is called; resolves once it holds it. */
async function hold(connection: Pick<PGlite, 'transaction'>) {
  const held = signal();
  const release = signal();
  const done = connection.transaction(async (tx) => {
    held.resolve();
    await release.promise;
    await tx.query('select 1');
  });
  await held.promise;
  return async () => {
    release.resolve();
    await done;
  };
}

describe('readsFirst', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it("runs a read's statement ahead of others that waited before it, then the others in their order", async () => {
    const connection = readsFirst(client);
    const release = await hold(connection);
    const order: string[] = [];
    const run = (name: string) => connection.query(`select '${name}' as name`).then(() => order.push(name));
    // Each call starts waiting at once.
    const statements = [run('change 1'), run('change 2'), asRead(() => run('read'))];
    await release();
    await Promise.all(statements);
    expect(order).toEqual(['read', 'change 1', 'change 2']);
  });

  it(`runs a statement that waited ${MAX_WAIT_BEHIND_READS_MS} ms ahead of reads`, async () => {
    const clock = testClock();
    const connection = readsFirst(client, clock.now);
    const release = await hold(connection);
    const order: string[] = [];
    const run = (name: string) => connection.query(`select '${name}' as name`).then(() => order.push(name));
    const change = run('change');
    clock.advance(MAX_WAIT_BEHIND_READS_MS);
    const read = asRead(() => run('read'));
    await release();
    await Promise.all([change, read]);
    expect(order).toEqual(['change', 'read']);
  });

  it('keeps a transaction one turn: a read waits for its end, and its own statements do not wait', async () => {
    const connection = readsFirst(client);
    await connection.exec('create table turns (n int)');
    const inside = signal();
    const finish = signal();
    const transaction = connection.transaction(async (tx) => {
      await tx.query('insert into turns values (1)');
      inside.resolve();
      await finish.promise;
      await tx.query('insert into turns values (2)');
    });
    await inside.promise;
    const read = asRead(() => connection.query<{ n: number }>('select n from turns order by n'));
    finish.resolve();
    await transaction;
    expect((await read).rows).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe("the app's GET and HEAD calls on the embedded database", () => {
  const clock = testClock();
  const statements: string[] = [];
  let database: Database;
  let app: App;
  beforeAll(async () => {
    const client = await PGlite.create(pgliteOptions);
    // Every statement as it reaches the database, in order.
    const recording = new Proxy(client, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key !== 'query' && key !== 'exec') return value.bind(target);
        return (text: string, ...rest: unknown[]) => {
          statements.push(text);
          return value.call(target, text, ...rest);
        };
      },
    });
    database = await embeddedDatabase(recording, { now: clock.now });
    app = await buildApp({ database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("have their statements run ahead of a change's that waited before them", async () => {
    const client = createClient(app);
    await client.get('/healthz');
    const release = await hold((database.db as unknown as { $client: PGlite }).$client);
    statements.length = 0;
    // While the connection is held, nothing is handed over: the clock is read only by statements starting to wait.
    const loginWaits = clock.read(1);
    const login = client.post('/partner/rest/auth/login', { login: 'nikt', password: 'niepoprawne' });
    await loginWaits;
    const readinessWaits = clock.read(1);
    const readiness = app.inject({ method: 'GET', url: '/readyz' });
    await readinessWaits;
    await release();
    await Promise.all([login, readiness]);
    const readinessAt = statements.findIndex((text) => text.includes('__drizzle_migrations'));
    expect(readinessAt).toBeGreaterThanOrEqual(0);
    expect(statements.slice(0, readinessAt).join('\n')).not.toMatch(/login|users/);
    expect(statements.length).toBeGreaterThan(readinessAt + 1);
  });
});
