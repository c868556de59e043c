/**
 * Everything that belongs to the logged-in client and must not outlive the session: wiped at logout,
 * at a new login and when switching to another client (accounts spec §4: personal data and the
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

export async function wipePrivateData(db: PriyomDatabase): Promise<void> {
  for (const id of PRIVATE_LOCAL_DOCS) {
    const doc = await db.getLocal(id);
    if (doc) await doc.remove();
  }
  for (const name of PRIVATE_COLLECTIONS) await db[name].find().remove();
}
