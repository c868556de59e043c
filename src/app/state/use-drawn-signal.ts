/**
 * A signal's value for a part of a page the server may draw: while the app hydrates that page, the value
 * the server drew it with, then the signal's own. The server draws for anyone and knows nothing of this
 * device (its session, its offline queue, its phone, a form kept for this tab); a value the device
 * already knows when hydration begins would otherwise differ from the drawn markup, and React would
 * drop the whole drawn page, and the text typed into it, to draw it again. Any other render reads the
 * signal at once.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import { useCallback, useSyncExternalStore } from 'react';

export function useDrawnSignal<T>(source: ReadonlySignal<T>, drawn: T): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  return useSyncExternalStore(
    subscribe,
    () => source.peek(),
    () => drawn,
  );
}
