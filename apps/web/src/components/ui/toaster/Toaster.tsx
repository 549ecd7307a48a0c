import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { mobileMediaQuery } from '../../../lib/breakpoints';
import { IconChevronDown, IconChevronUp, IconX } from '../icons';
import { toasts, useToasts, type Toast } from './toasts';
import classes from './Toaster.module.css';

/** On a phone a toast with a title shows one line, the title, until its disclosure button opens the message. */
function ToastItem({ toast, compact }: { toast: Toast; compact: boolean }) {
  const messageId = useId();
  const [opened, setOpened] = useState(false);
  const folds = compact && toast.title !== undefined;
  const Chevron = opened ? IconChevronUp : IconChevronDown;

  return (
    <div role="alert" className={classes.toast} data-tone={toast.tone} data-compact={compact || undefined}>
      <div className={classes.body}>
        {folds ? (
          <button type="button" className={classes.disclosure} aria-expanded={opened} aria-controls={messageId} onClick={() => setOpened(!opened)}>
            <span className={classes.title}>{toast.title}</span>
            <Chevron size={16} aria-hidden />
          </button>
        ) : (
          toast.title !== undefined && <p className={classes.title}>{toast.title}</p>
        )}
        <div id={messageId} className={classes.message} hidden={folds && !opened}>
          {toast.message}
        </div>
      </div>
      <button type="button" className={classes.close} aria-label="Zamknij" onClick={() => toasts.close(toast.id)}>
        <IconX size={16} aria-hidden />
      </button>
    </div>
  );
}

/**
 * The notification area: under the top bar, in the page's flow, so a toast takes its own space and never covers a
 * widget or a field (decision 153). Empty, it takes none.
 */
export function Toaster() {
  const shown = useToasts();
  const compact = useMediaQuery(mobileMediaQuery, false, { getInitialValueInEffect: false });
  if (shown.length === 0) return null;
  return (
    <div role="region" aria-label="Powiadomienia" className={classes.area}>
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} compact={compact} />
      ))}
    </div>
  );
}
