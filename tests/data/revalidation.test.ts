/**
 * Revalidating stored public lists by ETag (src/data/sync/resource-sync.ts, src/data/api-client.ts),
 * end to end: the data worker over fake-indexeddb and the real in-process server. A list whose
 * lifetime ran out is asked for with If-None-Match; a 304 makes the stored rows fresh again without
 * writing them, a changed list comes in full with its new ETag.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/data/database';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { type Resource, createResourceSync, syncDocId } from '../../src/data/sync/resource-sync';
import { DAY, createClock, settled, uniqueDbName, watch } from './support/worker';
import { perTestWorld } from './support/world';

const DOCTORS = '/api/clinics/doctors/list';
const CLINICS = '/api/clinics/list';

const world = perTestWorld();

/**
 * Records every request's If-None-Match and the status and ETag it got, by path. `alter` changes the
 * body of a 200 answer on its way to the worker while keeping its ETag: stored rows that differ from
 * the server's show whether a later answer was written over them.
 */
function recordExchanges(alter?: (path: string, body: unknown) => unknown) {
  const seen: { path: string; ifNoneMatch: string | null; status: number; etag: string | null }[] = [];
  const fetch = world.network.fetch;
  world.network.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const path = new URL(input, 'http://test').pathname;
    seen.push({
      path,
      ifNoneMatch: new Headers(init?.headers).get('If-None-Match'),
      status: response.status,
      etag: response.headers.get('ETag'),
    });
    if (!alter || response.status !== 200) return response;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    const body = JSON.stringify(alter(path, await response.json()));
    return new Response(body, { status: 200, headers });
  };
  return (path: string) => seen.filter((exchange) => exchange.path === path);
}

describe('revalidation by ETag', () => {
  test('a stale doctors list is asked for with its ETag; the 304 makes it fresh without rewriting it', async () => {
    const exchanges = recordExchanges((path, body) => {
      if (path !== DOCTORS) return body;
      const { doctors } = body as { doctors: { fullName: string }[] };
      return {
        doctors: doctors.map((doctor, index) =>
          index === 0 ? { ...doctor, fullName: 'Как хранится' } : doctor,
        ),
      };
    });
    const first = world.worker();
    const loaded = await (await watch(first.api, { view: 'doctors', params: {} })).until(settled);
    expect(loaded.data![0]!.fullName).toBe('Как хранится');
    await first.close();
    const [fetched] = exchanges(DOCTORS);
    expect(fetched).toMatchObject({ ifNoneMatch: null, status: 200 });
    expect(fetched!.etag).toMatch(/^"[\w-]+"$/);

    // Three days on the list is stale; unchanged on the server, it costs a 304 and the stored rows
    // (which differ from the server's, see above) stay as they were.
    const stale = createClock(world.clock.t + 3 * DAY + 1000);
    const second = world.worker({ now: stale.now });
    const view = await watch(second.api, { view: 'doctors', params: {} });
    const renewed = await view.until(
      (state) => settled(state) && state.updatedAt === stale.t,
      'renewed list',
    );
    expect(exchanges(DOCTORS).map(({ ifNoneMatch, status }) => ({ ifNoneMatch, status }))).toEqual([
      { ifNoneMatch: null, status: 200 },
      { ifNoneMatch: fetched!.etag, status: 304 },
    ]);
    expect(renewed).toMatchObject({ stale: false, lastError: null });
    expect(renewed.data).toEqual(loaded.data);
    expect(renewed.data![0]!.fullName).toBe('Как хранится');
  });

  test('a changed list comes in full, with its new ETag, and is stored', async () => {
    const exchanges = recordExchanges();
    const { api } = world.worker();
    const view = await watch(api, { view: 'clinics', params: {} });
    const loaded = await view.until(settled);
    const firstTag = exchanges(CLINICS)[0]!.etag;
    expect(firstTag).not.toBeNull();

    const renamed = loaded.data![0]!;
    await world.server.db
      .updateTable('clinics')
      .set({ title: 'Новое имя' })
      .where('id', '=', renamed.id)
      .execute();
    world.clock.t += 1000;
    expect(await api.refresh({ view: 'clinics', params: {} })).toEqual({ ok: true, value: undefined });
    const after = await view.until(
      (state) => settled(state) && state.data?.[0]?.title === 'Новое имя',
      'the renamed clinic',
    );
    expect(after.updatedAt).toBe(world.clock.t);
    const [, changed] = exchanges(CLINICS);
    expect(changed).toMatchObject({ ifNoneMatch: firstTag, status: 200 });
    expect(changed!.etag).not.toBe(firstTag);

    // Refreshed again, unchanged: the new tag is the one sent, and the answer is a 304.
    world.clock.t += 1000;
    expect(await api.refresh({ view: 'clinics', params: {} })).toEqual({ ok: true, value: undefined });
    await view.until((state) => settled(state) && state.updatedAt === world.clock.t, 'renewed clinics');
    expect(exchanges(CLINICS)[2]).toMatchObject({ ifNoneMatch: changed!.etag, status: 304 });
  });
});

