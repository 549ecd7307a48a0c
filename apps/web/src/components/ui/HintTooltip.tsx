import { useId, useState, type ReactNode } from 'react';
import classes from './Bubble.module.css';

/**
 * A hover and focus tooltip without a positioning library: the bubble sits under its anchor. It stays while the
 * pointer is over it and Escape dismisses it (WCAG 1.4.13).
 */
export function HintTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className={classes.anchor}
      tabIndex={0}
      aria-describedby={open ? id : undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children}
      {open && (
        <span role="tooltip" id={id} className={`${classes.bubble} ${classes.tooltip}`}>
          {label}
        </span>
      )}
    </span>
  );
}
