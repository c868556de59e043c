import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A button's element for a lazily loaded overlay to anchor to: `ref` goes on the button, `anchor` is
 * its element from the first time the overlay is `wanted` on. Not a callback ref into state: that sets
 * state while React commits, which makes React render again at once inside the commit, with every
 * pending effect flushed first; on the start page, one info button per clinic did so at boot and
 * lengthened the first commit's task.
 */
export function useAnchor<E extends HTMLElement>(wanted: boolean): [RefObject<E | null>, E | null] {
  const ref = useRef<E | null>(null);
  const [anchor, setAnchor] = useState<E | null>(null);
  useEffect(() => {
    if (wanted && ref.current !== anchor) setAnchor(ref.current);
  }, [wanted, anchor]);
  return [ref, anchor];
}