describe('revalidation in the resource sync', () => {
  /** A resource answering from a script: what it was asked with and what it stored are recorded. */
  async function scripted(answers: Array<(etag: string | null) => unknown>) {
    const db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
    const clock = { t: 1000 };
    const sync = createResourceSync({ db, now: () => clock.t, locks: createMemoryLocks() });
    const asked: (string | null)[] = [];
    const stored: number[] = [];
    const resource: Resource<number> = {
      key: 'probe',
      lifetimeMs: 100,
      async fetch({ etag }) {
        asked.push(etag);
        return answers[asked.length - 1]!(etag) as Awaited<ReturnType<Resource<number>['fetch']>>;
      },
      async store(data) {
        stored.push(data);
      },
    };
    const close = async () => {
      await sync.close();
      await db.close();
    };
    return { db, clock, sync, resource, asked, stored, close };
  }

  test('a 304 renews the bookkeeping only; data that came without an ETag is asked for in full', async () => {
    const t = await scripted([
      () => ({ ok: true, value: 1, etag: '"one"' }),
      () => ({ ok: true, notModified: true }),
      () => ({ ok: true, value: 2 }),
      () => ({ ok: true, value: 3, etag: '"three"' }),
    ]);
    try {
      expect(await t.sync.ensureFresh(t.resource)).toEqual({ ok: true, value: { fetched: true } });
      t.clock.t += 100;
      expect(await t.sync.ensureFresh(t.resource)).toEqual({ ok: true, value: { fetched: true } });
      expect(t.stored).toEqual([1]);
      const renewed = await t.db.getLocal<{ updatedAt: number; etag: string }>(syncDocId('probe'));
      expect(renewed?.toJSON().data).toMatchObject({ updatedAt: 1100, etag: '"one"' });
      // An answer without an ETag drops the stored one: the next check names nothing.
      t.clock.t += 100;
      await t.sync.ensureFresh(t.resource);
      t.clock.t += 100;
      await t.sync.ensureFresh(t.resource);
      expect(t.asked).toEqual([null, '"one"', '"one"', null]);
      expect(t.stored).toEqual([1, 2, 3]);
    } finally {
      await t.close();
    }
  });

  test('a 304 whose data was wiped meanwhile is not taken: the resource is fetched in full', async () => {
    let wipe = async () => {};
    const t = await scripted([
      () => ({ ok: true, value: 1, etag: '"one"' }),
      async () => {
        await wipe();
        return { ok: true, notModified: true };
      },
      () => ({ ok: true, value: 2, etag: '"two"' }),
    ]);
    wipe = async () => {
      await (await t.db.getLocal(syncDocId('probe')))?.remove();
    };
    try {
      await t.sync.ensureFresh(t.resource);
      t.clock.t += 100;
      expect(await t.sync.ensureFresh(t.resource)).toMatchObject({ ok: true, value: { refused: true } });
      // The refused outcome asks again at once, with nothing named.
      for (let turn = 0; turn < 1000 && t.stored.length < 2; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(t.asked).toEqual([null, '"one"', null]);
      expect(t.stored).toEqual([1, 2]);
    } finally {
      await t.close();
    }
  });
});
