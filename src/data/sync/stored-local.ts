/**
 * Local documents read as storage holds them now, never from RxDB's in-memory document cache. When two
 * tabs run their own data workers (no SharedWorker), each worker's cache hears of the other's writes
 * only as events, a moment later and not always in order: an edit made from a stale copy would drop the
 * other worker's write, and — since a purged document starts its revisions again from one — a late
 * event from before a purge can pass for the newest state and hand back data storage no longer holds
 * (the previous client's, after a logout's wipe).
 */
import {
  type LocalDocumentParent,
  type LocalDocumentState,
  getLocalDocStateByParent,
} from 'rxdb/plugins/local-documents';
import type { Observable } from 'rxjs';
import { filter, startWith, switchMap } from 'rxjs/operators';
import type { PriyomDatabase } from '../database';

// The typed database and the plugin's untyped parent differ only in generics.
export const localState = (db: PriyomDatabase): Promise<LocalDocumentState> =>
  getLocalDocStateByParent(db as unknown as LocalDocumentParent);

/** The stored row of a local document, not one flagged deleted. */
export async function storedLocalRow(state: LocalDocumentState, id: string) {
  const [doc] = await state.storageInstance.findDocumentsById([id], false);
  return doc;
}

/** A local document's data as storage holds it now, or null. */
export async function readStoredLocal<T>(db: PriyomDatabase, id: string): Promise<T | null> {
  const doc = await storedLocalRow(await localState(db), id);
  return doc ? (doc.data as T) : null;
}

/** A local document's data as storage holds it, again after every change of it in any tab. */
export function storedLocal$<T>(db: PriyomDatabase, id: string): Observable<T | null> {
  return db.$.pipe(
    filter((event) => event.isLocal && event.documentId === id),
    startWith(null),
    switchMap(() => readStoredLocal<T>(db, id)),
  );
}
