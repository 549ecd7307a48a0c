import { overdueRemindersMessage } from '@panel/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { toasts } from '../../../components/ui/toaster/toasts';
import classes from './RemindersWidget.module.css';

const TOASTER_ID = 'overdue-reminders';

/**
 * The overdue toaster (001 §4): a warning with the count that never times out; clicking it runs `onOpen`. Closed
 * by the user, it comes back only when more reminders fall due; it leaves with the dashboard. Shown before the browser
 * paints (a layout effect), so it comes in the same frame as what the page reveals once the reminders are known.
 */
export function useOverdueToaster(count: number, onOpen: () => void): void {
  const dismissedAt = useRef(0);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });

  useLayoutEffect(() => {
    if (count < dismissedAt.current) dismissedAt.current = count;
    if (count === 0) {
      toasts.hide(TOASTER_ID);
      return;
    }
    if (count === dismissedAt.current) return;
    toasts.show({
      id: TOASTER_ID,
      tone: 'warning',
      message: (
        <button type="button" className={classes.toaster} onClick={() => openRef.current()}>
          {overdueRemindersMessage(count)}
        </button>
      ),
      onClose: () => {
        dismissedAt.current = count;
      },
    });
  }, [count]);

  useEffect(() => () => toasts.hide(TOASTER_ID), []);
}
