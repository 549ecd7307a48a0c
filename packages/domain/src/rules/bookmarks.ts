import { z } from '../z';
import { messages } from '../messages';

export const MAX_BOOKMARKS = 5;

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

export const bookmarkSchema = z.object({
  name: z
    .string({ error: messages.BOOKMARK_NAME_REQUIRED })
    .trim()
    .min(1, { error: messages.BOOKMARK_NAME_REQUIRED })
    .max(100, { error: messages.MAX_LENGTH_ERROR }),
  url: z
    .string({ error: messages.BOOKMARK_URL_REQUIRED })
    .trim()
    .min(1, { error: messages.BOOKMARK_URL_REQUIRED })
    .overwrite(withHttpPrefix)
    .max(500, { error: messages.MAX_LENGTH_ERROR })
    .refine(isValidHttpUrl, { error: messages.BOOKMARK_URL_INVALID }),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** Bookmarks live in a cookie; at most five. */
export const bookmarksSchema = z.array(bookmarkSchema).max(MAX_BOOKMARKS, { error: messages.BOOKMARK_LIMIT });
