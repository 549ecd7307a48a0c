import { z } from '../z';
import { messages } from '../messages';

export const NOTE_MAX_LENGTH = 2000;
/** How long the note's save label stays (000 §9). */
export const NOTE_SAVED_LABEL_MS = 1500;

/** POST /partner/rest/notes: free text of at most 2000 characters; empty clears the note. */
export const noteSchema = z.string().max(NOTE_MAX_LENGTH, { error: messages.NOTE_MAX_LENGTH_ERROR });
