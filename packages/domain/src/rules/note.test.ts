import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing/fieldErrors';
import { noteLengthError } from './note';
import { noteSchema } from './note.schema';

describe('note', () => {
  it("allows 2000 characters and refuses more with 'Maksymalna liczba znaków: 2000'", () => {
    expect(fieldErrors(noteSchema, 'ą'.repeat(2000))).toEqual({});
    expect(fieldErrors(noteSchema, '')).toEqual({});
    expect(fieldErrors(noteSchema, 'a'.repeat(2001))).toEqual({ '': 'Maksymalna liczba znaków: 2000' });
  });

  it('the browser check gives the same verdict and message as the schema', () => {
    for (const text of ['', 'ą'.repeat(2000), 'a'.repeat(2001), 'x'.repeat(5000)]) {
      const schemaError = fieldErrors(noteSchema, text)[''] ?? null;
      expect(noteLengthError(text)).toBe(schemaError);
    }
  });
});
