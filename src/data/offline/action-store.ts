/**
 * The offline queue's one store, and the takeover of Workbox's queues an earlier version left (./README.md,
 * "One store with one owner").
 *
 * One IndexedDB database of ours, `priyom-offline-actions`, one object store `actions`: one record per
 * action, in the order the actions waited (the store's own key), found by its Idempotency-Key (a unique
 * index). A record is written only when its key is absent, so two runtimes writing the same action, or a
 * takeover stopped midway and run again, leave one record. Plain IndexedDB, under the contract only, so
 * the service worker can bundle it.
 */
import {
  QUEUE_NAME,
  type QueueOutcome,
  type QueuedKind,
  carriesRefreshToken,
  withoutCredentials,
} from './queue-records';

export const OFFLINE_ACTIONS_DB = 'priyom-offline-actions';
const STORE = 'actions';
const BY_KEY = 'intentKey';

/** A waiting request as it goes out again: no credential header (the replay adds the current one). */
export interface StoredRequest {
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: string;
}

export interface OfflineAction {
  intentKey: string;
  kind: QueuedKind;
  /** The client a cancel acts for; null for calls that carry their own authority. */
  owner: number | null;
  appointmentId: number | null;
  at: number;
  /** While it waits. */
  request: StoredRequest | null;
  /** Once the server answered it for good. */
  outcome: QueueOutcome | null;
  /** The data worker put the local data right after the outcome: the report shows until a tab dismisses it. */
  settled?: boolean;
}

/** Told on every write, to every runtime: a data worker reads the store again and its views follow. */
export const CHANGED_CHANNEL = 'priyom-offline-actions';

function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANGED_CHANNEL);
  channel.postMessage({ type: 'offline-actions-changed' });
  channel.close();
}

function openActions(indexedDB: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_ACTIONS_DB, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { autoIncrement: true });
      store.createIndex(BY_KEY, BY_KEY, { unique: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Stores the action unless one with its key is there; answers whether it was written. */
export function addAction(indexedDB: IDBFactory, action: OfflineAction): Promise<boolean> {
  return putAction(indexedDB, action, () => null);
}

/**
 * Stores the action, or fills in what the record with its key lacks (its request or outcome, its owner,
 * its appointment) from an earlier version's store: one old store makes a record, another completes it,
 * and nothing a record has is replaced. Answers whether anything was written.
 */
export function mergeAction(indexedDB: IDBFactory, action: OfflineAction): Promise<boolean> {
  return putAction(indexedDB, action, (found) => {
    const next = { ...found };
    if (!found.request && !found.outcome)
      Object.assign(next, { request: action.request, outcome: action.outcome });
    next.owner ??= action.owner;
    next.appointmentId ??= action.appointmentId;
    return JSON.stringify(next) === JSON.stringify(found) ? null : next;
  });
}

async function putAction(
  indexedDB: IDBFactory,
  action: OfflineAction,
  fill: (found: OfflineAction) => OfflineAction | null,
): Promise<boolean> {
  const db = await openActions(indexedDB);
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    let written = false;
    const found = store.index(BY_KEY).openCursor(action.intentKey);
    found.onsuccess = () => {
      const cursor = found.result;
      const next = cursor ? fill(cursor.value as OfflineAction) : action;
      if (!next) return;
      if (cursor) cursor.update(next);
      else store.add(next);
      written = true;
    };
    await done(transaction);
    if (written) announce();
    return written;
  } finally {
    db.close();
  }
}

/** Every action, in the order they waited. */
export async function listActions(indexedDB: IDBFactory): Promise<OfflineAction[]> {
  const db = await openActions(indexedDB);
  try {
    const transaction = db.transaction(STORE, 'readonly');
    const all = transaction.objectStore(STORE).getAll();
    await done(transaction);
    return all.result as OfflineAction[];
  } finally {
    db.close();
  }
}

/** The actions still waiting to be sent, in the order they waited. */
export async function waitingActions(indexedDB: IDBFactory): Promise<OfflineAction[]> {
  return (await listActions(indexedDB)).filter((action) => action.request !== null);
}

/**
 * Writes the server's final word on an action: its request leaves in the same transaction, so a runtime
 * stopped at any point either sends the key again (the server answers it as before) or finds it answered.
 */
export async function answerAction(indexedDB: IDBFactory, outcome: QueueOutcome): Promise<void> {
  const db = await openActions(indexedDB);
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    const found = store.index(BY_KEY).openCursor(outcome.intentKey);
    found.onsuccess = () => {
      const cursor = found.result;
      if (cursor) cursor.update({ ...(cursor.value as OfflineAction), request: null, outcome });
    };
    await done(transaction);
  } finally {
    db.close();
  }
  announce();
}

