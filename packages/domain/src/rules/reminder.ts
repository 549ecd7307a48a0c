import { fillMessage, messages } from '../messages';
import { HOUR_MS, instantInPoland, isIsoDate } from '../calendar';

export const REMINDER_MIN_LENGTH = 3;
export const REMINDER_MAX_LENGTH = 140;
export const REMINDER_LIST_TEXT_LENGTH = 25;
export const REMINDER_CHECK_INTERVAL_MS = 30_000;

export const reminderTextErrorCodes = ['INSANE_TEXT_ERROR', 'MIN_TEXT_ERROR', 'MAX_TEXT_ERROR'] as const;
export type ReminderTextErrorCode = (typeof reminderTextErrorCodes)[number];

/** Markup that could run as code when shown: angle brackets, javascript: links, on…= event handlers (oncut= and longer). */
export function isUnsafeText(text: string): boolean {
  return /[<>]|javascript\s*:|\bon[a-z]{3,}\s*=/i.test(text);
}

/** The first rule a reminder text breaks: unsafe markup, under three characters, over 140. */
export function reminderTextError(text: string): ReminderTextErrorCode | null {
  const trimmed = text.trim();
  if (isUnsafeText(trimmed)) return 'INSANE_TEXT_ERROR';
  if (trimmed.length < REMINDER_MIN_LENGTH) return 'MIN_TEXT_ERROR';
  if (trimmed.length > REMINDER_MAX_LENGTH) return 'MAX_TEXT_ERROR';
  return null;
}

/** The instant of the popup's day and time in Poland; null when either is malformed. */
export function reminderDateTime(day: string, actionTime: string): Date | null {
  return isIsoDate(day) && /^([01]\d|2[0-3]):([0-5]\d)$/.test(actionTime) ? instantInPoland(day, actionTime) : null;
}

/** Overdue when the reminder's date-time is at or before now. */
export function isOverdue(reminderDate: Date, now: Date): boolean {
  return reminderDate.getTime() <= now.getTime();
}

/** The "+1H" action: one hour from now. */
export function plusOneHour(now: Date): Date {
  return new Date(now.getTime() + HOUR_MS);
}

/** The list shows the first 25 characters, with an ellipsis when text was cut. */
export function truncateReminder(text: string): string {
  return text.length > REMINDER_LIST_TEXT_LENGTH ? `${text.slice(0, REMINDER_LIST_TEXT_LENGTH).trimEnd()}…` : text;
}

/** 'Masz N zaległe przypomnienia' with the Polish plural of N. */
export function overdueRemindersMessage(count: number): string {
  if (count === 1) return messages.REMINDERS_OVERDUE_ONE;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  const few = lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14);
  return fillMessage(few ? messages.REMINDERS_OVERDUE_FEW : messages.REMINDERS_OVERDUE_MANY, { count });
}
