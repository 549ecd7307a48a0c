import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server of TEST_DATABASE_URL (as its admin connection) and gives back the rows. */
export async function adminQuery<T extends pg.QueryResultRow>(statement: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server of TEST_DATABASE_URL. */
export function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url;
}

/** A new, empty PostgreSQL database (no migrations) on the server of TEST_DATABASE_URL; `drop` removes it. */
export async function emptyPostgresDatabase() {
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}
