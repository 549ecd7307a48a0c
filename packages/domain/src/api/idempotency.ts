import { z } from '../z';
import { messages } from '../messages';

/** The key a client sends with a state-changing call (IDEMPOTENCY_KEY_HEADER): a retry answers with the first result. */
export const idempotencyKeySchema = z
  .string({ error: messages.IDEMPOTENCY_KEY_INVALID })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: messages.IDEMPOTENCY_KEY_INVALID });

/** Headers of such a call as the server reads them (lower-case names); the key is optional. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
