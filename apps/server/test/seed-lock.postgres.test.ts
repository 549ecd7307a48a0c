import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { SEED_LOCK, seedDemo } from '../src/db/seed/demo';
import { settled } from './helper';
import { emptyPostgresDatabase } from './postgres-database';

let target: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
beforeAll(async () => (target = await emptyPostgresDatabase()));
afterAll(() => target.drop());

describe('demo data under an advisory lock', () => {
  it('two instances seeding one empty database together: one seeds, the other waits and finds it seeded', async () => {
    const first = await openDatabase({ url: target.url.toString() });
    const second = await openDatabase({ url: target.url.toString() });
    try {
      // The test holds the lock first, so that both seedings are seen waiting, then lets them race for it.
      const holder = new pg.Client({ connectionString: target.url.toString() });
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [SEED_LOCK]);
      const seedings = [seedDemo(first.db, { policiesScale: 0.01 }), seedDemo(second.db, { policiesScale: 0.01 })];
      await settled(async () => {
        const { rows } = await holder.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
          [SEED_LOCK],
        );
        expect(rows[0]!.n).toBe(2);
      });
      await holder.end();

      expect((await Promise.all(seedings)).sort()).toEqual([false, true]);
      const { rows } = await second.db.execute<{ login: string }>(sql`select login from users order by login`);
      expect(rows.map((row) => row.login)).toEqual(['agent.basic', 'agent.da', 'agent.nn', 'dealer.ncd']);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
