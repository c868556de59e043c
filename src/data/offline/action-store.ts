/**
 * The offline queue's one store, and the takeover of Workbox's queues an earlier version left: the first
 * step of the move written in ./README.md ("One store with one owner"). Nothing queues into it yet.
 *
 * One IndexedDB database of ours, `priyom-offline-actions`, one object store `actions`: one record per
 * action, in the order the actions waited (the store's own key), found by its Idempotency-Key (a unique
 * index). A record is written only when its key is absent, so two runtimes writing the same action, or a
 * takeover stopped midway and run again, leave one record. Plain IndexedDB, under the contract only, so
 * the service worker can bundle it.
 */
import { QUEUE_NAME, type QueueOutcome, type QueuedKind } from './queue-records';

const DB_NAME = 'priyom-offline-actions';
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
}

function openActions(indexedDB: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { autoIncrement: true });
      store.createIndex(BY_KEY, BY_KEY, { unique: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** Stores the action unless one with its key is there; answers whether it was written. */
export async function addAction(indexedDB: IDBFactory, action: OfflineAction): Promise<boolean> {
  const db = await openActions(indexedDB);
  try {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    let added = false;
    const found = store.index(BY_KEY).getKey(action.intentKey);
    found.onsuccess = () => {
      if (found.result !== undefined) return;
      store.add(action);
      added = true;
    };
    await done(transaction);
    return added;
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

/** Workbox's database as it stands, or null when there is none (opening creates nothing). */
function openWorkbox(indexedDB: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(WORKBOX_DB);
    // A database this open would create is one Workbox never made: nothing to take over.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
  });
}

const ours = (queueName: string) => queueName === QUEUE_NAME || queueName.startsWith(`${QUEUE_NAME}:client:`);

/** A Workbox entry as an action of ours; null for one that carries no key (no queue of ours made it). */
export function actionOfWorkboxEntry(entry: WorkboxEntry): OfflineAction | null {
  const meta = entry.metadata;
  if (!meta?.kind || !meta.intentKey) return null;
  const body = entry.requestData.body;
  return {
    intentKey: meta.intentKey,
    kind: meta.kind,
    owner: meta.owner ?? null,
    appointmentId: null,
    at: entry.timestamp,
    request: {
      url: entry.requestData.url,
      method: entry.requestData.method ?? 'POST',
      headers: Object.entries(entry.requestData.headers ?? {}),
      body: body ? new TextDecoder().decode(body) : '',
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
  const workbox = await openWorkbox(indexedDB);
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
      if (action && (await addAction(indexedDB, action))) taken += 1;
      const deleting = workbox.transaction(WORKBOX_STORE, 'readwrite');
      deleting.objectStore(WORKBOX_STORE).delete(entry.id);
      await done(deleting);
    }
    return taken;
  } finally {
    workbox.close();
  }
}
