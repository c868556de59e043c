/**
 * A tab holds the Web Lock `tabLockName(tabId)` for as long as it lives; the SharedWorker asks for the
 * same lock and is granted it only when the tab is gone. Shared by src/app/live (holder) and the
 * worker (waiter); imports nothing.
 */
export const tabLockName = (tabId: string) => `priyom-tab-${tabId}`;
