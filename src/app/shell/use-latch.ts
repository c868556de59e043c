import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good: a lazily loaded overlay is fetched when
 * it is first wanted and stays mounted afterwards (so it can animate closed and open again at once).
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
