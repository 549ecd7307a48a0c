/** Test data: text no field accepts. NUL, lone surrogates of both halves, C0 controls, DEL and C1 controls. */
export const hostileStrings = ['a\u0000b', 'Kowalski\ud800', '\udc00Nowak', 'a\u0001b', 'a\u0007b', 'a\u000bb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb'];
