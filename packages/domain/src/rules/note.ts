import { messages } from '../messages';

export const NOTE_MAX_LENGTH = 2000;
/** How long the note's save label stays (000 §9). */
export const NOTE_SAVED_LABEL_MS = 1500;

/** The note's length message, or null: free text of at most 2000 characters; empty clears the note. */
export function noteLengthError(text: string): string | null {
  return text.length > NOTE_MAX_LENGTH ? messages.NOTE_MAX_LENGTH_ERROR : null;
}
