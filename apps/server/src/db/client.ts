import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types, type PGliteOptions, type SerializerOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getConstructionPlans } from 'pg-boss';
import * as schema from './schema/index';
import { lockDataDir } from './lock';
import { asRead, readsFirst } from './reads-first';
import { serverRoot } from '../paths';

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
  /** Whether the database holds every migration this build ships (readiness). */
  migrated(): Promise<boolean>;
  /** The PostgreSQL pool's connections and waiting queries (metrics); the embedded database has no pool. */
  poolStats?(): PoolStats;
  /** Opens the PostgreSQL pool's every connection (the server, at its start); the embedded database has one. */
  fillPool?(): Promise<void>;
  /** Runs an agent's read call, whose statements go ahead of the others on the embedded database's one connection. */
  asRead?<T>(call: () => T): T;
  close(): Promise<void>;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Any fixed number: every instance of the panel takes this PostgreSQL advisory lock to migrate (decision 128). */
export const MIGRATION_LOCK = 2_026_013_128;

/** The creation time of the newest migration this build ships; drizzle records it as `created_at` once applied. */
const newestMigration = () => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
};

async function holdsEveryMigration(db: Db) {
  const { rows } = await db.execute<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.newest ?? 0) >= newestMigration();
}

/**
 * pg-boss creates its schema at its first start, under an advisory lock of its own; yet of two instances starting
 * together on an empty database, one was seen failing on a duplicate key (schema `pgboss`) after waiting on that
 * lock. Made here, under the migration lock, the job queues' starts find it made (decision 139).
 */
async function installJobQueueSchema(pool: pg.Pool) {
  const { rows } = await pool.query<{ installed: string | null }>("select to_regclass('pgboss.version')::text as installed");
  if (!rows[0]?.installed) await pool.query(getConstructionPlans());
}

/**
 * Applies the migrations (and installs the job queues' schema) under a session-level advisory lock: of instances
 * starting together, one migrates while the others wait, then find nothing left to do. The lock is held on its own
 * connection, apart from the migrator's.
 */
async function migrateUnderLock(pool: pg.Pool, db: Db) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
    await installJobQueueSchema(pool);
  } finally {
    // Closing the session releases the lock whatever happened to the migration.
    lock.release(true);
  }
}

/**
 * The connections of an instance's PostgreSQL pool unless DATABASE_POOL_SIZE says otherwise, opened at the server's
 * start and kept (decision 165). Few: PostgreSQL answers fastest with about twice its cores busy, and more connections
 * only let a burst of documents (twenty at once) run twenty server processes beside the agents' reads, each with cold
 * caches, all sharing the same cores; the calls beyond the pool wait their turn in the instance instead.
 */
export const DEFAULT_POOL_SIZE = 4;

export type DatabaseConfig = { url: string; poolSize?: number } | { dataDir: string | null };

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (in `dataDir`, or in memory for null),
 * and applies the committed migrations.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('url' in config) {
    const { url, poolSize = DEFAULT_POOL_SIZE } = config;
    // `min` as large as `max`: the pool never closes a connection for being idle.
    const pool = new pg.Pool({ connectionString: url, max: poolSize, min: poolSize });
    // An idle connection closed by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migrateUnderLock(pool, db);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      migrated: () => holdsEveryMigration(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async fillPool() {
        const opened = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
        for (const connection of opened) connection.release();
      },
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  try {
    return await embeddedDatabase(await PGlite.create({ ...pgliteOptions, dataDir: config.dataDir ?? undefined }), { release: unlock });
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * bytea parameters go as they are: PGlite's protocol writer binds a byte array as a binary parameter (though its
 * Serializer type promises a string). Results come as hex text, read by Node's own decoder. PGlite's default coding
 * works one byte at a time both ways: a 9 MB upload held the event loop ~4 s, every other request waiting (decision 161).
 */
const byteaAsIs = {
  serializers: { [types.BYTEA]: ((value: Uint8Array) => value) as unknown as SerializerOptions[number] },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

/** The embedded database's settings: fsync off (it survives a killed process, not a power cut; see README). */
export const pgliteOptions = { relaxedDurability: true, extensions: { pg_trgm, btree_gin }, ...byteaAsIs } satisfies PGliteOptions;

/**
 * Applies the migrations to an open embedded database; closing it runs `release` too (the data folder's lock). `now`
 * is the clock of how long a statement waited behind reads.
 */
export async function embeddedDatabase(client: PGlite, { release = () => {}, now }: { release?: () => void; now?: () => number } = {}): Promise<Database> {
  const connection = readsFirst(client, now);
  const db = drizzlePglite({ client: connection, schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await connection.query('select 1')),
    asRead,
    migrated: () => holdsEveryMigration(db),
    close: async () => {
      await client.close();
      release();
    },
  };
}
