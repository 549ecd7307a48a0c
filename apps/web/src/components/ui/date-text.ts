import { formatIsoDateForDisplay, isIsoDate } from '@panel/domain';
import { typedSegments } from './typed-segments';

/** What a date field shows for a form value: dd.MM.yyyy for a yyyy-MM-dd date, other text as it is. */
export const dateText = formatIsoDateForDisplay;

/**
 * The form value of what the user wrote: yyyy-MM-dd for a real date written dd.MM.yyyy (one-digit day or month too)
 * or yyyy-MM-dd, else the text itself, so that the form's rules report it as malformed.
 */
export function dateValue(text: string): string {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  if (!match) return text;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : text;
}

/**
 * The text as the user types it: digits fill day, month and year, a dot is put after a complete day or month while
 * typing forward ('24112026' → '24.11.2026'), a doubled dot is dropped. A pasted yyyy-MM-dd date becomes dd.MM.yyyy;
 * any other text is left alone.
 */
export function typedDateText(previous: string, next: string): string {
  if (isIsoDate(next.trim())) return dateText(next.trim());
  return typedSegments(previous, next, '.', [2, 2, 4]);
}
