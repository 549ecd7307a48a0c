import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // CI runs the domain, web and both server projects at once on two cores: a test rendering the whole panel can
    // take several seconds there.
    testTimeout: 15_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
});
