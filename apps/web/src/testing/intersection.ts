import { vi } from 'vitest';

/**
 * happy-dom lays nothing out and its IntersectionObserver never reports. This stand-in reports the observed elements
 * as in view, at once (`everythingInView`) or when the test says so (`scrollIntoViewLater`).
 * Undo with vi.unstubAllGlobals().
 */
function stubObserver(immediately: boolean) {
  const pending: (() => void)[] = [];
  class InView {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const report = () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      if (immediately) queueMicrotask(report);
      else pending.push(report);
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InView);
  return () => pending.splice(0).forEach((report) => report());
}

export function everythingInView(): void {
  stubObserver(true);
}

/** Returns the function that brings every element observed so far into view. */
export function scrollIntoViewLater(): () => void {
  return stubObserver(false);
}
