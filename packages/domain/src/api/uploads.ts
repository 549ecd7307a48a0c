import { z } from '../z';
import { messages } from '../messages';
import { text } from '../rules/text';

/** POST /partner/rest/upload answers JSON (decision 050) instead of the original's servlet text in markers. */
export const uploadedFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * The form (draft) the upload belongs to: its queue limits are counted per user and draft. The browser names the file
 * (`id`, a random UUID) before sending it, so a removal can name a file whose answer has not arrived (decision 134).
 */
export const uploadQuerySchema = z.object({
  draftId: text({ error: messages.MALFORMED_REQUEST }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: messages.MALFORMED_REQUEST }),
  id: z.uuid({ error: messages.MALFORMED_REQUEST }),
});

export const uploadIdParamsSchema = z.object({ id: z.uuid({ error: messages.NOT_FOUND }) });

/** Links of an uploaded file to what uses it: the flows that take attachments. */
export const uploadOwnerTypes = ['CASE', 'COMPLAINT', 'RESIGNATION', 'RENEWAL', 'SALE'] as const;
export type UploadOwnerType = (typeof uploadOwnerTypes)[number];
