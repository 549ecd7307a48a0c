import { z } from '../z';
import { messages } from '../messages';
import { NOTE_MAX_LENGTH } from './note';

/** POST /partner/rest/notes: free text of at most 2000 characters; empty clears the note. */
export const noteSchema = z.string().max(NOTE_MAX_LENGTH, { error: messages.NOTE_MAX_LENGTH_ERROR });