/**
 * Changes every record `change` answers a new value for (null deletes it), in one transaction, and
 * answers the records as they were before. The data worker's settling, noting and dismissing.
 */
export async function changeActions(
  indexedDB: IDBFactory,
  change: (action: OfflineAction) => OfflineAction | null | undefined,
): Promise<OfflineAction[]> {
  const db = await openActions(indexedDB);
  const changed: OfflineAction[] = [];
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const cursors = transaction.objectStore(STORE).openCursor();
    cursors.onsuccess = () => {
      const cursor = cursors.result;
      if (!cursor) return;
      const action = cursor.value as OfflineAction;
      const next = change(action);
      if (next === null) cursor.delete();
      else if (next !== undefined) cursor.update(next);
      if (next !== undefined) changed.push(action);
      cursor.continue();
    };
    await done(transaction);
  } finally {
    db.close();
  }
  if (changed.length > 0) announce();
  return changed;
}

/** Workbox 7's records (its database `workbox-background-sync`, store `requests`, index `queueName`). */
const WORKBOX_DB = 'workbox-background-sync';
const WORKBOX_STORE = 'requests';

export interface WorkboxEntry {
  id: number;
  queueName: string;
  timestamp: number;
  metadata?: { kind?: QueuedKind; intentKey?: string; owner?: number | null };
  requestData: { url: string; method?: string; headers?: Record<string, string>; body?: ArrayBuffer | null };
}

/** An earlier version's database as it stands, or null when there is none (opening creates nothing). */
export function openExisting(indexedDB: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    // A database this open would create is one no earlier version made: nothing to take over.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
  });
}

const ours = (queueName: string) => queueName === QUEUE_NAME || queueName.startsWith(`${QUEUE_NAME}:client:`);

/**
 * A Workbox entry as an action of ours; null for one that carries no key (no queue of ours made it), or
 * a logout holding a refresh token (versions before the queue refused them stored it: kept, it would
 * renew the session for whoever reads the device; the session ends unused instead). Credential headers
 * those versions kept are dropped, as the queue drops them now.
 */
export function actionOfWorkboxEntry(entry: WorkboxEntry): OfflineAction | null {
  const meta = entry.metadata;
  if (!meta?.kind || !meta.intentKey) return null;
  const stored = entry.requestData.body;
  const body = stored ? new TextDecoder().decode(stored) : '';
  if (carriesRefreshToken(body)) return null;
  return {
    intentKey: meta.intentKey,
    kind: meta.kind,
    owner: meta.owner ?? null,
    appointmentId: null,
    at: entry.timestamp,
    request: {
      url: entry.requestData.url,
      method: entry.requestData.method ?? 'POST',
      headers: withoutCredentials(Object.entries(entry.requestData.headers ?? {})),
      body,
    },
    outcome: null,
  };
}

/**
 * Moves what waits in Workbox's queues of ours (the shared one and each client's) into the store, in the
 * order it waited: each entry is copied first and deleted after, so a stop in between leaves the entry
 * and its copy, and the next takeover finds the key there and only deletes. Answers how many were taken.
 */
export async function takeOverWorkboxQueues(indexedDB: IDBFactory): Promise<number> {
  const workbox = await openExisting(indexedDB, WORKBOX_DB);
  if (!workbox) return 0;
  try {
    if (!workbox.objectStoreNames.contains(WORKBOX_STORE)) return 0;
    const reading = workbox.transaction(WORKBOX_STORE, 'readonly');
    const all = reading.objectStore(WORKBOX_STORE).getAll();
    await done(reading);
    const entries = (all.result as WorkboxEntry[]).filter((entry) => ours(entry.queueName));
    let taken = 0;
    for (const entry of entries.sort((a, b) => a.id - b.id)) {
      const action = actionOfWorkboxEntry(entry);
      if (action && (await mergeAction(indexedDB, action))) taken += 1;
      const deleting = workbox.transaction(WORKBOX_STORE, 'readwrite');
      deleting.objectStore(WORKBOX_STORE).delete(entry.id);
      await done(deleting);
    }
    return taken;
  } finally {
    workbox.close();
  }
}

/**
 * Deletes an earlier version's database once emptied. Not awaited: a connection still open elsewhere
 * holds the deletion back until it closes, and nothing waits on it. (Workbox's database is left empty
 * rather than deleted: Workbox keeps its connections open, so its deletion would hold every later open.)
 */
export function deleteLater(indexedDB: IDBFactory, name: string): void {
  indexedDB.deleteDatabase(name);
}
