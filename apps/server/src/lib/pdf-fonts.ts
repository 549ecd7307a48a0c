import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, GlyphRun } from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * How many shaped words each font keeps, the least recently used dropped first: the general terms of all eight product
 * lines use 942 words of one font. A kept word costs a few KB (its glyphs and positions).
 */
const SHAPED_WORDS_KEPT = 2_000;

/**
 * A font that keeps the words it has shaped (pdfkit shapes text a word at a time). Shaping a word (OpenType
 * substitutions and positions) was most of a document's drawing time, and documents repeat most words: labels, terms,
 * the letterhead. pdfkit scales the positions of the run it is given in place, so each call gets its own copy of them;
 * the run keeps its prototype (pdfkit reads its `advanceWidth` getter).
 */
function keepingShapedWords(font: Font): Font {
  const shaped = new Map<string, GlyphRun>();
  const copy = (run: GlyphRun): GlyphRun =>
    Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run, {
      positions: run.positions.map((position) => ({ ...position })),
    });
  const layout = (text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features);
    const run = shaped.get(text) ?? font.layout(text);
    // A Map keeps its order of insertion: the word moves to the end, the first is the least recently used.
    shaped.delete(text);
    shaped.set(text, run);
    if (shaped.size > SHAPED_WORDS_KEPT) shaped.delete(shaped.keys().next().value!);
    return copy(run);
  };
  return new Proxy(font, { get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)) });
}

let fonts: Promise<{ regular: Font; bold: Font }> | null = null;

/**
 * The documents' fonts, read and parsed once per thread, with the first document (fontkit is not loaded at the
 * server's start, as pdfkit is not: decision 127). Parsing DejaVu's tables again for each document took a third of its
 * drawing time. The built-in PDF fonts have no Polish letters; DejaVu Sans has them all.
 */
export function pdfFonts() {
  fonts ??= import('fontkit').then(({ create }) => {
    const open = (file: string) => keepingShapedWords(create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))));
    return { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  });
  return fonts;
}
