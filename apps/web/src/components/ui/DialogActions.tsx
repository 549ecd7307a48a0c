import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import classes from './Dialog.module.css';

interface DialogActionsProps {
  children: ReactNode;
  /** 'space-between' for a wizard step: 'Wstecz' on the left, the step's action on the right. */
  justify?: 'flex-end' | 'space-between';
}

/**
 * Pressing the safe button ('Anuluj', 'Wstecz', 'Zamknij': the default variant, docs/design.md) leaves the focus in the
 * field being typed in: leaving the field would show its error (000 §5), push the row down under the pointer, and the
 * press would miss the button. The step's action (filled) takes the focus as usual, so the field's own leave rules (a
 * name's capital letters) run before it goes on.
 */
function keepFocusOnSafeButtons(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('button[data-variant="default"]')) event.preventDefault();
}

/**
 * A dialog's buttons, the last thing in it, on the right; they stay in sight at the bottom of the dialog while a long
 * form scrolls.
 */
export function DialogActions({ children, justify = 'flex-end' }: DialogActionsProps) {
  return (
    <Group justify={justify} gap="xs" className={classes.actions} onMouseDown={keepFocusOnSafeButtons}>
      {children}
    </Group>
  );
}
