import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing/fieldErrors';
import { noteSchema } from './note';

describe('note', () => {
  it("allows 2000 characters and refuses more with 'Maksymalna liczba znaków: 2000'", () => {
    expect(fieldErrors(noteSchema, 'ą'.repeat(2000))).toEqual({});
    expect(fieldErrors(noteSchema, '')).toEqual({});
    expect(fieldErrors(noteSchema, 'a'.repeat(2001))).toEqual({ '': 'Maksymalna liczba znaków: 2000' });
  });
});
