import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import { ActionIcon, Button, Loader } from '@mantine/core';
import {
  formatDate,
  formatTime,
  isOverdue,
  messages,
  plusOneHour,
  REMINDER_CHECK_INTERVAL_MS,
  truncateReminder,
  type Reminder,
} from '@panel/domain';
import { lazy, Suspense, useState } from 'react';
import { HttpError } from '../../../lib/http';
import { uiMessages } from '../../../lib/ui-messages';
import { useNow } from '../../../lib/use-now';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/get-reminders';
import { useUpdateReminder } from '../api/update-reminder';
import classes from './RemindersWidget.module.css';
import { IconPencil, IconX } from '../../../components/ui/icons';

const ReminderDialog = lazy(() => import('./ReminderDialog').then((m) => ({ default: m.ReminderDialog })));

const when = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;

/** Reminders: the list with overdue ones marked (rechecked every 30 s), the popup and '+1H'. */
export function RemindersWidget() {
  const reminders = useReminders();
  const now = useNow(REMINDER_CHECK_INTERVAL_MS);
  const [editing, setEditing] = useState<Reminder | null | undefined>(undefined);
  const dialogNeeded = useOpenedOnce(editing !== undefined);
  const [actionError, setActionError] = useState<string | null>(null);
  const update = useUpdateReminder();
  const remove = useDeleteReminder();

  const list = (reminders.data ?? []).map((reminder) => {
    const date = new Date(reminder.reminderDate);
    return { reminder, date, overdue: isOverdue(date, now) };
  });

  async function postpone(reminder: Reminder) {
    setActionError(null);
    try {
      await update.mutateAsync({ id: reminder.id, payload: { message: reminder.message, reminderDate: plusOneHour(new Date()).toISOString() } });
    } catch (failure) {
      if (!(failure instanceof HttpError)) throw failure;
      setActionError(failure.message);
    }
  }

  return (
    <div className={classes.widget}>
      {reminders.isPending && (
        <div role="status" className={classes.status}>
          <Loader size="sm" aria-hidden /> {uiMessages.LOADING}
        </div>
      )}
      {actionError && <p role="alert" className={classes.error}>{actionError}</p>}
      {reminders.isSuccess && list.length === 0 && <p className={classes.empty}>{messages.REMINDERS_EMPTY}</p>}
      {list.length > 0 && (
        <ul className={classes.list}>
          {list.map(({ reminder, date, overdue }) => (
            <li key={reminder.id} className={overdue ? `${classes.item} ${classes.overdue}` : classes.item}>
              <div className={classes.text}>
                <time dateTime={reminder.reminderDate} className={classes.date}>
                  {when(date)}
                  {overdue && <span className={classes.badge}>zaległe</span>}
                </time>
                <span title={reminder.message}>{truncateReminder(reminder.message)}</span>
              </div>
              <div className={classes.actions}>
                {overdue && (
                  <Button
                    size="compact-xs"
                    color="red.9"
                    aria-label={`+1H – przesuń o godzinę od teraz: ${reminder.message}`}
                    onClick={() => void postpone(reminder)}
                  >
                    +1H
                  </Button>
                )}
                <ActionIcon variant="subtle" size="sm" aria-label={`Edytuj przypomnienie: ${reminder.message}`} onClick={() => setEditing(reminder)}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="sm"
                  aria-label={`Usuń przypomnienie: ${reminder.message}`}
                  onClick={() => remove.mutate(reminder.id)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button size="xs" variant="light" className={classes.add} onClick={() => setEditing(null)}>
        Dodaj przypomnienie
      </Button>
      {dialogNeeded && (
        <Suspense fallback={null}>
          <ReminderDialog reminder={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
