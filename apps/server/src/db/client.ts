import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDataDir } from './lock';

/** Both drivers expose the same query builder; the node-postgres type stands for either. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a statement that needs no result rows; used by health checks and tests. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections and waiting queries (metrics); the embedded database has no pool. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseConfig = { url: string } | { dataDir: string | null };

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (in `dataDir`, or in memory for null),
 * and applies the committed migrations.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('url' in config) {
    const pool = new pg.Pool({ connectionString: config.url, max: 20 });
    // An idle connection closed by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  try {
    // fsync is off: the embedded database survives a killed process, not a power cut (see README).
    const client = await PGlite.create({
      dataDir: config.dataDir ?? undefined,
      relaxedDurability: true,
      extensions: { pg_trgm, btree_gin },
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
