/**
 * A logout's wipe while another tab's worker writes the same private local documents (two RxDB
 * instances over one database, as two tabs without a SharedWorker): the removals meet 409 conflicts
 * and must still remove everything from storage — rows gone, not flagged deleted — and the private
 * caches with them (src/data/account/private-data.ts).
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { type LocalDocumentParent, getLocalDocStateByParent } from 'rxdb/plugins/local-documents';
import type { RxChangeEventBulk } from 'rxdb';
import { afterEach, expect, test, vi } from 'vitest';
import { openDatabase, type PriyomDatabase } from '../../src/data/database';
import {
  PERSONAL_DATA_DOC_ID,
  PERSONAL_DATA_KEY,
  PRIVATE_KEYS_DOC_ID,
  privateKeys,
  rememberPrivateKey,
  wipePrivateData,
} from '../../src/data/account/private-data';
import { PRIVATE_CACHE_PREFIX, privateCacheName } from '../../src/data/account/private-caches';
import { createFakeCaches } from './support/fake-caches';
import { syncDocId } from '../../src/data/sync/resource-sync';
import { left, turns } from './support/stored-local';
import { privatePage$ } from '../../src/data/records/private-pages';

const open: PriyomDatabase[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
});

async function twins(): Promise<[PriyomDatabase, PriyomDatabase]> {
  const name = `wipe-${Math.random().toString(36).slice(2)}`;
  const pair: [PriyomDatabase, PriyomDatabase] = [await tabOf(name), await tabOf(name)];
  return pair;
}

/** One more tab's worker over the same database. */
async function tabOf(name: string): Promise<PriyomDatabase> {
  const db = await openDatabase({ name, indexedDB, IDBKeyRange, ignoreDuplicate: true });
  open.push(db);
  return db;
}

test('the wipe removes a sync document the other tab rewrote after this tab read it', async () => {
  const [here, there] = await twins();
  const id = syncDocId(PERSONAL_DATA_KEY);
  await rememberPrivateKey(here, PERSONAL_DATA_KEY);
  await here.upsertLocal(id, { updatedAt: 1, lastError: null, lastErrorAt: null });
  expect((await here.getLocal(id)) !== null).toBe(true); // this tab's copy is cached now
  await there.upsertLocal(id, { updatedAt: 1, lastError: 'server', lastErrorAt: 2 });

  await wipePrivateData(here);

  expect(await left(here, [id, PRIVATE_KEYS_DOC_ID])).toEqual([]);
  expect((await here.getLocal(id)) === null).toBe(true);
  // The other tab's copy follows through RxDB's cross-instance events.
  await vi.waitFor(async () => expect((await there.getLocal(id)) === null).toBe(true), { timeout: 15_000 });
  expect(await privateKeys(here)).toEqual([]);
});

test('repeated races: whenever the other tab’s writes reach this tab, the wipe leaves nothing', async () => {
  const [here, there] = await twins();
  const pages = ['appointments:20:0', 'results:20:0'];
  const ids = [
    ...pages,
    ...pages.map(syncDocId),
    PRIVATE_KEYS_DOC_ID,
    PERSONAL_DATA_DOC_ID,
    syncDocId(PERSONAL_DATA_KEY),
  ];
  for (let race = 0; race < 20; race++) {
    for (const key of pages) await rememberPrivateKey(here, key);
    for (const id of ids.filter((id) => id !== PRIVATE_KEYS_DOC_ID)) await here.upsertLocal(id, { race });
    for (const id of ids) expect(await here.getLocal(id)).not.toBeNull(); // cached here
    // The other tab rewrites every one of them; this tab hears of it a varying number of turns later,
    // before, during or after the wipe's reads and writes.
    for (const id of ids) await there.upsertLocal(id, { race, by: 'there', keys: pages });
    await turns(race % 8);

    await wipePrivateData(here);

    expect(await left(there, ids), `race ${race}`).toEqual([]);
  }
  expect(await privateKeys(here)).toEqual([]);
});

