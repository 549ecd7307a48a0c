import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itRunsOnTheConfiguredClock } from '../../../packages/domain/src/testing/business-clock-checks';
import { notes, users } from '../src/db/schema/index';
import { loginAs, useTestApp } from './helper';

const ctx = useTestApp();

describe('the test clock of this project (root vitest.config.ts)', () => {
  itRunsOnTheConfiguredClock();
});

describe('one clock: the application records times by its own clock, not the database now()', () => {
  // The test clock is hours away from the database's: a time the database took would be hours off.
  const savedAt = async (login: string) => {
    const client = await loginAs(ctx.app, login);
    expect((await client.post('/partner/rest/notes', 'Zadzwonić do klienta', { 'content-type': 'text/plain' })).statusCode).toBe(204);
    const [row] = await ctx.database.db
      .select({ updatedAt: notes.updatedAt })
      .from(notes)
      .innerJoin(users, eq(users.id, notes.userId))
      .where(eq(users.login, login));
    return row!.updatedAt.getTime();
  };

  it('on insert', async () => {
    expect(Math.abs((await savedAt('agent.nn')) - Date.now())).toBeLessThan(60_000);
  });

  it('on update', async () => {
    expect(Math.abs((await savedAt('agent.da')) - Date.now())).toBeLessThan(60_000);
  });
});
