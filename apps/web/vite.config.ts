import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const SERVER_URL = 'http://localhost:3000';
const SERVER_PREFIXES = ['partner', 'rest', 'ms-client-logger', 'ms-doc', 'ms-lds', 'openweather', 'doc', 'healthz'];

/** A module of the web app by its path under src/, for the chunk groups below. */
const source = (path: string) => new RegExp(`[\\\\/]src[\\\\/]${path.replaceAll('/', '[\\\\/]')}\\.tsx$`);

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      [`^/(${SERVER_PREFIXES.join('|')})(/|$)`]: { target: SERVER_URL },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // One file for each step of an agent's first visit, each with the modules it imports that no earlier step
        // holds, instead of some seventy files, half of them under a kilobyte (decision 164). A group of higher
        // priority takes its modules first.
        codeSplitting: {
          groups: [
            { name: 'boot', test: source('app/main'), priority: 4 },
            { name: 'login-page', test: source('features/auth/components/LoginPage'), priority: 3 },
            { name: 'app', test: source('app/(AuthenticatedRoot|dashboard/DashboardPage)'), priority: 2 },
            {
              name: 'dashboard-widgets',
              test: source('features/policies/components/(PoliciesListWidget|PoliciesSearchWidget)'),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
