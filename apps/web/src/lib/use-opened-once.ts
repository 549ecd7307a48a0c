import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded dialog is fetched when first needed and then stays
 * mounted, so it can close with its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
