import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * Whether the element has come near the viewport (within `rootMargin`); once true it stays true. Heavy parts
 * (the chart drawing, the weather panel) wait for it, so a dashboard shows below the fold without loading them.
 */
export function useInView<T extends Element>(rootMargin = '200px'): [RefCallback<T>, boolean] {
  const [inView, setInView] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          // Drawn in a render React may interrupt: a widget's content is mounted in slices, not in one long task.
          startTransition(() => setInView(true));
          observer.disconnect();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, inView];
}
