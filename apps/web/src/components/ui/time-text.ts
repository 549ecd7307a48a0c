/**
 * The text of a time field as the user types it, always 24-hour: digits fill the hours and minutes, a colon is put
 * after complete hours while typing forward ('0830' → '08:30'), a doubled colon is dropped; other text is left alone,
 * so that the form's rules report it.
 */
export function typedTimeText(previous: string, next: string): string {
  if (!/^[\d:]*$/.test(next)) return next;
  const parts = ['', ''];
  let index = 0;
  for (const char of next) {
    if (char === ':') {
      if (index === 0 && parts[0] !== '') index = 1;
    } else {
      if (index === 0 && parts[0]!.length === 2) index = 1;
      if (index === 0 || parts[1]!.length < 2) parts[index] += char;
    }
  }
  const text = parts.slice(0, index + 1).join(':');
  const forward = next.length > previous.length;
  return forward && index === 0 && parts[0]!.length === 2 ? `${text}:` : text;
}

/** The form value of a written time: HH:mm for a time written with a one-digit hour too ('8:30' → '08:30'), else the text. */
export function timeValue(text: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : text;
}
