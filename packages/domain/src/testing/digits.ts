import fc from 'fast-check';

/** Test helpers for check-digit properties. */
export const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** The nine digits other than the last one of `value`. */
export const otherDigits = (value: string) => [...'0123456789'.replace(value.slice(-1), '')];

export const withLastDigit = (value: string, digit: string) => `${value.slice(0, -1)}${digit}`;
