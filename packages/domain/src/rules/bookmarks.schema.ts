import { z } from '../z';
import { messages } from '../messages';
import { text } from './text';
import { BOOKMARK_NAME_MAX_LENGTH, BOOKMARK_URL_MAX_LENGTH, isValidHttpUrl, MAX_BOOKMARKS, withHttpPrefix } from './bookmarks';

export const bookmarkSchema = z.object({
  name: text({ error: messages.BOOKMARK_NAME_REQUIRED })
    .trim()
    .min(1, { error: messages.BOOKMARK_NAME_REQUIRED })
    .max(BOOKMARK_NAME_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR }),
  url: text({ error: messages.BOOKMARK_URL_REQUIRED })
    .trim()
    .min(1, { error: messages.BOOKMARK_URL_REQUIRED })
    .overwrite(withHttpPrefix)
    .max(BOOKMARK_URL_MAX_LENGTH, { error: messages.MAX_LENGTH_ERROR })
    .refine(isValidHttpUrl, { error: messages.BOOKMARK_URL_INVALID }),
});

/** Bookmarks live in a cookie; at most five. */
export const bookmarksSchema = z.array(bookmarkSchema).max(MAX_BOOKMARKS, { error: messages.BOOKMARK_LIMIT });
