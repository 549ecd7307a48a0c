import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { isoDateInPoland } from '@panel/domain';
import { embeddedDatabase, openDatabase, pgliteOptions, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';

/**
 * A test file starts from a migrated, seeded database, the same every time for one portfolio size on one Warsaw day:
 * the first file that needs it seeds a template, the others copy it (an embedded database from its dump, PostgreSQL
 * with `create database … template`) — seconds less per file. Every file still gets a database of its own.
 */
export interface DatabaseTemplates {
  /** Where the embedded databases' dumps are kept for the run. */
  dir: string;
  /** The run's PostgreSQL template databases start with it. */
  prefix: string;
}

export interface FreshDatabase {
  database: Database;
  drop: () => Promise<void>;
}

/** The seed dates its records from the business clock's day (its time of day is the same in every file of a project). */
const templateKey = (policiesScale: number) => `${isoDateInPoland(new Date()).replaceAll('-', '')}_${String(policiesScale).replace('.', '_')}`;

async function embeddedFromTemplate(policiesScale: number): Promise<FreshDatabase> {
  const dump = path.join(inject('databaseTemplates').dir, `${templateKey(policiesScale)}.tar`);
  if (!existsSync(dump)) {
    const client = await PGlite.create(pgliteOptions);
    const template = await embeddedDatabase(client);
    await seedDemo(template.db, { policiesScale });
    const data = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await template.close();
    // Two files may make the same template at once: each writes its own file and the last rename wins.
    const own = `${dump}.${randomBytes(4).toString('hex')}`;
    writeFileSync(own, data);
    renameSync(own, dump);
  }
  const database = await embeddedDatabase(await PGlite.create({ ...pgliteOptions, loadDataDir: new Blob([readFileSync(dump)]) }));
  return { database, drop: () => database.close() };
}

async function admin<T extends pg.QueryResultRow>(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const DUPLICATE_DATABASE = '42P04';

async function postgresFromTemplate(policiesScale: number): Promise<FreshDatabase> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = `${inject('databaseTemplates').prefix}_${templateKey(policiesScale)}`;
  const exists = async () => (await admin(`select 1 from pg_database where datname = '${template}'`)).length > 0;
  if (!(await exists())) {
    // Seeded under a name of its own, then renamed: a file never copies a template still being seeded.
    const building = `${template}_${randomBytes(4).toString('hex')}`;
    await admin(`create database ${building}`);
    const seeded = await openDatabase({ url: databaseUrl(building) });
    await seedDemo(seeded.db, { policiesScale });
    await seeded.close();
    try {
      await admin(`alter database ${building} rename to ${template}`);
    } catch (error) {
      // Another file made the same template meanwhile.
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      await admin(`drop database ${building}`);
    }
  }
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name} template ${template}`);
  const database = await openDatabase({ url: databaseUrl(name) });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A database for one test file: in-memory PGlite, or a new PostgreSQL database when TEST_DB=postgres. */
export function seededDatabase(policiesScale: number): Promise<FreshDatabase> {
  return process.env.TEST_DB === 'postgres' ? postgresFromTemplate(policiesScale) : embeddedFromTemplate(policiesScale);
}

/** Drops the run's PostgreSQL templates (global setup's teardown). */
export async function dropTemplateDatabases(prefix: string) {
  const templates = await admin<{ datname: string }>(`select datname from pg_database where datname like '${prefix}%'`);
  for (const { datname } of templates) await admin(`drop database if exists ${datname} with (force)`);
}
