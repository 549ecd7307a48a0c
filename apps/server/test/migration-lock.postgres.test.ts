import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK, openDatabase, type Database } from '../src/db/client';
import { settled } from './helper';
import { emptyPostgresDatabase } from './postgres-database';

const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

let target: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
beforeAll(async () => (target = await emptyPostgresDatabase()));
afterAll(() => target.drop());

async function appliedMigrations(database: Database) {
  const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rows[0]!.n;
}

describe('migrations under an advisory lock', () => {
  it('two instances opening one empty database together: one migrates and installs the job queues, the other waits for it; both serve', async () => {
    // The test holds the lock first, so that both openings are seen waiting, then lets them race for it.
    const holder = new pg.Client({ connectionString: target.url.toString() });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const openings = [openDatabase({ url: target.url.toString() }), openDatabase({ url: target.url.toString() })];
    await settled(async () => {
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
        [MIGRATION_LOCK],
      );
      expect(rows[0]!.n).toBe(2);
    });
    await holder.end();

    const [first, second] = await Promise.all(openings);
    try {
      expect(await appliedMigrations(first!)).toBe(journal.entries.length);
      expect(await first!.migrated()).toBe(true);
      expect(await second!.migrated()).toBe(true);
      const users = await second!.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
      expect(users.rows[0]!.n).toBe(0);
      // The job queues' schema too, so that their starts have nothing to create.
      const queues = await second!.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.version`);
      expect(queues.rows[0]!.n).toBe(1);
    } finally {
      await first!.close();
      await second!.close();
    }
  });

  it('a later start on the migrated database applies nothing again', async () => {
    const database = await openDatabase({ url: target.url.toString() });
    try {
      expect(await appliedMigrations(database)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });
});
