import { z } from '../z';
import { messages } from '../messages';
import { reminderPayloadSchema } from '../rules/reminder.schema';

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
