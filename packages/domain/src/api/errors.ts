import { z } from '../z';

/**
 * Body of every 4xx/5xx answer. `fieldErrors` maps a payload path ("phone", "owner.pesel") to the Polish message
 * that belongs at that field.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
