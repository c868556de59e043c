/**
 * The offline queue's messages between the tabs and the service worker (the data worker reaches the
 * service worker only through its fetches and the tabs).
 */

/** Tab → service worker: replay now (the page is online or visible again, or actions are waiting). */
export const REPLAY_MESSAGE = 'priyom-queue-replay';
/** Service worker → tabs: outcomes wait for the data worker to take them. */
export const SETTLED_MESSAGE = 'priyom-queue-settled';
