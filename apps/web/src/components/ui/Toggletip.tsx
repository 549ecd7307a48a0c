import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import classes from './Bubble.module.css';

interface ToggletipProps {
  /** The button that opens the explanation; it receives the ARIA state and the click. */
  renderButton: (props: { 'aria-haspopup': 'dialog'; 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  children: ReactNode;
}

/**
 * A button that shows and hides a short explanation under it (a toggletip). Escape or a click elsewhere closes it and
 * the focus goes back to the button. No positioning library: the dashboard loads it at once.
 */
export function Toggletip({ renderButton, children }: ToggletipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof PointerEvent && anchor.current?.contains(event.target as Node)) return;
      setOpen(false);
      if (event instanceof KeyboardEvent) anchor.current?.querySelector('button')?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <span ref={anchor} className={classes.anchor}>
      {renderButton({ 'aria-haspopup': 'dialog', 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((value) => !value) })}
      {open && (
        <div id={id} role="dialog" aria-labelledby={`${id}-text`} className={`${classes.bubble} ${classes.toggletip}`}>
          <div id={`${id}-text`}>{children}</div>
        </div>
      )}
    </span>
  );
}
