/**
 * The code request's countdown for this tab, kept in step with every other tab (one wait for all): the
 * unlock time lives in localStorage and the `storage` event brings another tab's request here. A
 * one-second tick updates the seconds left while any code form is on screen.
 */
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import {
  CODE_UNLOCK_STORAGE_KEY,
  COUNTDOWN_TICK_MS,
  restoreUnlockAt,
  secondsLeft,
  sharedUnlockAt,
  unlockAtAfterRefusal,
  unlockAtAfterRequest,
} from '../../../domain/code-countdown';
import { localStore } from '../../state/storage';

/** Epoch ms until which code requests are locked; 0 when open. */
export const unlockAt = signal<number | null>(null);

function store(value: number): void {
  unlockAt.value = value;
  try {
    if (value === 0) localStore()?.removeItem(CODE_UNLOCK_STORAGE_KEY);
    else localStore()?.setItem(CODE_UNLOCK_STORAGE_KEY, String(value));
  } catch {
    // Private mode or a full quota: this tab still counts down.
  }
}

/** Reads the stored unlock time by the restore rule, once per tab (or again after a test reset). */
function restore(waitingTime: number): number {
  if (unlockAt.value === null) {
    const stored = localStore()?.getItem(CODE_UNLOCK_STORAGE_KEY) ?? null;
    // A stored value the rule refuses is only not honoured here: removing it would reach every other
    // open tab as a storage event and end a wait there that the server imposed (longer than the
    // waiting time, which is what the rule refuses at a start).
    unlockAt.value = restoreUnlockAt(stored, Date.now(), waitingTime);
  }
  return unlockAt.value ?? 0;
}

/**
 * Another tab's wait as it is, a longer one the server imposed too: the start's limit to the waiting
 * time is for a stored value found at start, not for one another tab set since. Followed from the
 * moment this module loads, whether or not a code form is on screen: a tab that showed the form,
 * went to another page and came back while another tab asked for a code would otherwise miss it.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== CODE_UNLOCK_STORAGE_KEY || unlockAt.peek() === null) return;
    unlockAt.value = sharedUnlockAt(event.newValue, Date.now());
  });
}

/** After a successful code request: lock for the configuration's waiting time in every tab. */
export function startCountdown(waitingTime: number): void {
  store(unlockAtAfterRequest(Date.now(), waitingTime));
}

/**
 * After the server refused a request as too early: lock for the seconds it says are left, in every tab.
 * False when it named no wait (the caller then keeps its fixed message).
 */
export function startServerCountdown(retryAfterSeconds: number | undefined): boolean {
  const until = unlockAtAfterRefusal(Date.now(), retryAfterSeconds);
  if (until === 0) return false;
  store(until);
  return true;
}

export function resetCountdownForTest(): void {
  unlockAt.value = null;
}

/**
 * Seconds until a code may be requested again, and the moment the wait ends (0: none), which changes
 * only when a new wait starts; re-renders every second while counting.
 */
export function useCodeCountdown(waitingTime: number): { secondsLeft: number; until: number } {
  useSignals();
  const until = restore(waitingTime);
  const [now, setNow] = useState(Date.now);
  // The tick's `now` is as old as the last tick (or the mount): right after a request it would count
  // from a moment before the request and show more than the waiting time, so the clock is read again.
  const left = secondsLeft(until, Math.max(now, Date.now()));
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return { secondsLeft: left, until };
}
