import { useState } from 'react';

/**
 * True from the first time `open` is true on. A lazily loaded sheet or dialog renders only once this is true, so
 * its code loads when it is first wanted, then stays mounted so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
