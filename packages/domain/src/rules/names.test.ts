import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalizeName } from './names';

describe('name inputs: first letter upper, rest lower', () => {
  it.each([
    ['jan', 'Jan'],
    ['KOWALSKI', 'Kowalski'],
    ['kowalska-NOWAK', 'Kowalska-Nowak'],
    ['anna maria', 'Anna Maria'],
    ['łukasz', 'Łukasz'],
    ['ŻÓŁĆ-ŹDŹBŁO', 'Żółć-Źdźbło'],
    ['', ''],
    ['-jan', '-Jan'],
  ])('%s becomes %s', (input, output) => {
    expect(capitalizeName(input)).toBe(output);
  });

  it('property: applying it twice changes nothing more and keeps the length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-ZąćęłńóśźżĄĆĘŁŃÓŚŹŻ -]{0,20}$/), (name) => {
        const once = capitalizeName(name);
        expect(capitalizeName(once)).toBe(once);
        expect(once).toHaveLength(name.length);
      }),
    );
  });
});
