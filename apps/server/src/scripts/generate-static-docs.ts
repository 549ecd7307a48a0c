import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderPdf } from '../lib/pdf-layout';
import { docConfig, staticSections } from '../modules/documents/static-docs';
import { staticRoot } from '../plugins/static-files';

/**
 * Writes static/doc/config.json and the PDFs it lists (files without a drawing are shipped by other modules).
 * Run after changing static-docs.ts: `node --import tsx src/scripts/generate-static-docs.ts` in apps/server.
 * The output is byte-for-byte repeatable, so unchanged documents stay unchanged in the repository.
 */
const dir = path.join(staticRoot, 'doc');
const createdAt = new Date('2026-01-01T00:00:00Z');

mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'config.json'), `${JSON.stringify(docConfig(), null, 2)}\n`);
for (const file of staticSections.flatMap((section) => section.groups.flatMap((group) => group.files))) {
  if (!file.draw) continue;
  const pdf = await renderPdf({ title: file.title, subject: file.description ?? file.title, createdAt }, file.draw);
  writeFileSync(path.join(dir, file.file), pdf);
  console.log(`${file.file} (${pdf.length} B)`);
}
