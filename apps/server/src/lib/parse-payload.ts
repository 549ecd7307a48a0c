import { messages, type z } from '@panel/domain';
import { HttpError } from './errors';

/** Checks a payload against rules that depend on the day; every broken rule lands at its field (400). */
export function parsePayload<T>(schema: z.ZodType<T>, body: unknown, rename: Record<string, string> = {}): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || '_';
    fieldErrors[rename[path] ?? path] ??= issue.message;
  }
  throw new HttpError(400, Object.values(fieldErrors)[0] ?? messages.MALFORMED_REQUEST, fieldErrors);
}
