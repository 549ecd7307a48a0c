import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });
const readiness = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
  return { code: response.statusCode, body: response.json() };
};

describe('readiness (/readyz)', () => {
  it('is not ready until the workers run, then ready: database reachable, migrations applied, workers running', async () => {
    expect(await readiness()).toEqual({
      code: 503,
      body: { status: 'unavailable', database: true, migrations: true, workers: false, housekeeping: [] },
    });
    await ctx.app.documentJobs.startWorker();
    await ctx.app.mailJobs.startWorker(nodemailer.createTransport({ jsonTransport: true }));
    await ctx.app.housekeeping.start();
    const { code, body } = await readiness();
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: true, migrations: true, workers: true });
    expect(body.housekeeping).toHaveLength(8);
  });

  it('is not ready while the database lacks a migration this version ships', async () => {
    const [newest] = (
      await ctx.database.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      expect(await readiness()).toMatchObject({ code: 503, body: { status: 'unavailable', database: true, migrations: false } });
    } finally {
      await ctx.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await readiness()).code).toBe(200);
  });

  it('is not ready once a worker has stopped (as at shutdown), while liveness still answers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    await ctx.app.housekeeping.stop();
    expect(await readiness()).toMatchObject({ code: 503, body: { workers: false } });
  });
});
