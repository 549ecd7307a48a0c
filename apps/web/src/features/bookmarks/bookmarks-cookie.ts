import { MAX_BOOKMARKS, toBookmark, type Bookmark } from '@panel/domain';

const ONE_YEAR_S = 365 * 24 * 3600;
/** Browsers keep about 4 KB per cookie. */
export const BOOKMARKS_COOKIE_MAX_LENGTH = 3800;

/** 001 §7: bookmarks live in a browser cookie, one per user of the browser. */
export function bookmarksCookieName(login: string): string {
  return `luAgent.bookmarks.${encodeURIComponent(login)}`;
}

export function encodeBookmarks(bookmarks: readonly Bookmark[]): string {
  return encodeURIComponent(JSON.stringify(bookmarks.map(({ name, url }) => [name, url])));
}

/** The saved bookmarks; an unreadable cookie gives an empty list, and only valid entries (at most 5) are kept. */
export function readBookmarks(login: string, cookies: string = document.cookie): Bookmark[] {
  const prefix = `${bookmarksCookieName(login)}=`;
  const raw = cookies.split('; ').find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length);
  if (!raw) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(decodeURIComponent(raw));
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries
    .map((entry: unknown) => {
      const [name, url]: unknown[] = Array.isArray(entry) ? entry : [];
      return toBookmark(name, url);
    })
    .filter((bookmark) => bookmark !== null)
    .slice(0, MAX_BOOKMARKS);
}

export function writeBookmarks(login: string, bookmarks: readonly Bookmark[]): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${bookmarksCookieName(login)}=${encodeBookmarks(bookmarks)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
