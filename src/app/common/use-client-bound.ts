/**
 * State that belongs to the client signed in when it was set, such as the appointment a dialog is open
 * for: once another client is signed in (a switch made in another tab, a logout), it reads as unset, so
 * the dialog closes rather than cancel or move a visit of the last client under the next one's login.
 */
import { useCallback, useState } from 'react';
import { useCurrentClientId } from '../live/session';

export function useClientBound<T>(): [T | null, (value: T | null) => void] {
  const clientId = useCurrentClientId();
  const [held, setHeld] = useState<{ value: T; owner: number | null } | null>(null);
  const set = useCallback(
    (value: T | null) => setHeld(value === null ? null : { value, owner: clientId }),
    [clientId],
  );
  // Dropped, not only hidden: signed in again as the first client, the dialog stays closed.
  if (held !== null && held.owner !== clientId) setHeld(null);
  return [held !== null && held.owner === clientId ? held.value : null, set];
}
