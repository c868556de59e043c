/**
 * Everything that belongs to the logged-in client and must not outlive the session: wiped at logout,
 * at a new login and when switching to another client (personal data and the
 * closest-appointment cache are reset). Areas that store private rows add their collection and their
 * local documents (including their `sync:` bookkeeping, see syncDocId) here.
 */
import {
  type LocalDocumentParent,
  type LocalDocumentState,
  getLocalDocStateByParent,
} from 'rxdb/plugins/local-documents';
import type { PriyomCollections, PriyomDatabase } from '../database';
import { syncDocId } from '../sync/resource-sync';

export const PERSONAL_DATA_KEY = 'personal-data';
/** Local document holding the last personal data the server sent. */
export const PERSONAL_DATA_DOC_ID = 'personal-data';

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

export async function privateKeys(db: PriyomDatabase): Promise<string[]> {
  const doc = await db.getLocal<PrivateKeys>(PRIVATE_KEYS_DOC_ID);
  return doc ? (doc.toMutableJSON().data as PrivateKeys).keys : [];
}

export async function rememberPrivateKey(db: PriyomDatabase, key: string): Promise<void> {
  const keys = await privateKeys(db);
  if (!keys.includes(key)) await db.upsertLocal<PrivateKeys>(PRIVATE_KEYS_DOC_ID, { keys: [...keys, key] });
}

/**
 * Removes every private document, each on its own: one that fails does not leave the rest behind (the
 * first error is thrown once all were tried).
 */
export async function wipePrivateData(db: PriyomDatabase): Promise<void> {
  const state = await localState(db);
  const keys = ((await storedLocal(state, PRIVATE_KEYS_DOC_ID))?.data as PrivateKeys | undefined)?.keys ?? [];
  const ids = [...keys, ...keys.map(syncDocId), PRIVATE_KEYS_DOC_ID, ...PRIVATE_LOCAL_DOCS];
  const outcomes = await Promise.allSettled([
    ...ids.map((id) => removeLocal(state, id)),
    ...PRIVATE_COLLECTIONS.map((name) => db[name].find().remove()),
  ]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

// The typed database and the plugin's untyped parent differ only in generics.
const localState = (db: PriyomDatabase) => getLocalDocStateByParent(db as unknown as LocalDocumentParent);

/** Straight from storage, not RxDB's document cache: another worker may have written it just now. */
async function storedLocal(state: LocalDocumentState, id: string) {
  const [doc] = await state.storageInstance.findDocumentsById([id], false);
  return doc;
}

/**
 * Removes a local document, also when another worker (a second tab without SharedWorker) writes it
 * meanwhile: RxDB's incremental write queue meets the conflict and writes the removal again over the
 * revision it met, until it lands — no revision of ours to go stale, no attempts to run out.
 */
async function removeLocal(state: LocalDocumentState, id: string): Promise<void> {
  const doc = await storedLocal(state, id);
  if (doc) await state.incrementalWriteQueue.addWrite(doc, (data) => ({ ...data, _deleted: true }));
}
