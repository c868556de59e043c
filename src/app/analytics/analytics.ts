/**
 * Analytics events. For now an event is logged (console.debug) and pushed to window.__priyomEvents, where
 * tests and a future counter integration read it. The page's own counters (Yandex Metrica's `ym`,
 * Roistat's `roistat`) load asynchronously, so they are looked for every 1024 ms, up to 8 times
 * (accounts spec §9).
 */

export interface AnalyticsEvent {
  name: string;
  params?: Record<string, string | number | boolean | null>;
}

export const COUNTER_POLL_INTERVAL_MS = 1024;
export const COUNTER_POLL_ATTEMPTS = 8;

export type CounterName = 'ym' | 'roistat';

declare global {
  interface Window {
    __priyomEvents?: AnalyticsEvent[];
  }
}

const foundCounters = new Set<CounterName>();

export function detectedCounters(): readonly CounterName[] {
  return [...foundCounters];
}

export function track(event: AnalyticsEvent): void {
  console.debug('[analytics]', event.name, event.params ?? {});
  if (typeof window === 'undefined') return;
  window.__priyomEvents ??= [];
  window.__priyomEvents.push({ ...event, params: { ...event.params, at: Date.now() } });
}

/** Looks for the page's counters until both are found or the attempts run out; returns a stop function. */
export function watchCounters(
  target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
  schedule: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = globalThis,
): () => void {
  let attempts = 0;
  const look = () => {
    for (const name of ['ym', 'roistat'] as const) if (target[name] != null) foundCounters.add(name);
  };
  look();
  const timer = schedule.setInterval(() => {
    attempts += 1;
    look();
    if (foundCounters.size === 2 || attempts >= COUNTER_POLL_ATTEMPTS) schedule.clearInterval(timer);
  }, COUNTER_POLL_INTERVAL_MS);
  return () => schedule.clearInterval(timer);
}
