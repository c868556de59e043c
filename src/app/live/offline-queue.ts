/**
 * The tab's part in the offline queue (the requests wait in the service worker, src/sw/offline-queue.ts;
 * what they mean for the screens is in the data worker):
 * - the tab asks the service worker controlling it whether it is this version's, in charge of the
 *   previous version's stores (at start and when the controller changes): only this version's answers,
 *   once it has taken over Workbox's queues and the outcome store, and only then the data worker takes
 *   over the previous data worker's document. Under the previous service worker a tab of that version
 *   may still be open and use them all;
 * - while actions wait, the tab asks the service worker to replay when the page comes online or into
 *   view and every so often (2 s doubling to 30 s): a browser without Background Sync replays only when
 *   asked, and one with it may believe the network never left (a dead Wi-Fi, a cut link); each time it
 *   also asks the data worker to send what it keeps itself (feedback sent before any service worker
 *   controlled the page, or in a browser with none);
 * - when the client the service worker may act for changes (a login, a switch to another client), the
 *   tab asks at once and starts its retries again from 2 s: that client's cancels waited for exactly
 *   this, and the first ask may reach the service worker a moment before the pair names the client;
 * - it also tells the service worker the reader's language, for the pages it keeps
 *   (./service-worker-language.ts);
 * - the count, the pending cancels, the other profiles' waiting cancels and the reports go to signals
 *   (src/app/state/offline-queue.ts); the shell's queue part (src/app/shell/WaitingActions.tsx) shows
 *   them.
 */
import { batch } from '@preact/signals-react';
import {
  type FromServiceWorker,
  type MessageHandlers,
  type ToServiceWorker,
  handleMessage,
} from '../../domain/runtime-messages';
import type { SessionView } from '../../data';
import { otherProfileCancels, pendingCancels, queueReports, waitingActions } from '../state/offline-queue';
import { queueShown } from '../state/queue-shown';
import { tellServiceWorkerTheLanguage } from './service-worker-language';
import { getWorkerApi } from './worker-client';

const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 30_000;

let started = false;
/** Requests the service worker still holds (a logout's too, which the count on screen leaves out). */
let unsent = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let delay = FIRST_RETRY_MS;
/** The client the last session view named; undefined before the first. */
let client: number | null | undefined;

function postToServiceWorker(message: ToServiceWorker): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

function askForReplay(): void {
  postToServiceWorker({ type: 'priyom-queue-replay' });
  getWorkerApi()
    .sendKeptActions({})
    .catch((error: unknown) => console.error('[priyom] sending the kept actions failed', error));
}

/** Only this version's service worker answers (`priyom-queue-taken-over`). */
function askToTakeOver(): void {
  postToServiceWorker({ type: 'priyom-queue-take-over' });
}

function takeOver(): void {
  getWorkerApi()
    .takeOverOfflineQueue({})
    .catch((error: unknown) => console.error('[priyom] taking over the old offline queue failed', error));
}

function schedule(): void {
  if (timer !== null || unsent === 0) return;
  timer = setTimeout(() => {
    timer = null;
    askForReplay();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
    schedule();
  }, delay);
}

function nudge(): void {
  delay = FIRST_RETRY_MS;
  if (unsent > 0) askForReplay();
}

/**
 * What the tab does with each message of the service worker (src/domain/runtime-messages.ts): this
 * version's answer that it is in charge.
 */
export const tabHandlers: MessageHandlers<FromServiceWorker> = {
  'priyom-queue-taken-over': () => takeOver(),
};

/** Starts listening (once per tab, at app start); without service workers, for what the data worker keeps. */
export function startOfflineQueue(): void {
  if (started) return;
  started = true;
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      handleMessage(tabHandlers, event.data, undefined);
    });
    navigator.serviceWorker.addEventListener('controllerchange', askToTakeOver);
    askToTakeOver();
    tellServiceWorkerTheLanguage(postToServiceWorker);
  } else {
    // No service worker of any version runs here, and a feedback the previous data worker kept in its
    // document would otherwise never be sent.
    takeOver();
  }
  window.addEventListener('online', nudge);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') nudge();
  });
}

/** Follows the session view's queue: the signals, the retries and the reports. */
export function followOfflineQueue(view: SessionView['offlineQueue']): void {
  batch(() => {
    waitingActions.value = view.waiting;
    pendingCancels.value = view.pendingCancels;
    queueReports.value = view.reports;
    otherProfileCancels.value = view.otherProfiles;
    queueShown.value = view.waiting > 0 || view.reports.length > 0 || view.otherProfiles.length > 0;
  });
  unsent = view.unsent;
  const clientChanged = view.client !== null && client !== undefined && view.client !== client;
  client = view.client;
  if (timer !== null && (unsent === 0 || clientChanged)) {
    clearTimeout(timer);
    timer = null;
    delay = FIRST_RETRY_MS;
  }
  if (clientChanged) nudge();
  schedule();
}

/** A tab told the report: it leaves every tab. */
export function dismissQueueReport(id: string): void {
  getWorkerApi()
    .dismissQueueReport({ id })
    .catch((error: unknown) => console.error('[priyom] dropping a queue report failed', error));
}
