import { fileExtension } from '@panel/domain';

const startsWith = (content: Buffer, signature: readonly number[]) => signature.every((byte, i) => content[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Tab, line feed, form feed and carriage return. */
const textControls = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Text: valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(content: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return false;
  }
  return content.every((byte) => (byte >= 0x20 ? byte !== 0x7f : textControls.has(byte)));
}

const checks: Record<string, (content: Buffer) => boolean> = {
  pdf: (c) => startsWith(c, PDF),
  png: (c) => startsWith(c, PNG),
  jpg: (c) => startsWith(c, JPEG),
  jpeg: (c) => startsWith(c, JPEG),
  tif: (c) => startsWith(c, TIFF_LE) || startsWith(c, TIFF_BE),
  tiff: (c) => startsWith(c, TIFF_LE) || startsWith(c, TIFF_BE),
  doc: (c) => startsWith(c, OLE),
  docx: (c) => startsWith(c, ZIP) || startsWith(c, OLE),
  odt: (c) => startsWith(c, ZIP),
  txt: isPlainText,
};

/** The content kind the file's name promises, when its first bytes keep that promise; null otherwise. */
export function detectContentKind(name: string, content: Buffer): string | null {
  const extension = fileExtension(name);
  const check = checks[extension];
  return check?.(content) ? extension : null;
}
