/** ASCII stand-ins for the Polish letters that Unicode does not decompose. */
const undecomposed: Record<string, string> = { ł: 'l', Ł: 'L' };

/**
 * `attachment` with the name twice: an ASCII fallback (Polish letters without diacritics) for old clients and the
 * exact UTF-8 name (RFC 6266 / RFC 8187) that browsers use.
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, (letter) => undecomposed[letter]!)
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
