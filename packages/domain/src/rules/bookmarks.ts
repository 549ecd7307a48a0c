export const MAX_BOOKMARKS = 5;
export const BOOKMARK_NAME_MAX_LENGTH = 100;
export const BOOKMARK_URL_MAX_LENGTH = 500;

export interface Bookmark {
  name: string;
  url: string;
}

/** The http prefix is added when the address has no http:// or https:// of its own. */
export function withHttpPrefix(url: string): string {
  const trimmed = url.trim();
  return trimmed === '' || /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

const hostLabel = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const httpUrlPattern = new RegExp(
  String.raw`^https?://(?:localhost|(?:${hostLabel}\.)+\p{L}{2,})(?::\d{1,5})?(?:[/?#]\S*)?$`,
  'iu',
);

/** http(s) address of a host name with a dot (or localhost), an optional port and path, no spaces. */
export function isValidHttpUrl(url: string): boolean {
  return httpUrlPattern.test(url);
}

export function canAddBookmark(count: number): boolean {
  return count < MAX_BOOKMARKS;
}

/** A saved bookmark read back (from the cookie): the same rules as the add dialog, without its messages. */
export function toBookmark(name: unknown, url: unknown): Bookmark | null {
  if (typeof name !== 'string' || typeof url !== 'string') return null;
  const trimmedName = name.trim();
  const fullUrl = withHttpPrefix(url);
  const valid =
    trimmedName.length >= 1 &&
    trimmedName.length <= BOOKMARK_NAME_MAX_LENGTH &&
    fullUrl.length >= 1 &&
    fullUrl.length <= BOOKMARK_URL_MAX_LENGTH &&
    isValidHttpUrl(fullUrl);
  return valid ? { name: trimmedName, url: fullUrl } : null;
}
