/**
 * Everything that belongs to the logged-in client and must not outlive the session: wiped at logout
 * (also a forced one), at a new login and when switching to another client (personal data and the
 * closest-appointment cache are reset), and removed from the device, not only hidden. Areas that store private rows add their collection and their
 * local documents (including their `sync:` bookkeeping, see syncDocId) here.
 */
import type { LocalDocumentState } from 'rxdb/plugins/local-documents';
import type { PriyomCollections, PriyomDatabase } from '../database';
import { syncDocId, syncLock } from '../sync/resource-sync';
import { localState, readStoredLocal, storedLocalRow } from '../sync/stored-local';
import { type CacheStorageLike, PRIVATE_CACHE_PREFIX, dropPrivateCaches } from './private-caches';

export const PERSONAL_DATA_KEY = 'personal-data';
/** Local document holding the last personal data the server sent. */
export const PERSONAL_DATA_DOC_ID = 'personal-data';

/**
 * Private data is written and wiped under this one lock (the personal-data resource's own sync lock,
 * which its fetch and store already hold), shared by every tab and worker of the origin: a write
 * checks who is logged in while holding it, so nothing lands after, or half-way through, a wipe.
 */
export const PRIVATE_WRITE_LOCK = syncLock(PERSONAL_DATA_KEY);

/** Private local documents: the stored data and its sync bookkeeping. */
export const PRIVATE_LOCAL_DOCS: readonly string[] = [PERSONAL_DATA_DOC_ID, syncDocId(PERSONAL_DATA_KEY)];
/** Private collections (appointments, results, … as their areas land). */
export const PRIVATE_COLLECTIONS: readonly (keyof PriyomCollections)[] = [];

/**
 * Private resources whose keys are made at run time (one per page of a list) name themselves here when
 * they store. Their data lives in a local document named by the key (a collection per list would eat
 * into RxDB's 13); the wipe removes it with its sync bookkeeping — without the bookkeeping, the next
 * client would find the pages "fresh" and empty until they went stale.
 */
export const PRIVATE_KEYS_DOC_ID = 'private-keys';
interface PrivateKeys {
  keys: string[];
}

/** Private documents are read from storage (see readStoredLocal), so a wipe's purge is final in every tab. */
export async function privateKeys(db: PriyomDatabase): Promise<string[]> {
  return (await readStoredLocal<PrivateKeys>(db, PRIVATE_KEYS_DOC_ID))?.keys ?? [];
}

export async function rememberPrivateKey(db: PriyomDatabase, key: string): Promise<void> {
  const keys = await privateKeys(db);
  if (!keys.includes(key)) await db.upsertLocal<PrivateKeys>(PRIVATE_KEYS_DOC_ID, { keys: [...keys, key] });
}

/** How many rounds a wipe makes before it gives up (each round re-reads what another tab wrote). */
export const WIPE_ROUNDS = 20;

/**
 * Removes every private document from storage for real — not only flagged deleted, which would leave
 * the rows readable in IndexedDB — and every private cache. Another tab's worker (no SharedWorker)
 * may write the same documents at the same moment, so each round flags what is there as deleted (every
 * instance's cache and views hear of it), purges the flagged rows from storage, and reads storage again,
 * deleted rows included; it ends only when nothing private is left. A round that fails (a write conflict
 * the write queue did not settle, a purge racing a write) is followed by another.
 */
export async function wipePrivateData(db: PriyomDatabase, caches?: CacheStorageLike): Promise<void> {
  const state = await localState(db);
  // Every id any round found stays on the list: once the list of remembered pages is purged, a page
  // whose removal lost a race in that round would otherwise no longer be looked for, and outlive the wipe.
  const known = new Set<string>();
  let lastError: unknown = null;
  for (let round = 0; round < WIPE_ROUNDS; round++) {
    try {
      for (const id of await privateIds(state)) known.add(id);
      const ids = [...known];
      await settleAll([
        ...ids.map((id) => removeLocal(state, id)),
        ...PRIVATE_COLLECTIONS.map((name) => db[name].find().remove()),
      ]);
      await settleAll([
        state.storageInstance.cleanup(0),
        ...PRIVATE_COLLECTIONS.map((name) => db[name].storageInstance.cleanup(0)),
        ...(caches ? [dropPrivateCaches(caches)] : []),
      ]);
      if (await nothingLeft(db, state, known)) return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError ?? new Error('private data was still being written after every round of the wipe');
}

/**
 * Whether anything private is still on the device: what a logout whose wipe never ran (the app closed
 * right after the tokens went) or failed left behind. Rows flagged deleted count too.
 */
export async function privateDataLeft(db: PriyomDatabase, caches?: CacheStorageLike): Promise<boolean> {
  if (!(await nothingLeft(db, await localState(db), new Set()))) return true;
  return caches ? (await caches.keys()).some((name) => name.startsWith(PRIVATE_CACHE_PREFIX)) : false;
}

/** The private local documents now in storage: the fixed ones and the remembered pages with their bookkeeping. */
async function privateIds(state: LocalDocumentState): Promise<string[]> {
  const keys =
    ((await storedLocalRow(state, PRIVATE_KEYS_DOC_ID))?.data as PrivateKeys | undefined)?.keys ?? [];
  return [...keys, ...keys.map(syncDocId), PRIVATE_KEYS_DOC_ID, ...PRIVATE_LOCAL_DOCS];
}

/** True when storage holds no private row, not even one flagged deleted. */
async function nothingLeft(
  db: PriyomDatabase,
  state: LocalDocumentState,
  known: Set<string>,
): Promise<boolean> {
  for (const id of await privateIds(state)) known.add(id);
  if ((await state.storageInstance.findDocumentsById([...known], true)).length > 0) return false;
  for (const name of PRIVATE_COLLECTIONS) {
    if ((await db[name].count().exec()) > 0) return false;
  }
  return true;
}

async function settleAll(work: Promise<unknown>[]): Promise<void> {
  const outcomes = await Promise.allSettled(work);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Flags a local document deleted through RxDB's write queue, so every instance's document cache and
 * views learn of it (a purged row sends no event). The queue writes again over a revision another
 * worker wrote meanwhile; the round's re-read catches whatever still slips through.
 */
async function removeLocal(state: LocalDocumentState, id: string): Promise<void> {
  const doc = await storedLocalRow(state, id);
  if (doc) await state.incrementalWriteQueue.addWrite(doc, (data) => ({ ...data, _deleted: true }));
}
