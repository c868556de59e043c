/**
 * The code request's countdown. After a successful request the unlock time is now
 * plus the configuration's waitingTime; it is kept in localStorage so every tab counts down to the
 * same moment, ticking each second to 0. On start a stored unlock time is used only when it lies in the
 * future and no further away than the waiting time (a clock change or an edited value must not lock
 * the buttons for longer); a non-integer stored value counts as 0. A request the server refuses as too
 * early locks the buttons for the wait the server names.
 */

export const CODE_UNLOCK_STORAGE_KEY = 'priyom.codeUnlockAt';
export const COUNTDOWN_TICK_MS = 1000;

/** The unlock time (epoch ms) after a successful request. */
export const unlockAtAfterRequest = (now: number, waitingTimeSeconds: number): number =>
  now + waitingTimeSeconds * 1000;

/**
 * The unlock time after the server refused a request as too early and said how many seconds are left
 * (another device or tab asked first): the form counts down from the server's wait, not a fresh one.
 * 0 when the server gave no usable wait.
 */
export const unlockAtAfterRefusal = (now: number, retryAfterSeconds: number | undefined): number =>
  retryAfterSeconds !== undefined && Number.isSafeInteger(retryAfterSeconds) && retryAfterSeconds > 0
    ? now + retryAfterSeconds * 1000
    : 0;

/**
 * Another tab's unlock time as it stores it (a request's wait, or a longer one the server imposed): any
 * whole time still ahead; 0 when there is none.
 */
export function sharedUnlockAt(stored: string | null, now: number): number {
  if (stored === null || !/^\d+$/.test(stored.trim())) return 0;
  const unlockAt = Number(stored);
  return Number.isSafeInteger(unlockAt) && unlockAt > now ? unlockAt : 0;
}

/**
 * The unlock time to use at a tab's start from what storage holds: as another tab's, and no further
 * away than the waiting time; 0 when there is none to honour.
 */
export function restoreUnlockAt(stored: string | null, now: number, waitingTimeSeconds: number): number {
  const unlockAt = sharedUnlockAt(stored, now);
  return unlockAt - now <= waitingTimeSeconds * 1000 ? unlockAt : 0;
}

/** Whole seconds left until the unlock time (the 'Wait {waitingTime} seconds' number); 0 when open. */
export const secondsLeft = (unlockAt: number, now: number): number =>
  unlockAt > now ? Math.ceil((unlockAt - now) / 1000) : 0;
