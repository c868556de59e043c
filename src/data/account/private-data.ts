/**
 * Everything that belongs to the logged-in client and must not outlive the session: wiped at logout,
 * at a new login and when switching to another client (personal data and the
 * closest-appointment cache are reset). Areas that store private rows add their collection and their
 * local documents (including their `sync:` bookkeeping, see syncDocId) here.
 */
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

export async function wipePrivateData(db: PriyomDatabase): Promise<void> {
  const keys = await privateKeys(db);
  for (const id of [...keys, ...keys.map(syncDocId), PRIVATE_KEYS_DOC_ID, ...PRIVATE_LOCAL_DOCS])
    await removeLocal(db, id);
  for (const name of PRIVATE_COLLECTIONS) await db[name].find().remove();
}

const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/**
 * Removes a local document, also when another worker (a second tab without SharedWorker) writes it
 * between the read and the removal: RxDB then refuses the removal with a 409 conflict, and the
 * document is read again and removed (a refused refresh recording its error while a logout wipes was
 * seen to do this).
 */
async function removeLocal(db: PriyomDatabase, id: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const doc = await db.getLocal(id);
    if (!doc) return;
    try {
      await doc.remove();
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= attempts) throw error;
      // RxDB's cached copy learns of the other write through its change stream: give it a moment,
      // or the next read returns the same stale revision (seen: three conflicts in a row).
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
    }
  }
}