test('the other tab’s event from before the wipe, reaching this tab late, does not bring the previous client’s page back', async () => {
  const [here, there] = await twins();
  const key = 'appointments:20:0';
  let late: RxChangeEventBulk<unknown> | undefined;
  const capture = there.eventBulks$.subscribe((bulk) => {
    if (bulk.isLocal && bulk.events.some((event) => event.documentId === key)) late = bulk;
  });
  await rememberPrivateKey(there, key);
  for (let write = 0; write < 5; write++) await there.upsertLocal(key, { rows: [{ surname: 'Иванова' }] });
  capture.unsubscribe();
  await there.close(); // that tab is gone; only its event is still on its way
  const shown: unknown[] = [];
  const watching = privatePage$(here, key).subscribe((rows) => shown.push(rows));
  await vi.waitFor(() => expect(shown.at(-1)).toEqual([{ surname: 'Иванова' }]));

  await wipePrivateData(here);
  // The next client's page, stored by a new tab's worker: after the purge its revisions start again
  // from one, below those of the old tab's writes.
  const next = await tabOf(here.name);
  await rememberPrivateKey(next, key);
  await next.upsertLocal(key, { rows: [{ surname: 'Петрова' }] });
  await vi.waitFor(() => expect(shown.at(-1)).toEqual([{ surname: 'Петрова' }]));
  here.eventBulks$.next(late as RxChangeEventBulk<unknown>); // the other tab's old write, heard only now
  await turns(10);

  expect(shown.at(-1)).toEqual([{ surname: 'Петрова' }]);
  watching.unsubscribe();
});

test('the wipe removes the rows from storage, not only flags them deleted', async () => {
  const [here] = await twins();
  await rememberPrivateKey(here, 'appointments:20:0');
  await here.upsertLocal('appointments:20:0', { rows: [{ surname: 'Иванова' }] });
  await here.upsertLocal(PERSONAL_DATA_DOC_ID, { value: { surname: 'Иванова' } });

  await wipePrivateData(here);

  expect(await left(here, ['appointments:20:0', PERSONAL_DATA_DOC_ID, PRIVATE_KEYS_DOC_ID])).toEqual([]);
});

test('a round that fails midway (a write conflict) is followed by another: nothing is left', async () => {
  const [here] = await twins();
  await here.upsertLocal(PERSONAL_DATA_DOC_ID, { value: 1 });
  await here.upsertLocal(syncDocId(PERSONAL_DATA_KEY), { updatedAt: 1 });
  const state = await getLocalDocStateByParent(here as unknown as LocalDocumentParent);
  const conflict = Object.assign(new Error('conflict'), { status: 409 });
  const addWrite = vi.spyOn(state.incrementalWriteQueue, 'addWrite').mockRejectedValueOnce(conflict);

  await wipePrivateData(here);

  expect(addWrite).toHaveBeenCalled();
  expect(await left(here, [PERSONAL_DATA_DOC_ID, syncDocId(PERSONAL_DATA_KEY)])).toEqual([]);
});

test('the wipe deletes every private cache and leaves the app’s own caches', async () => {
  const [here] = await twins();
  const caches = createFakeCaches();
  for (const name of [privateCacheName('result-files', 'a'), privateCacheName('result-files', 'b')]) {
    await (await caches.open(name)).put('https://x.invalid/1', new Response('Иванова'));
  }
  await caches.open('workbox-precache-v2-http://localhost/');

  await wipePrivateData(here, caches);

  expect(caches.names()).toEqual(['workbox-precache-v2-http://localhost/']);
  expect(caches.names().some((name) => name.startsWith(PRIVATE_CACHE_PREFIX))).toBe(false);
});

test('repeated races: the other tab writes while the wipe runs; the wipe never throws, and a wipe after it leaves nothing', async () => {
  const [here, there] = await twins();
  const pages = ['appointments:20:0', 'results:20:0'];
  const ids = [...pages, ...pages.map(syncDocId), PRIVATE_KEYS_DOC_ID, PERSONAL_DATA_DOC_ID];
  for (let race = 0; race < 25; race++) {
    for (const key of pages) await rememberPrivateKey(there, key);
    for (const id of ids.filter((id) => id !== PRIVATE_KEYS_DOC_ID)) await here.upsertLocal(id, { race });
    // The other tab keeps writing every document, started a varying number of turns before the wipe.
    const writes = (async () => {
      for (const id of ids) {
        await there.upsertLocal(id, { race, by: 'there', keys: pages });
        await turns(race % 3);
      }
    })();
    await turns(race % 5);

    await expect(wipePrivateData(here), `race ${race}`).resolves.toBeUndefined();
    await writes;
    await wipePrivateData(here);
    expect(await left(there, ids), `race ${race}`).toEqual([]);
  }
});
