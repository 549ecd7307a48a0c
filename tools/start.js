import { build, isBuilt, sourcesFingerprint } from './build.js';

/**
 * `npm start` (and `npm run migrate`): builds when the sources changed since the last build, then runs the compiled
 * server (or the migrations) with plain node, in this process (decision 127).
 */
const entries = { server: '../apps/server/dist/server.js', migrate: '../apps/server/dist/migrate.js' };
const entry = entries[process.argv[2] ?? 'server'];
if (!entry) {
  console.error(`Nieznane polecenie: ${process.argv[2]} (dostępne: ${Object.keys(entries).join(', ')})`);
  process.exit(1);
}
const fingerprint = sourcesFingerprint();
if (!isBuilt(fingerprint)) {
  console.log('Źródła zmieniły się od ostatniego budowania: buduję aplikację…');
  build(fingerprint);
}
await import(entry);
