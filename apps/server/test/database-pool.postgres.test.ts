import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, openDatabase } from '../src/db/client';
import { adminQuery, emptyPostgresDatabase } from './postgres-database';

let target: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
beforeAll(async () => (target = await emptyPostgresDatabase()));
afterAll(() => target.drop());

/** pg-pool's default: a connection idle this long is closed unless the pool is at its minimum. */
const PG_POOL_IDLE_TIMEOUT_MS = 10_000;

const backends = async (name: string) =>
  (await adminQuery<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = '${name}'`))[0]!.n;

describe('the PostgreSQL pool', () => {
  it('opens its every connection when filled and keeps them open while idle', async () => {
    const database = await openDatabase({ url: target.url.toString() });
    const name = target.url.pathname.slice(1);
    try {
      await database.fillPool!();
      expect(database.poolStats!()).toEqual({ total: DEFAULT_POOL_SIZE, idle: DEFAULT_POOL_SIZE, waiting: 0 });
      expect(await backends(name)).toBe(DEFAULT_POOL_SIZE);

      await new Promise((resolve) => setTimeout(resolve, PG_POOL_IDLE_TIMEOUT_MS + 1000));
      expect(database.poolStats!()).toEqual({ total: DEFAULT_POOL_SIZE, idle: DEFAULT_POOL_SIZE, waiting: 0 });
      expect(await backends(name)).toBe(DEFAULT_POOL_SIZE);
    } finally {
      await database.close();
    }
  });

  it('has as many connections as it is given (DATABASE_POOL_SIZE)', async () => {
    const database = await openDatabase({ url: target.url.toString(), poolSize: 7 });
    try {
      await database.fillPool!();
      expect(database.poolStats!()).toEqual({ total: 7, idle: 7, waiting: 0 });
      expect(await backends(target.url.pathname.slice(1))).toBe(7);
    } finally {
      await database.close();
    }
  });
});
