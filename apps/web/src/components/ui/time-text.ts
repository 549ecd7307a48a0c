import { typedSegments } from './typed-segments';

/** The text of a time field as the user types it, always 24-hour: '0830' → '08:30' (typed-segments.ts). */
export function typedTimeText(previous: string, next: string): string {
  return typedSegments(previous, next, ':', [2, 2]);
}

/** The form value of a written time: HH:mm for a time written with a one-digit hour too ('8:30' → '08:30'), else the text. */
export function timeValue(text: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : text;
}
