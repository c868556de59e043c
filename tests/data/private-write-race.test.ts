/**
 * Private writes against the wipe that ends a login: an answer fetched for one login must never stay
 * on the device after its logout, nor show under the next client. Each test holds a write exactly in
 * the window where it used to slip through (src/data/records/private-pages.ts, the private write lock
 * in src/data/account/private-data.ts).
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { first } from 'rxjs/operators';
import { afterEach, expect, test } from 'vitest';
import type { Appointment } from '../../src/api/appointments';
import {
  PRIVATE_KEYS_DOC_ID,
  PRIVATE_WRITE_LOCK,
  wipePrivateData,
} from '../../src/data/account/private-data';
import { type PriyomDatabase, openDatabase } from '../../src/data/database';
import { editPrivatePages, privatePage$, privatePageResource } from '../../src/data/records/private-pages';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { createResourceSync, syncDocId } from '../../src/data/sync/resource-sync';
import { FAMILY } from './support/session';
import { settled, uniqueDbName, watch } from './support/worker';
import { perTestWorld } from './support/world';
import { left, turns } from './support/stored-local';
import { STATUS } from '../../src/domain/appointment-status';

const world = perTestWorld();
const open: PriyomDatabase[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
});

async function database(): Promise<PriyomDatabase> {
  const db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  open.push(db);
  return db;
}

const KEY = 'appointments:0:20';

test('a logout that lands between a page’s login check and its write leaves nothing of the page', async () => {
  const db = await database();
  const locks = createMemoryLocks();
  const sync = createResourceSync({ db, now: Date.now, locks });
  let login: string | null = 'login-a';
  let checks = 0;
  let wiped: Promise<void> | null = null;
  const resource = privatePageResource<{ id: number }>(
    {
      db,
      // The third check is the store's: the logout starts the moment it has read the login, and the
      // answer is given once the wipe is done (or has had every chance to be).
      loginId: async () => {
        const now = login;
        if (++checks === 3) {
          login = null;
          const wipe = locks.request(PRIVATE_WRITE_LOCK, () => wipePrivateData(db));
          wiped = wipe;
          await Promise.race([wipe, turns(300)]);
        }
        return now;
      },
    },
    KEY,
    60_000,
    async () => ({ ok: true, value: [{ id: 1 }] }),
  );

  await sync.refresh(resource);
  expect(wiped, 'the logout ran inside the window').not.toBeNull();
  await wiped;
  await turns(50);
  expect(await left(db, [KEY, syncDocId(KEY), PRIVATE_KEYS_DOC_ID])).toEqual([]);
  sync.close();
});

test('a page answered for a login that has ended is refused, then fetched for the login of now', async () => {
  const db = await database();
  const locks = createMemoryLocks();
  const sync = createResourceSync({ db, now: Date.now, locks });
  let login = 'login-a';
  let checks = 0;
  const fetchedFor: string[] = [];
  const resource = privatePageResource<{ login: string }>(
    {
      db,
      loginId: async () => {
        // The logout and the next login both happened before the first store's check.
        if (++checks === 3) login = 'login-b';
        return login;
      },
    },
    KEY,
    60_000,
    async () => {
      fetchedFor.push(login);
      return { ok: true, value: [{ login }] };
    },
  );

  expect(await sync.refresh(resource)).toEqual({ ok: true, value: { fetched: true, refused: true } });
  const stored = privatePage$<{ login: string }>(db, KEY).pipe(first((rows) => rows !== null));
  expect(await firstValueFrom(stored)).toEqual([{ login: 'login-b' }]);
  expect(fetchedFor).toEqual(['login-a', 'login-b']);
  await sync.ensureFresh(resource);
  sync.close();
});

test('a cancel’s edit of the stored pages that meets a wipe does not bring a page back', async () => {
  const db = await database();
  const locks = createMemoryLocks();
  const sync = createResourceSync({ db, now: Date.now, locks });
  const rows = [{ id: 7, status: STATUS.APPROVED }] as unknown as Appointment[];
  const resource = privatePageResource<Appointment>(
    { db, loginId: async () => 'login-a' },
    KEY,
    60_000,
    async () => ({ ok: true, value: rows }),
  );
  await sync.refresh(resource);
  expect(await left(db, [KEY])).toEqual([KEY]);

  // The wipe starts while the edit is between reading a page and writing it back.
  let wiped: Promise<void> | null = null;
  await editPrivatePages<Appointment>(db, locks, 'appointments:', (stored) => {
    wiped = locks.request(PRIVATE_WRITE_LOCK, () => wipePrivateData(db));
    return stored.map((row) => ({ ...row, status: STATUS.CANCELED_BY_CLIENT }));
  });
  await wiped;
  await turns(50);
  expect(await left(db, [KEY, syncDocId(KEY), PRIVATE_KEYS_DOC_ID])).toEqual([]);
  sync.close();
});

test('switching client while the previous client’s list is on its way never shows that list', async () => {
  const { api } = world.worker();
  const first = await api.login(FAMILY);
  const target = first.ok ? first.value.personalData?.otherAvailableClients[0] : undefined;
  expect(target).toBeDefined();

  // The family's page answer arrives once the switch is on the wire; the switch's own answer comes
  // only after the page has had every chance to be stored.
  let familyIds: number[] = [];
  world.network.rewrite = (path, body) => {
    if (path === '/api/clients/appointments' && familyIds.length === 0) {
      familyIds = (body as Appointment[]).map((row) => row.id);
    }
    return body;
  };
  let switchSent = () => {};
  const switchOnWire = new Promise<void>((resolve) => {
    switchSent = resolve;
  });
  let pageAnswered = () => {};
  const pageOut = new Promise<void>((resolve) => {
    pageAnswered = resolve;
  });
  world.network.delay = (path) => {
    if (path === '/api/clients/appointments') return switchOnWire.then(() => pageAnswered());
    if (path === '/api/auth/change-user') {
      switchSent();
      return pageOut.then(() => turns(300));
    }
    return null;
  };

  const list = await watch(api, { view: 'appointmentPage', params: { offset: 0, limit: 20 } });
  while (world.network.count('/api/clients/appointments') === 0) await turns(1);
  const switched = await api.changeUser({ clientId: target!.id });
  expect(switched.ok).toBe(true);
  world.network.delay = null;
  expect(familyIds.length, 'the family’s list was answered').toBeGreaterThan(0);

  const shown = await list.until((state) => settled(state) && state.data !== null, 'the new client’s list');
  const leaked = (shown.data ?? []).filter((row) => familyIds.includes(row.id));
  expect(leaked).toEqual([]);
});
