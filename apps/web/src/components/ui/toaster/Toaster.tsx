import { toasts, useToasts } from './toasts';
import classes from './Toaster.module.css';

/** Where the toasts show: bottom right, below dialogs, so a toast never covers a dialog's buttons. */
export function Toaster() {
  const shown = useToasts();
  if (shown.length === 0) return null;
  return (
    <div className={classes.stack}>
      {shown.map((toast) => (
        <div key={toast.id} role="alert" className={classes.toast} data-tone={toast.tone}>
          <div className={classes.body}>
            {toast.title !== undefined && <p className={classes.title}>{toast.title}</p>}
            <div className={classes.message}>{toast.message}</div>
          </div>
          <button type="button" className={classes.close} aria-label="Zamknij" onClick={() => toasts.close(toast.id)}>
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path d="M3.5 3.5l8 8m0-8l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
