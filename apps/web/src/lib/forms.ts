/**
 * The form kit: every form of the panel validates with a zod resolver (`zodResolver`, or `payloadResolver` where the
 * fields differ from the call's payload) reading empty fields as required (`requiredFieldError`), and puts a refused
 * call's errors back on its fields with `showServerErrors` (or `setServerFieldErrors` where the rest goes elsewhere).
 */
import { messages, type z } from '@panel/domain';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { HttpError } from './http';

/** Zod error map for forms: an empty or missing field reads "Pole jest wymagane". */
export const requiredFieldError: z.core.$ZodErrorMap = (issue) => {
  const empty = issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  return empty || missing ? messages.REQUIRED_VALIDATION_ERROR : undefined;
};

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

/**
 * Which field of the form shows the server's error at a path of the call's payload: a map (paths it does not name have
 * no field), the fields named like the payload, or a function.
 */
export type ServerFieldOf<F extends FieldValues> =
  | Readonly<Record<string, Path<F>>>
  | readonly Path<F>[]
  | ((path: string) => Path<F> | undefined);

function fieldAt<F extends FieldValues>(fieldOf: ServerFieldOf<F>, path: string): Path<F> | undefined {
  if (typeof fieldOf === 'function') return fieldOf(path);
  if (Array.isArray(fieldOf)) return fieldOf.find((field) => field === path);
  return (fieldOf as Readonly<Record<string, Path<F>>>)[path];
}

/**
 * Puts a refused call's field errors on the form's fields (what was typed stays); answers the fields it set. Anything
 * but a refusal (an `HttpError`) is thrown on.
 */
export function setServerFieldErrors<F extends FieldValues>(form: UseFormReturn<F>, failure: unknown, fieldOf: ServerFieldOf<F>): Path<F>[] {
  if (!(failure instanceof HttpError)) throw failure;
  const set: Path<F>[] = [];
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    const field = fieldAt(fieldOf, path);
    if (field === undefined) continue;
    form.setError(field, { message });
    set.push(field);
  }
  return set;
}

/**
 * Puts a refused call's field errors on the form's fields, or, when none of them is a field's, its message at
 * `messageAt`: above the form (the root error) unless the form has a single field that speaks for it.
 */
export function showServerErrors<F extends FieldValues>(
  form: UseFormReturn<F>,
  failure: unknown,
  fieldOf: ServerFieldOf<F>,
  messageAt: Path<F> | 'root' = 'root',
): void {
  if (!(failure instanceof HttpError)) throw failure;
  if (setServerFieldErrors(form, failure, fieldOf).length === 0) form.setError(messageAt, { message: failure.message });
}
