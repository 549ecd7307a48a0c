/**
 * Writes the panel's self-hosted font (docs/design.md): Source Sans 3, variable weight, cut down to the characters a
 * Polish page uses — Basic Latin, Latin-1, Latin Extended-A (ą ć ę ł ń ó ś ź ż) and the typographic punctuation —
 * in the two files of the package's own split, which the browser fetches by unicode-range.
 * Run after changing the character list or the package version: node apps/web/scripts/subset-fonts.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stdout } from 'node:process';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@fontsource-variable/source-sans-3/package.json'));
const outDir = path.join(import.meta.dirname, '..', 'src', 'assets', 'fonts');

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
// – — ‘ ’ ‚ “ ” „ • … € ™ −
const punctuation = [0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2022, 0x2026, 0x20ac, 0x2122, 0x2212];
const characters = String.fromCodePoint(...range(0x20, 0x7e), ...range(0xa0, 0x17f), ...punctuation);

for (const subset of ['latin', 'latin-ext']) {
  const source = await readFile(path.join(packageDir, 'files', `source-sans-3-${subset}-wght-normal.woff2`));
  const font = await subsetFont(source, characters, { targetFormat: 'woff2' });
  await writeFile(path.join(outDir, `source-sans-3-${subset}.woff2`), font);
  stdout.write(`source-sans-3-${subset}.woff2: ${source.length} → ${font.length} bytes\n`);
}
