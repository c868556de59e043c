/**
 * The token pair's renewal is one module for the data worker and the service worker
 * (src/data/account/renewal.ts). Refresh tokens rotate, so a 401 met by both at once (a tab's call and
 * a replayed cancel) must make exactly one refresh request, whichever asks first, and leave both with
 * the same new pair: a second refresh would present a spent token and the server would end the session.
 */
import { indexedDB } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import {
  REFRESH_PATH,
  type Renewal,
  mirrorHolder,
  refreshByFetch,
  renewPair,
} from '../../src/data/account/renewal';
import { readTokenMirror } from '../../src/data/account/token-mirror';
import { createMemoryLocks } from '../../src/data/sync/locks';
import type { TestNetwork } from './support/server';
import { expireAccessTokens, signedIn, touchServer } from './support/session';
import { startWorker, uniqueDbName } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const REFRESH = `/api${REFRESH_PATH}`;

/** The network with refresh requests counted and held at a gate until it opens. */
function gatedRefresh() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { refreshes: 0 };
  const network: TestNetwork = {
    ...world.network,
    fetch: async (input, init) => {
      if (input.endsWith(REFRESH)) {
        state.refreshes += 1;
        await gate;
      }
      return world.network.fetch(input, init);
    },
  };
  return { network, state, open };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Both runtimes over one device: one worker, the token mirror, the origin's locks. */
async function twoRuntimes() {
  const locks = createMemoryLocks();
  const { network, state, open } = gatedRefresh();
  const worker = startWorker(network, { dbName: uniqueDbName(), now: world.clock.now, locks });
  await signedIn(worker.api);
  let mirrored = await readTokenMirror(indexedDB);
  while (mirrored?.clientId == null) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    mirrored = await readTokenMirror(indexedDB);
  }
  const session = mirrored;
  await expireAccessTokens(world.server.db);
  /** The service worker's path: a replayed cancel of the mirror's client got a 401. */
  const serviceWorkerRenews = (): Promise<Renewal> =>
    renewPair(
      { lock: (name, task) => locks.request(name, task), refresh: refreshByFetch(network.fetch, REFRESH) },
      mirrorHolder(indexedDB, session.clientId),
      session.accessToken,
    );
  return { worker, state, open, serviceWorkerRenews };
}

/** Afterwards both hold the same pair, and it works with no further refresh. */
async function bothHoldTheNewPair(worker: Awaited<ReturnType<typeof twoRuntimes>>['worker']) {
  const refreshes = world.network.count(REFRESH);
  expect(await touchServer(worker.api)).toMatchObject({
    ok: false,
    error: { errors: { oldPassword: ['errors.password.old_password_is_incorrect'] } },
  });
  expect(world.network.count(REFRESH)).toBe(refreshes);
}

test('the data worker renews first, the service worker asks meanwhile: one refresh request', async () => {
  const { worker, state, open, serviceWorkerRenews } = await twoRuntimes();
  try {
    const tabCall = touchServer(worker.api);
    await until(() => state.refreshes === 1);
    const replay = serviceWorkerRenews();
    open();
    expect((await tabCall).ok).toBe(false);
    const renewal = await replay;
    expect(state.refreshes).toBe(1);
    expect(renewal).toEqual({
      kind: 'renewed',
      accessToken: (await readTokenMirror(indexedDB))?.accessToken,
    });
    await bothHoldTheNewPair(worker);
  } finally {
    await worker.close();
  }
});

test('the service worker renews first, the data worker meets a 401 meanwhile: one refresh request', async () => {
  const { worker, state, open, serviceWorkerRenews } = await twoRuntimes();
  try {
    const replay = serviceWorkerRenews();
    await until(() => state.refreshes === 1);
    const tabCall = touchServer(worker.api);
    // The tab's call is out with the expired token before the renewal's answer comes.
    await until(() => world.network.count('/api/clients/change-password') > 0);
    open();
    expect((await replay).kind).toBe('renewed');
    expect(await tabCall).toMatchObject({
      error: { errors: { oldPassword: ['errors.password.old_password_is_incorrect'] } },
    });
    expect(state.refreshes).toBe(1);
    await bothHoldTheNewPair(worker);
  } finally {
    await worker.close();
  }
});
