import { z } from '../z';
import { messages } from '../messages';
import { requiredIsoDate, requiredText } from './fields';
import { reminderTextError } from './reminder';

export const reminderMessageSchema = requiredText().superRefine((text, ctx) => {
  const code = reminderTextError(text);
  if (code) ctx.addIssue({ code: 'custom', message: messages[code], params: { code } });
});

/** Reminder popup: day (yyyy-MM-dd), time (HH:mm) and message required. */
export const reminderFormSchema = z.object({
  day: requiredIsoDate(),
  actionTime: requiredText().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: messages.TIME_INVALID_ERROR }),
  message: reminderMessageSchema,
});
export type ReminderForm = z.infer<typeof reminderFormSchema>;

/** POST and PUT /partner/rest/reminders: the date-time with its offset, and the message. */
export const reminderPayloadSchema = z.object({
  reminderDate: z.iso.datetime({ offset: true, error: messages.DATE_INVALID_ERROR }),
  message: reminderMessageSchema,
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;
