import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Generous: some tests seed whole portfolios or start server processes, and CI machines have two cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
