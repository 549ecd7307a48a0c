import { z } from '../z';
import { messages } from '../messages';
import { reminderPayloadSchema } from '../rules/reminder';

/** Header of a state-changing call that may be retried: the same key answers with the first call's result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string({ error: messages.IDEMPOTENCY_KEY_INVALID })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: messages.IDEMPOTENCY_KEY_INVALID });

/** No call returns an unbounded list (GUIDE §9): a user keeps at most this many reminders. */
export const REMINDERS_MAX_COUNT = 100;

/** 001 §3 Reminder: reminderDate is an ISO date-time in UTC. */
export const reminderSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  reminderDate: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /partner/rest/reminders, soonest first. */
export const remindersResponseSchema = z.array(reminderSchema);

/** PUT and DELETE /partner/rest/reminders/{id}. */
export const reminderIdParamsSchema = z.object({
  id: z.coerce.number({ error: messages.NOT_FOUND }).int().min(1).max(2_147_483_647),
});

/** PUT /partner/rest/reminders/{id}: the payload may repeat the id of the path (001 §7). */
export const reminderUpdateSchema = reminderPayloadSchema.extend({ id: z.number().int().optional() });
export type ReminderUpdate = z.infer<typeof reminderUpdateSchema>;
