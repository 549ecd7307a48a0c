import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { isoDateInPoland } from '@panel/domain';
import { embeddedDatabase, openDatabase, pgliteOptions, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { adminQuery, databaseUrl } from './postgres-database';

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

const DUPLICATE_DATABASE = '42P04';

async function postgresFromTemplate(policiesScale: number): Promise<FreshDatabase> {
  const template = `${inject('databaseTemplates').prefix}_${templateKey(policiesScale)}`;
  if ((await adminQuery(`select 1 from pg_database where datname = '${template}'`)).length === 0) {
    // Seeded under a name of its own, then renamed: a file never copies a template still being seeded.
    const building = `${template}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${building}`);
    const seeded = await openDatabase({ url: databaseUrl(building).toString() });
    await seedDemo(seeded.db, { policiesScale });
    await seeded.close();
    try {
      await adminQuery(`alter database ${building} rename to ${template}`);
    } catch (error) {
      // Another file made the same template meanwhile.
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      await adminQuery(`drop database ${building}`);
    }
  }
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  const database = await openDatabase({ url: databaseUrl(name).toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A database for one test file: in-memory PGlite, or a new PostgreSQL database when TEST_DB=postgres. */
export function seededDatabase(policiesScale: number): Promise<FreshDatabase> {
  return process.env.TEST_DB === 'postgres' ? postgresFromTemplate(policiesScale) : embeddedFromTemplate(policiesScale);
}

/** Drops the run's PostgreSQL templates (global setup's teardown). */
export async function dropTemplateDatabases(prefix: string) {
  const templates = await adminQuery<{ datname: string }>(`select datname from pg_database where datname like '${prefix}%'`);
  for (const { datname } of templates) await adminQuery(`drop database if exists ${datname} with (force)`);
}
