import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { housekeepingJobs } from '../src/housekeeping-jobs';
import type { HousekeepingJob } from '../src/modules/housekeeping/scheduler';
import { createHousekeeping } from '../src/modules/housekeeping/scheduler';
import { lastRuns } from '../src/modules/housekeeping/repository';
import { loginAs, signal, useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });
const HOUR = 3_600_000;
const everyJob = housekeepingJobs.map((job) => job.name).sort();

/** A clock the test moves by hand; both instances read it. */
function testClock(start: Date) {
  let current = start;
  return { now: () => current, set: (at: Date) => (current = at) };
}

/** Two instances of the panel on the test's one database, as behind a load balancer. */
async function twoInstances(now: () => Date): Promise<[App, App]> {
  return [await buildApp({ database: ctx.database, now }), await buildApp({ database: ctx.database, now })];
}

describe('housekeeping across instances', () => {
  it('runs each job once per hour whichever instance ticks, and shows the last run in the readiness answer', async () => {
    // A day ahead of the sessions the test opens: the purge of idle sessions ends them.
    const clock = testClock(new Date(Date.now() + 24 * HOUR));
    const [first, second] = await twoInstances(clock.now);
    try {
      const agent = await loginAs(first, 'agent.da');
      expect((await agent.get('/partner/rest/user/roles')).statusCode).toBe(200);

      clock.set(new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR + 15 * 60_000));
      expect((await first.housekeeping.tick()).sort()).toEqual(everyJob);
      expect(await second.housekeeping.tick()).toEqual([]);
      expect((await agent.get('/partner/rest/user/roles')).statusCode).toBe(401);

      // Later in the same hour: nothing more to do on either instance.
      clock.set(new Date(clock.now().getTime() + 44 * 60_000));
      expect(await second.housekeeping.tick()).toEqual([]);
      expect(await first.housekeeping.tick()).toEqual([]);

      // The next hour: whichever instance ticks first runs it, once.
      clock.set(new Date(clock.now().getTime() + 60_000));
      const hour = new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR);
      expect((await second.housekeeping.tick()).sort()).toEqual(everyJob);
      expect(await first.housekeeping.tick()).toEqual([]);

      const runs = await lastRuns(ctx.database.db);
      expect(runs.map((run) => run.job)).toEqual(everyJob);
      expect(runs.every((run) => run.period.getTime() === hour.getTime())).toBe(true);

      await first.documentJobs.startWorker();
      await first.mailJobs.startWorker(nodemailer.createTransport({ jsonTransport: true }));
      await first.housekeeping.start();
      const ready = await first.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().housekeeping).toEqual(runs.map((run) => ({ job: run.job, period: hour.toISOString(), finishedAt: run.finishedAt.toISOString() })));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('runs a failed job again at the next tick of another instance, in the same hour', async () => {
    const clock = testClock(new Date(Date.now() + 48 * HOUR));
    let calls = 0;
    const flaky: HousekeepingJob = {
      name: 'flaky',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database said no');
      },
    };
    const first = createHousekeeping(ctx.database, ctx.app.log, { now: clock.now, jobs: [flaky] });
    const second = createHousekeeping(ctx.database, ctx.app.log, { now: clock.now, jobs: [flaky] });
    try {
      expect(await first.tick()).toEqual([]);
      expect(await second.tick()).toEqual(['flaky']);
      expect(await first.tick()).toEqual([]);
      expect(calls).toBe(2);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('hands a run back when its instance stops before it finishes: another instance runs it', async () => {
    const clock = testClock(new Date(Date.now() + 72 * HOUR));
    const started = signal();
    const release = signal();
    let calls = 0;
    const slow: HousekeepingJob = {
      name: 'slow',
      run: async () => {
        calls += 1;
        if (calls > 1) return;
        started.resolve();
        await release.promise;
      },
    };
    const stopping = createHousekeeping(ctx.database, ctx.app.log, { now: clock.now, jobs: [slow] });
    const other = createHousekeeping(ctx.database, ctx.app.log, { now: clock.now, jobs: [slow] });
    try {
      const interrupted = stopping.tick();
      await started.promise;
      // No time to finish: the run is handed back at once.
      await stopping.stop(0);
      expect(await other.tick()).toEqual(['slow']);
      release.resolve();
      expect(await interrupted).toEqual([]);
      expect(await other.tick()).toEqual([]);
      expect(calls).toBe(2);
    } finally {
      release.resolve();
      await other.stop();
    }
  });

  it('counts as running only once the first tick at start is done', async () => {
    const clock = testClock(new Date(Date.now() + 96 * HOUR));
    const started = signal();
    const release = signal();
    const slow: HousekeepingJob = {
      name: 'slow-start',
      run: async () => {
        started.resolve();
        await release.promise;
      },
    };
    const instance = createHousekeeping(ctx.database, ctx.app.log, { now: clock.now, jobs: [slow] });
    try {
      const starting = instance.start();
      await started.promise;
      expect(instance.running()).toBe(false);
      release.resolve();
      await starting;
      expect(instance.running()).toBe(true);
    } finally {
      release.resolve();
      await instance.stop();
    }
    expect(instance.running()).toBe(false);
  });
});
