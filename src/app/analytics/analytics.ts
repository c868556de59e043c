/**
 * Analytics events. Every event is pushed to window.__priyomEvents (the page's own record, which tests
 * read) and handed to the web-analytics counters the clinic's page carries: Yandex Metrica (`ym`, a goal
 * per event on each of its counters) and Roistat (`roistat.event.send`). Those scripts load
 * asynchronously, so they are looked for every 1024 ms, up to 8 times (about 8 s); events tracked
 * before a counter appears wait for it and are delivered once it is found. When the looking ends, what
 * still waits is dropped: the counter is not on this page.
 *
 * The counters are the clinic's own scripts; the app loads none. The default Content-Security-Policy
 * (script-src 'self') keeps third-party counters out, so a clinic that uses them serves their script from
 * its own origin or widens the policy.
 */

export interface AnalyticsEvent {
  name: string;
  params?: Record<string, string | number | boolean | null>;
}

export const COUNTER_POLL_INTERVAL_MS = 1024;
export const COUNTER_POLL_ATTEMPTS = 8;

export type CounterName = 'ym' | 'roistat';
const COUNTER_NAMES: readonly CounterName[] = ['ym', 'roistat'];

/** The part of the page's global scope the counters live in. */
export type CounterHost = Record<string, unknown>;

declare global {
  interface Window {
    __priyomEvents?: AnalyticsEvent[];
  }
}

type Send = (event: AnalyticsEvent) => void;

/** How an event reaches each counter, or null while the counter is not (yet) usable. */
const SENDERS: Record<CounterName, (host: CounterHost) => Send | null> = {
  ym(host) {
    const ym = host.ym;
    if (typeof ym !== 'function') return null;
    // Metrica's tag lists its counters through Ya.Metrika2.counters(); a goal goes to each of them.
    const metrika = (host.Ya as { Metrika2?: { counters?: () => Array<{ id?: unknown }> } } | undefined)
      ?.Metrika2;
    const ids = (metrika?.counters?.() ?? [])
      .map((counter) => counter.id)
      .filter((id): id is number => typeof id === 'number');
    if (ids.length === 0) return null;
    return (event) => {
      for (const id of ids) ym(id, 'reachGoal', event.name, event.params ?? {});
    };
  },
  roistat(host) {
    const send = (host.roistat as { event?: { send?: unknown } } | undefined)?.event?.send;
    if (typeof send !== 'function') return null;
    return (event) => send(event.name, event.params ?? {});
  },
};

const senders = new Map<CounterName, Send>();
let waiting: AnalyticsEvent[] = [];
let looking = false;

export function detectedCounters(): readonly CounterName[] {
  return [...senders.keys()];
}

function deliver(send: Send, event: AnalyticsEvent): void {
  try {
    send(event);
  } catch (error) {
    // A counter's own failure must never break the app.
    console.warn('[analytics] a counter refused an event', event.name, error);
  }
}

export function track(event: AnalyticsEvent): void {
  console.debug('[analytics]', event.name, event.params ?? {});
  if (typeof window !== 'undefined') {
    window.__priyomEvents ??= [];
    window.__priyomEvents.push({ ...event, params: { ...event.params, at: Date.now() } });
  }
  for (const send of senders.values()) deliver(send, event);
  if (looking) waiting.push(event);
}

/**
 * Looks for the page's counters now and then every 1024 ms until both are found or 8 attempts have
 * passed; returns a stop function. A counter found late first receives the events that waited for it.
 */
export function watchCounters(
  host: CounterHost = globalThis as unknown as CounterHost,
  schedule: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = globalThis,
): () => void {
  let attempts = 0;
  looking = true;
  const look = () => {
    for (const name of COUNTER_NAMES) {
      if (senders.has(name)) continue;
      const send = SENDERS[name](host);
      if (!send) continue;
      senders.set(name, send);
      for (const event of waiting) deliver(send, event);
    }
  };
  const stop = () => {
    schedule.clearInterval(timer);
    looking = false;
    waiting = [];
  };
  look();
  const timer = schedule.setInterval(() => {
    attempts += 1;
    look();
    if (senders.size === COUNTER_NAMES.length || attempts >= COUNTER_POLL_ATTEMPTS) stop();
  }, COUNTER_POLL_INTERVAL_MS);
  if (senders.size === COUNTER_NAMES.length) stop();
  return stop;
}

/** Tests only: forget the counters found and the events waiting. */
export function resetCountersForTest(): void {
  senders.clear();
  waiting = [];
  looking = false;
}
