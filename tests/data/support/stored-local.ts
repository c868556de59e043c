/** Reading local documents straight from storage, for the suites that race writes against a wipe. */
import { type LocalDocumentParent, getLocalDocStateByParent } from 'rxdb/plugins/local-documents';
import type { PriyomDatabase } from '../../../src/data/database';

/** Which of `ids` storage still holds, flagged deleted or not (not any instance's cache). */
export async function left(db: PriyomDatabase, ids: string[]): Promise<string[]> {
  const state = await getLocalDocStateByParent(db as unknown as LocalDocumentParent);
  return (await state.storageInstance.findDocumentsById(ids, true)).map((doc) => doc.id);
}

/** Turns of the event loop: storage and RxDB's events take turns, not milliseconds. */
export const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
};
