import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const SERVER_URL = 'http://localhost:3000';
const SERVER_PREFIXES = ['partner', 'rest', 'ms-client-logger', 'ms-doc', 'ms-lds', 'openweather', 'doc', 'healthz'];

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
  },
});
