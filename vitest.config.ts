import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The business calendar is Europe/Warsaw whatever the machine (decision 117): each run of the server and domain
 * suites takes another process time zone and another Warsaw wall time at the start of each file, around midnight.
 */
interface Clock {
  TZ: string;
  /** HH:mm in Warsaw when each test file starts. */
  TEST_WARSAW_TIME: string;
}

const businessClock = fileURLToPath(new URL('./packages/domain/src/testing/business-clock.ts', import.meta.url));

const clocked = (clock: Clock, env: Record<string, string> = {}) => ({ env: { ...env, ...clock }, setupFiles: [businessClock] });

/** Server tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
const serverProject = (database: 'pglite' | 'postgres', clock: Clock): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server:${database}`,
    ...clocked(clock, { TEST_DB: database }),
    // Process-level tests don't depend on the database under test: once is enough. `*.postgres.test.ts` files test
    // what only PostgreSQL has (advisory locks, a server reached over the network): they run in server:postgres only.
    exclude: database === 'postgres' ? ['test/server-process.test.ts'] : ['test/**/*.postgres.test.ts'],
  },
});

const domainProject = (name: string, clock: Clock): TestProjectInlineConfiguration => ({
  extends: './packages/domain/vitest.config.ts',
  root: './packages/domain',
  test: { name, ...clocked(clock) },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: on CI's two cores that ran the files one at a time, with the second core idle
    // half of the time while a file waited on its database or its threads.
    maxWorkers: availableParallelism(),
    projects: [
      domainProject('domain', { TZ: 'UTC', TEST_WARSAW_TIME: '23:30' }),
      domainProject('domain:new-york', { TZ: 'America/New_York', TEST_WARSAW_TIME: '00:30' }),
      // The browser's "today" is the Warsaw day too: the web suite runs where the local day often differs.
      { extends: './apps/web/vitest.config.ts', root: './apps/web', test: { name: 'web', env: { TZ: 'America/New_York' } } },
      serverProject('pglite', { TZ: 'America/New_York', TEST_WARSAW_TIME: '23:30' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres', { TZ: 'UTC', TEST_WARSAW_TIME: '00:30' })] : []),
    ],
  },
});
