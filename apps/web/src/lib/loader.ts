import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function setPending(value: number): void {
  pending = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startLoading(): () => void {
  let stopped = false;
  setPending(pending + 1);
  return () => {
    if (stopped) return;
    stopped = true;
    setPending(pending - 1);
  };
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0);
}
