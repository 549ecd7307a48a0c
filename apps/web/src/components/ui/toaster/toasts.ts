import { useSyncExternalStore, type ReactNode } from 'react';

export interface Toast {
  id: string;
  tone: 'warning' | 'notice';
  title?: string;
  message: ReactNode;
  /** Runs when the user closes the toast, not when the code hides it. */
  onClose?: () => void;
}

let current: readonly Toast[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The panel's toasts (001 §4 overdue reminders, 000 §2 home-calculation expiry): none of them times out, each
 * stays until the user or the page that raised it closes it. Showing an id again replaces that toast in place.
 */
export const toasts = {
  show(toast: Toast): void {
    const index = current.findIndex(({ id }) => id === toast.id);
    publish(index === -1 ? [...current, toast] : current.map((shown, i) => (i === index ? toast : shown)));
  },
  hide(id: string): void {
    if (current.some((toast) => toast.id === id)) publish(current.filter((toast) => toast.id !== id));
  },
  close(id: string): void {
    const toast = current.find((shown) => shown.id === id);
    toasts.hide(id);
    toast?.onClose?.();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => current);
}
