import type { z } from '../z';

/** Test helper: the first message per field path ('' for the value itself); {} when the input passes. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}
