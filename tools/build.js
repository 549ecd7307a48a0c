import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run build`: the web app (Vite) and the server (esbuild, apps/server/build.js), then a stamp holding the
 * fingerprint of the sources they were built from, so that `npm start` builds only when a source changed (decision 127).
 */
const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'apps/server/dist/build-stamp');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js', 'apps/server/dist/migrate.js', 'apps/server/dist/pdf-worker.js'];
/** What the two builds read. Tests are left out: changing one needs no new build. */
const inputs = [
  'apps/web',
  'apps/server/src',
  'apps/server/build.js',
  'apps/server/package.json',
  'packages/domain',
  'package.json',
  'package-lock.json',
  'tools/build.js',
];
const skipped = /^(node_modules|dist|__tests__|testing|\..*)$|\.test\.tsx?$/;

function* files(relative) {
  if (statSync(path.join(root, relative)).isFile()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(path.join(root, relative)).sort()) {
    if (!skipped.test(entry)) yield* files(path.join(relative, entry));
  }
}

/** A SHA-256 of every source file's path and content. */
export function sourcesFingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** Whether the last build is there and was made from these sources. */
export function isBuilt(fingerprint) {
  return outputs.every((output) => existsSync(path.join(root, output))) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
}

export function build(fingerprint = sourcesFingerprint()) {
  execFileSync('npm', ['run', 'build', '-w', '@panel/web'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, ['apps/server/build.js'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, fingerprint);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build();
