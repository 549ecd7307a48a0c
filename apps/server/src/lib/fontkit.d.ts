/** The part of fontkit's API the PDF fonts use (the package ships no types; pdfkit draws with it). */
declare module 'fontkit' {
  interface GlyphRun {
    glyphs: object[];
    positions: object[];
  }
  interface Font {
    layout(text: string, features?: unknown): GlyphRun;
  }
  function create(buffer: Uint8Array, postscriptName?: string): Font;
}
