/**
 * A logout's wipe while another tab's worker writes the same private local document (two RxDB
 * instances over one database, as two tabs without a SharedWorker): the removal meets a 409 and must
 * still remove the document (src/data/account/private-data.ts).
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, test, vi } from 'vitest';
import { openDatabase, type PriyomDatabase } from '../../src/data/database';
import {
  PERSONAL_DATA_KEY,
  privateKeys,
  rememberPrivateKey,
  wipePrivateData,
} from '../../src/data/account/private-data';
import { syncDocId } from '../../src/data/sync/resource-sync';

const open: PriyomDatabase[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
});

async function twins(): Promise<[PriyomDatabase, PriyomDatabase]> {
  const name = `wipe-${Math.random().toString(36).slice(2)}`;
  const deps = { name, indexedDB, IDBKeyRange, ignoreDuplicate: true };
  const pair: [PriyomDatabase, PriyomDatabase] = [await openDatabase(deps), await openDatabase(deps)];
  open.push(...pair);
  return pair;
}

test('the wipe removes a sync document the other tab rewrote after this tab read it', async () => {
  const [here, there] = await twins();
  const id = syncDocId(PERSONAL_DATA_KEY);
  await rememberPrivateKey(here, PERSONAL_DATA_KEY);
  await here.upsertLocal(id, { updatedAt: 1, lastError: null, lastErrorAt: null });
  expect((await here.getLocal(id)) !== null).toBe(true); // this tab's copy is cached now
  await there.upsertLocal(id, { updatedAt: 1, lastError: 'server', lastErrorAt: 2 });

  await wipePrivateData(here);

  expect((await here.getLocal(id)) === null).toBe(true);
  // The other tab's copy follows through RxDB's cross-instance events.
  await vi.waitFor(async () => expect((await there.getLocal(id)) === null).toBe(true), { timeout: 2000 });
  expect(await privateKeys(here)).toEqual([]);
});
