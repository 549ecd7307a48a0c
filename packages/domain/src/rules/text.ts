import { z } from '../z';
import { messages } from '../messages';

/**
 * What no text field accepts: control characters (C0, DEL, C1), NUL among them, and UTF-16 surrogates that are not
 * part of a pair (with the u flag a valid pair is one code point, never \p{Cs}). Neither PostgreSQL text nor its
 * JSON can hold NUL or a lone surrogate; the other controls are invisible and only ever arrive by accident or attack.
 */
const ONE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** A text area also keeps tabs and line breaks. */
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

export interface TextOptions {
  /** A text area: tab, line feed and carriage return allowed. */
  multiline?: boolean;
  /** The message when the value is not a string at all. */
  error?: string;
}

/** The one string schema of every request field: any other string rule is chained onto it. */
export function text({ multiline = false, error }: TextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    .regex(multiline ? MULTI_LINE : ONE_LINE, { error: messages.FORBIDDEN_CHARACTERS });
}
