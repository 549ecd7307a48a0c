import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, POOL_SIZE } from '../src/db/client';
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
      expect(database.poolStats!()).toEqual({ total: POOL_SIZE, idle: POOL_SIZE, waiting: 0 });
      expect(await backends(name)).toBe(POOL_SIZE);

      await new Promise((resolve) => setTimeout(resolve, PG_POOL_IDLE_TIMEOUT_MS + 1000));
      expect(database.poolStats!()).toEqual({ total: POOL_SIZE, idle: POOL_SIZE, waiting: 0 });
      expect(await backends(name)).toBe(POOL_SIZE);
    } finally {
      await database.close();
    }
  });
});
