import { messages, type z } from '@panel/domain';

/** Zod error map for forms: an empty or missing field reads "Pole jest wymagane". */
export const requiredFieldError: z.core.$ZodErrorMap = (issue) => {
  const empty = issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  return empty || missing ? messages.REQUIRED_VALIDATION_ERROR : undefined;
};
