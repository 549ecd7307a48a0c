import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Server tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
const serverProject = (database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server:${database}`,
    env: { TEST_DB: database },
    // Process-level tests don't depend on the database under test: once is enough.
    ...(database === 'postgres' && { exclude: ['test/server-process.test.ts'] }),
  },
});

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
