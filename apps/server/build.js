import { build } from 'esbuild';

/**
 * Compiles the server to JavaScript for plain `node` (decision 127): one ESM bundle per entry point, holding the
 * server's and the domain package's TypeScript. Every other package stays external, loaded from node_modules as
 * installed (native and WebAssembly parts, files read beside their code). `dist/` sits one level below the package
 * like `src/`, so paths resolved from `src/paths.ts` hold in both.
 */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@panel/') ? undefined : { path, external: true }));
  },
};

await build({
  absWorkingDir: import.meta.dirname,
  // The PDF worker threads run a bundle of their own, beside server.js (decision 148).
  entryPoints: ['src/server.ts', 'src/migrate.ts', { in: 'src/modules/documents/pdf-worker.ts', out: 'pdf-worker' }],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
});
