/**
 * What the service worker does with each message a tab posts to it (src/domain/runtime-messages.ts
 * declares them): the type checker refuses a table that leaves one out.
 */
import type { MessageHandlers, ToServiceWorker } from '../domain/runtime-messages';

/** The message event's part a handler uses: work the event waits for, so the worker is not stopped. */
export interface MessageContext {
  waitUntil(work: Promise<unknown>): void;
}

export interface ServiceWorkerActions {
  /** Replays the offline queue (./offline-queue.ts). */
  replay(): Promise<unknown>;
  skipWaiting(): Promise<void>;
}

export function serviceWorkerHandlers(
  actions: ServiceWorkerActions,
): MessageHandlers<ToServiceWorker, MessageContext> {
  return {
    'priyom-queue-replay': (_, event) => event.waitUntil(actions.replay()),
    SKIP_WAITING: () => void actions.skipWaiting(),
  };
}
