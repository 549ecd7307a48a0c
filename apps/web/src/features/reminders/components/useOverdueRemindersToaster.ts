import { isOverdue, REMINDER_CHECK_INTERVAL_MS } from '@panel/domain';
import { useNow } from '../../../lib/use-now';
import { useReminders } from '../api/get-reminders';
import { useOverdueToaster } from './useOverdueToaster';

/**
 * The overdue toaster of the dashboard (001 §4), counted again every 30 s. It lives beside the reminders widget, not
 * in it: the widget mounts only when scrolled to, the toaster must show at once. `onOpen` leads to the widget.
 * Returns whether the reminders are known (loaded or failed): until then the page cannot tell if the toast will show.
 */
export function useOverdueRemindersToaster(onOpen: () => void): boolean {
  const reminders = useReminders();
  const now = useNow(REMINDER_CHECK_INTERVAL_MS);
  const count = (reminders.data ?? []).filter((reminder) => isOverdue(new Date(reminder.reminderDate), now)).length;
  useOverdueToaster(count, onOpen);
  return !reminders.isPending;
}
