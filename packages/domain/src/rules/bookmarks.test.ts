import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { canAddBookmark, isValidHttpUrl, MAX_BOOKMARKS, toBookmark, withHttpPrefix } from './bookmarks';
import { bookmarkSchema, bookmarksSchema } from './bookmarks.schema';

describe('bookmarks', () => {
  it("name is required ('Nazwa strony nie może być pusta.') and the address too ('Adres nie może być pusty.')", () => {
    expect(fieldErrors(bookmarkSchema, { name: ' ', url: '' })).toEqual({
      name: 'Nazwa strony nie może być pusta.',
      url: 'Adres nie może być pusty.',
    });
  });

  it.each([
    ['example.pl', 'http://example.pl'],
    ['  www.example.pl/a ', 'http://www.example.pl/a'],
    ['https://example.pl', 'https://example.pl'],
    ['HTTP://example.pl', 'HTTP://example.pl'],
    ['', ''],
  ])('adds the http prefix: %j becomes %j', (url, withPrefix) => {
    expect(withHttpPrefix(url)).toBe(withPrefix);
  });

  it('stores the address with its prefix', () => {
    expect(bookmarkSchema.parse({ name: 'Pogoda', url: 'pogoda.pl' })).toEqual({ name: 'Pogoda', url: 'http://pogoda.pl' });
  });

  it.each([
    ['http://example.pl', true],
    ['https://sub.example.com.pl:8443/a/b?c=d#e', true],
    ['http://localhost:3000', true],
    ['https://zażółć.pl', true],
    ['ftp://example.pl', false],
    ['javascript:alert(1)', false],
    ['http://example', false],
    ['http://exa mple.pl', false],
    ['http://-example.pl', false],
    ['http://', false],
  ])('%s is a valid http(s) URL: %s', (url, valid) => {
    expect(isValidHttpUrl(url)).toBe(valid);
  });

  it('refuses an address that is not a valid URL even after the prefix', () => {
    expect(fieldErrors(bookmarkSchema, { name: 'Zła', url: 'nie adres' })).toEqual({ url: messages.BOOKMARK_URL_INVALID });
    expect(fieldErrors(bookmarkSchema, { name: 'Zła', url: 'ftp://example.pl' })).toEqual({ url: messages.BOOKMARK_URL_INVALID });
  });

  it('allows at most 5', () => {
    expect(MAX_BOOKMARKS).toBe(5);
    expect(canAddBookmark(4)).toBe(true);
    expect(canAddBookmark(5)).toBe(false);
    const bookmark = { name: 'A', url: 'http://a.pl' };
    expect(fieldErrors(bookmarksSchema, Array(5).fill(bookmark))).toEqual({});
    expect(fieldErrors(bookmarksSchema, Array(6).fill(bookmark))).toEqual({ '': messages.BOOKMARK_LIMIT });
  });

  it.each([
    ['Bank', 'example.pl'],
    ['  Bank  ', 'https://www.example.pl/a?b=1'],
    ['', 'example.pl'],
    ['Bank', ''],
    ['Bank', 'not a url'],
    ['Bank', 'javascript:alert(1)'],
    ['x'.repeat(101), 'example.pl'],
    ['Bank', `example.pl/${'a'.repeat(500)}`],
    [42, 'example.pl'],
    ['Bank', null],
  ])('a saved bookmark %j %j is read back exactly when the dialog would accept it', (name, url) => {
    const parsed = bookmarkSchema.safeParse({ name, url });
    expect(toBookmark(name, url)).toEqual(parsed.success ? parsed.data : null);
  });
});
