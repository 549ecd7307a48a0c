import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { hostileStrings } from '../testing/hostileText';
import { text } from './text';

const oneLine = text();
const textArea = text({ multiline: true });
const messageOf = (schema: typeof oneLine, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text: the one string rule of every request field', () => {
  it.each(hostileStrings)('refuses %j in a one-line field and in a text area', (value) => {
    expect(messageOf(oneLine, value)).toBe(messages.FORBIDDEN_CHARACTERS);
    expect(messageOf(textArea, value)).toBe(messages.FORBIDDEN_CHARACTERS);
  });

  it.each(['a\tb', 'a\nb', 'a\r\nb'])('keeps tabs and line breaks (%j) for a text area only', (value) => {
    expect(messageOf(textArea, value)).toBeUndefined();
    expect(messageOf(oneLine, value)).toBe(messages.FORBIDDEN_CHARACTERS);
  });

  it.each(['', 'Zażółć gęślą jaźń', 'Łódź\u00a0ul. Piotrkowska 1', 'emoji 😀 w parze', "O'Brien-Kowalska", '\u200d\ufeff'])('accepts %j', (value) => {
    expect(messageOf(oneLine, value)).toBeUndefined();
  });

  it('accepts any well-formed text without control characters', () => {
    const printable = fc.string({ unit: 'grapheme' }).filter((value) => !/\p{Cc}/u.test(value));
    fc.assert(fc.property(printable, (value) => messageOf(oneLine, value) === undefined && messageOf(textArea, value) === undefined));
  });

  it('refuses any text with a control character other than a text area’s tab and line breaks, wherever it stands', () => {
    const control = fc.integer({ min: 0, max: 0x9f }).filter((code) => code < 0x20 || code >= 0x7f).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, char, after) => {
        const value = `${before}${char}${after}`;
        const areaAllows = /^[\t\n\r]$/.test(char) && !/[\p{Cc}\p{Cs}]/u.test(`${before}${after}`.replace(/[\t\n\r]/g, ''));
        return messageOf(oneLine, value) === messages.FORBIDDEN_CHARACTERS && (messageOf(textArea, value) === undefined) === areaAllows;
      }),
    );
  });

  it('refuses a surrogate half standing alone anywhere, and keeps a pair', () => {
    const half = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), half, (rest, lone) => messageOf(oneLine, `${rest}${lone}`) === messages.FORBIDDEN_CHARACTERS));
    expect(messageOf(oneLine, '\ud83d\ude00')).toBeUndefined();
  });

  it('says so in Polish when the value is not text at all, with the message the field asks for', () => {
    expect(messageOf(text({ error: messages.REQUIRED_VALIDATION_ERROR }), 42)).toBe(messages.REQUIRED_VALIDATION_ERROR);
  });
});
