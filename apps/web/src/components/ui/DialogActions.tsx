import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Dialog.module.css';

interface DialogActionsProps {
  children: ReactNode;
  /** 'space-between' for a wizard step: 'Wstecz' on the left, the step's action on the right. */
  justify?: 'flex-end' | 'space-between';
}

/**
 * A dialog's buttons, the last thing in it, on the right; on a phone they stay in sight at the bottom of the full-screen
 * dialog while a long form scrolls.
 */
export function DialogActions({ children, justify = 'flex-end' }: DialogActionsProps) {
  return (
    <Group justify={justify} gap="xs" className={classes.actions}>
      {children}
    </Group>
  );
}
