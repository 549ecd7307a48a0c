/**
 * Digits typed into a field of fixed-width numbers between separators (a date's day, month and year, a time's hours
 * and minutes): a number that is complete moves on to the next, the separator is put after it while typing forward, a
 * doubled separator is dropped, and digits past the last number's width are left out. Text with anything else but
 * digits and the separator is given back as it is, so that the form's rules report it.
 */
export function typedSegments(previous: string, next: string, separator: string, widths: readonly number[]): string {
  if (![...next].every((char) => char === separator || (char >= '0' && char <= '9'))) return next;
  const last = widths.length - 1;
  const parts = widths.map(() => '');
  let index = 0;
  for (const char of next) {
    if (char === separator) {
      if (index < last && parts[index] !== '') index += 1;
    } else {
      if (index < last && parts[index]!.length === widths[index]) index += 1;
      if (parts[index]!.length < widths[index]!) parts[index] += char;
    }
  }
  const text = parts.slice(0, index + 1).join(separator);
  const forward = next.length > previous.length;
  return forward && index < last && parts[index]!.length === widths[index] ? `${text}${separator}` : text;
}
