import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import { UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { overdueRemindersMessage } from '@panel/domain';
import { useEffect, useRef } from 'react';
import classes from './RemindersWidget.module.css';

const TOASTER_ID = 'overdue-reminders';

/**
 * The overdue toaster (001 §4): a warning with the count that never times out; clicking it runs `onOpen`. Closed
 * by the user, it comes back only when more reminders fall due; it leaves with the dashboard.
 */
export function useOverdueToaster(count: number, onOpen: () => void): void {
  const dismissedAt = useRef(0);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });

  useEffect(() => {
    if (count < dismissedAt.current) dismissedAt.current = count;
    if (count === 0) {
      notifications.hide(TOASTER_ID);
      // hide() reports a close too; nothing was dismissed by the user.
      dismissedAt.current = 0;
      return;
    }
    if (count === dismissedAt.current) return;
    const toaster = {
      id: TOASTER_ID,
      color: 'orange.8',
      autoClose: false as const,
      withBorder: true,
      message: (
        <UnstyledButton className={classes.toaster} onClick={() => openRef.current()}>
          {overdueRemindersMessage(count)}
        </UnstyledButton>
      ),
      onClose: () => {
        dismissedAt.current = count;
      },
    };
    notifications.show(toaster);
    notifications.update(toaster);
  }, [count]);

  useEffect(
    () => () => {
      notifications.hide(TOASTER_ID);
    },
    [],
  );
}
