import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty PostgreSQL database (no migrations) on the server of TEST_DATABASE_URL; `drop` removes it. */
export async function emptyPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('*.postgres.test.ts files need TEST_DATABASE_URL');
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
