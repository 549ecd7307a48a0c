import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, GlyphRun } from 'fontkit';

const require = createRequire(import.meta.url);

/** How many shaped words and lines each font keeps: a document's few thousand, with room for the next ones. */
const SHAPED_RUNS_KEPT = 20_000;

/**
 * A font whose shaped text is kept. Shaping a word (OpenType substitutions and positions) was most of a document's
 * drawing time, and documents repeat most words: labels, terms, the letterhead. pdfkit scales the positions of the run
 * it is given in place, so each call gets its own copy of them; the run keeps its prototype (pdfkit reads its
 * `advanceWidth` getter).
 */
function keepingShapedText(font: Font): Font {
  const shaped = new Map<string, GlyphRun>();
  const copy = (run: GlyphRun): GlyphRun =>
    Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run, {
      positions: run.positions.map((position) => ({ ...position })),
    });
  const layout = (text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      run = font.layout(text);
      if (shaped.size >= SHAPED_RUNS_KEPT) shaped.delete(shaped.keys().next().value!);
      shaped.set(text, run);
    }
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
    const open = (file: string) => keepingShapedText(create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))));
    return { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  });
  return fonts;
}
