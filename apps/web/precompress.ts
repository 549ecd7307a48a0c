import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|svg|json|txt|map)$/;

/** Writes .br and .gz beside every text file of the build, so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'panel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle runs only after a successful write, so a failed build reports its own error.
    async writeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files.filter((name) => compressible.test(name))) {
        const full = path.join(outDir, file);
        const content = await readFile(full);
        if (content.length < 512) continue;
        await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
