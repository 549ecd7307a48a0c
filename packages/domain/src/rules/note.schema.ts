import { messages } from '../messages';
import { NOTE_MAX_LENGTH } from './note';
import { text } from './text';

/** POST /partner/rest/notes: free text of at most 2000 characters; empty clears the note. */
export const noteSchema = text({ multiline: true }).max(NOTE_MAX_LENGTH, { error: messages.NOTE_MAX_LENGTH_ERROR });
