import { useEffect } from 'react';

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';
const reloadPage = () => window.location.reload();

/**
 * 000 §2: the dashboard reloads when the device turns, unless a dialog is open (its content would be lost). Only a
 * turn of the screen counts: a desktop window resized taller than wide is not one.
 */
export function useOrientationReload(reload: () => void = reloadPage): void {
  useEffect(() => {
    const onChange = () => {
      if (document.querySelector(OPEN_DIALOG) === null) reload();
    };
    const { orientation } = window.screen;
    // Safari before 16.4 has no screen.orientation, only the older window event.
    const target: EventTarget = orientation ?? window;
    const type = orientation ? 'change' : 'orientationchange';
    target.addEventListener(type, onChange);
    return () => target.removeEventListener(type, onChange);
  }, [reload]);
}
