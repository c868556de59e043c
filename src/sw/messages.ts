/**
 * What the service worker does with each message a tab posts to it (src/domain/runtime-messages.ts
 * declares them): the type checker refuses a table that leaves one out.
 */
import type { FromServiceWorker, MessageHandlers, ToServiceWorker } from '../domain/runtime-messages';

/** The message event's part a handler uses: work the event waits for, so the worker is not stopped. */
export interface MessageContext {
  waitUntil(work: Promise<unknown>): void;
}

export interface ServiceWorkerActions {
  /** Replays the offline queue (./offline-queue.ts). */
  replay(): Promise<unknown>;
  skipWaiting(): Promise<void>;
  /** Takes over the earlier version's stores this worker owns (./offline-queue.ts). */
  takenOver(): Promise<unknown>;
  /** Keeps the reader's language for the pages kept for no network (./navigation.ts). */
  rememberLanguage(language: 'ru' | 'en-gb'): Promise<void>;
}

/** The message event's parts the queue's takeover uses: the asking tab, to answer it. */
export interface AskingContext extends MessageContext {
  source: { postMessage(message: FromServiceWorker): void } | null;
}

export function serviceWorkerHandlers(
  actions: ServiceWorkerActions,
): MessageHandlers<ToServiceWorker, AskingContext> {
  return {
    'priyom-queue-replay': (_, event) => event.waitUntil(actions.replay()),
    // Only this version answers: a tab under the previous one never hears back, so its data worker
    // leaves the previous version's stores to it.
    'priyom-queue-take-over': (_, event) =>
      event.waitUntil(
        actions.takenOver().then(() => event.source?.postMessage({ type: 'priyom-queue-taken-over' })),
      ),
    SKIP_WAITING: () => void actions.skipWaiting(),
    'priyom-language': ({ language }, event) => event.waitUntil(actions.rememberLanguage(language)),
  };
}
