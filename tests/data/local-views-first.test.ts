/**
 * A client's list reopened answers from its stored page while the database's public collections are
 * still being added (the page is a local document, and so are the session's views): the worker's
 * start no longer holds it. A view of a collection (the clinics) waits until they are there.
 */
import { expect, test, vi } from 'vitest';
import type { DatabaseDeps } from '../../src/data/database';
import { FAMILY } from './support/session';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

/** While held, a database being opened adds its collections only once released. */
const gate = vi.hoisted(() => {
  let release = () => {};
  return {
    held: false,
    opened: new Promise<void>(() => {}),
    hold() {
      gate.held = true;
      gate.opened = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
});

vi.mock('../../src/data/database', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/data/database')>();
  const startDatabase = async (deps: DatabaseDeps) => {
    const opening = await real.startDatabase(deps);
    if (!gate.held) return opening;
    const held = gate.opened;
    return { db: opening.db, collections: held.then(() => opening.collections) };
  };
  return {
    ...real,
    startDatabase,
    openDatabase: async (deps: DatabaseDeps) => {
      const { db, collections } = await startDatabase(deps);
      await collections;
      return db;
    },
  };
});

const world = perTestWorld();
const page = { view: 'appointmentPage', params: { offset: 0, limit: 20 } } as const;

test('a reopened list shows its stored page before the public collections are added', async () => {
  const before = world.worker();
  expect((await before.api.login(FAMILY)).ok).toBe(true);
  const first = await watch(before.api, page);
  const stored = await first.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'the list');
  await before.close();

  gate.hold();
  try {
    const reopened = world.worker();
    let clinicsAnswered = false;
    // Its watch is refused once the worker closes at the test's end, the collections never added.
    void watch(reopened.api, { view: 'clinics', params: {} }).then(
      () => {
        clinicsAnswered = true;
      },
      () => undefined,
    );
    const session = await watch(reopened.api, { view: 'session', params: {} });
    await session.until((state) => state.data !== null, 'the session from storage');
    const list = await watch(reopened.api, page);
    const shown = await list.until((state) => state.data !== null, 'the stored page');
    expect(shown.data).toEqual(stored.data);
    expect(clinicsAnswered).toBe(false);
  } finally {
    gate.release();
  }
});
