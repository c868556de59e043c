/**
 * A logout the user did not ask for — the server refused the refresh (the session was revoked or
 * reused elsewhere) — and a switch to another login leave nothing of the previous client in storage
 * either: every IndexedDB database the worker opened, read record by record (rows flagged deleted
 * included), holds no name, phone or appointment of that client. Nor does a logout cut off before
 * its wipe ran (the app closed at once): the next start, logged out, removes what it left.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { expect, test, vi } from 'vitest';
import { createTokenStore } from '../../src/data/account/token-store';
import { openDatabase } from '../../src/data/database';
import { FAMILY, SINGLE, revokeAllSessions, signedIn, touchServer } from './support/session';
import { type RemoteApi, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
/** The demo family's surname, its phone and what only a stored appointment holds. */
const PRIVATE = ['Соколова', FAMILY.phone, '"doctor":{"fullName"'];

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** Every record of every store of every database, as text. */
async function everythingStored(): Promise<string> {
  const texts: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await request(indexedDB.open(name));
    for (const store of Array.from(db.objectStoreNames)) {
      const records = await request(db.transaction(store, 'readonly').objectStore(store).getAll());
      texts.push(JSON.stringify(records));
    }
    db.close();
  }
  return texts.join('\n');
}

const found = (text: string) => PRIVATE.filter((needle) => text.includes(needle));

/** The family logged in with its personal data and appointments stored, and the search finding them. */
async function familyStored(api: RemoteApi) {
  const session = await signedIn(api);
  const list = await watch(api, { view: 'appointmentPage', params: { offset: 0, limit: 20 } });
  await list.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'the appointments');
  // No screen shows the list any more: nothing but a wipe would take the stored page away.
  await api.unwatch({ id: list.id });
  expect(found(await everythingStored())).toEqual(PRIVATE);
  return session;
}

test('a refused refresh wipes the client’s rows from storage, not only the session', async () => {
  const { api } = world.worker();
  const session = await familyStored(api);

  await revokeAllSessions(world.server.db);
  expect((await touchServer(api)).ok).toBe(false);
  await session.until((state) => state.data?.loggedIn === false, 'logged out by the refused refresh');

  await vi.waitFor(async () => expect(found(await everythingStored())).toEqual([]), { timeout: 15_000 });
});

test('signing in as another login wipes the previous one’s rows first', async () => {
  const { api } = world.worker();
  await familyStored(api);

  expect((await api.login(SINGLE)).ok).toBe(true);

  expect(found(await everythingStored())).toEqual([]);
});

test('a logout cut off before its wipe (the app closed at once): the next start removes what it left', async () => {
  const first = world.worker();
  await familyStored(first.api);
  await first.close();
  // The logout's first step only: the tokens are gone, the wipe never ran.
  const db = await openDatabase({ name: world.dbName, indexedDB, IDBKeyRange, ignoreDuplicate: true });
  await createTokenStore(db).clear();
  await db.close();
  expect(found(await everythingStored())).toEqual(PRIVATE);

  const next = world.worker();
  const session = await watch(next.api, { view: 'session', params: {} });
  await session.until((state) => state.data !== null, 'the session at the next start');
  await vi.waitFor(async () => expect(found(await everythingStored())).toEqual([]), { timeout: 15_000 });
});
