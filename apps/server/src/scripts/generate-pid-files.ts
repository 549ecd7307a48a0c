import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderPdf } from '../lib/pdf-layout';
import { pidFiles } from '../modules/motor-modification/pid-files';
import { staticRoot } from '../plugins/static-files';

/**
 * Writes the motor information files of get-pid-file-names into static/doc/komunikacja/ (served as
 * /doc/komunikacja/{file}). Run after changing pid-files.ts: `node --import tsx src/scripts/generate-pid-files.ts`
 * in apps/server. Byte-for-byte repeatable, like generate-static-docs.ts.
 */
const dir = path.join(staticRoot, 'doc', 'komunikacja');
const createdAt = new Date('2026-01-01T00:00:00Z');

mkdirSync(dir, { recursive: true });
for (const file of pidFiles) {
  const pdf = await renderPdf({ title: file.title, subject: file.title, createdAt }, file.draw);
  writeFileSync(path.join(dir, file.file), pdf);
  console.log(`komunikacja/${file.file} (${pdf.length} B)`);
}
