/**
 * Splitting the start into tasks: a task that runs long keeps a slow phone from answering a
 * tap (Total Blocking Time counts every task over 50 ms), so the boot does its steps in tasks of their
 * own. `nextTask()` gives the event loop a turn (input, rendering) and goes on in a new task: through
 * scheduler.yield where there is one (not slowed in a hidden tab), else a timer. `whenIdle(work)` runs
 * work that nothing on screen waits for once the page has nothing else to do (at the latest after
 * `timeoutMs`).
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 200);
}
