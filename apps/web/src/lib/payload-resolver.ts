import type { z } from '@panel/domain';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { requiredFieldError } from './forms';
import { HttpError } from './http';

/**
 * A form resolver for forms whose fields differ from the call's payload: the payload built from the fields is checked
 * against the shared schema, and each error lands on the field named in `fieldOf` (or on the field of the same name).
 */
export function payloadResolver<F extends FieldValues>(
  schema: z.ZodType,
  toPayload: (fields: F) => unknown,
  fieldOf: Readonly<Record<string, Path<F>>> = {},
): Resolver<F> {
  return (values) => {
    const parsed = schema.safeParse(toPayload(values), { error: requiredFieldError });
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? 'root');
      errors[fieldOf[path] ?? path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/** Puts a refused call's field errors on the form's fields, or its message above the form; the fields stay filled. */
export function showServerErrors<F extends FieldValues>(
  form: UseFormReturn<F>,
  failure: unknown,
  fieldOf: Readonly<Record<string, Path<F>>>,
): void {
  if (!(failure instanceof HttpError)) throw failure;
  const fields = Object.entries(failure.fieldErrors).filter(([path]) => fieldOf[path]);
  for (const [path, message] of fields) form.setError(fieldOf[path]!, { message });
  if (fields.length === 0) form.setError('root', { message: failure.message });
}
