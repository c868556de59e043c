/**
 * A cancel queued for one profile of a family login waits for that profile: a replay sends it only while
 * that profile is the current one. Once the patient switches to another profile, the session view names
 * the profile it waits for and how many, so the app can show it and offer to switch back; a cancel
 * another login on this device queued is never named to this one.
 */
import { indexedDB } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { type OfflineAction, addAction } from '../../src/data/offline/action-store';
import { signedIn } from './support/session';
import { perTestWorld } from './support/world';

const world = perTestWorld();

/** A cancel as the service worker stores it when its request got no answer. */
const waitingCancel = (intentKey: string, owner: number, appointmentId: number): OfflineAction => ({
  intentKey,
  kind: 'cancel-appointment',
  owner,
  appointmentId,
  at: world.clock.now(),
  request: {
    url: 'https://clinic.example/api/clients/cancel-appointment',
    method: 'POST',
    headers: [],
    body: JSON.stringify({ appointmentId }),
  },
  outcome: null,
});

test("another profile's waiting cancels are named with the profile after a switch, and leave the list on the way back", async () => {
  const { api } = world.worker();
  const session = await signedIn(api);
  const named = session.latest().data!;
  const first = named.currentClient!;
  const other = named.otherClients[0]!;

  await addAction(indexedDB, waitingCancel('first-a', first.id, 101));
  await addAction(indexedDB, waitingCancel('first-b', first.id, 102));
  // Queued on this device by a client of some other login: none of this family's business.
  await addAction(indexedDB, waitingCancel('stranger', 999_999, 103));
  const before = await session.until(
    (state) => state.data?.offlineQueue.pendingCancels.length === 2,
    "the first profile's own cancels",
  );
  expect(before.data!.offlineQueue.otherProfiles).toEqual([]);

  expect((await api.changeUser({ clientId: other.id })).ok).toBe(true);
  const switched = await session.until(
    (state) =>
      state.data?.offlineQueue.client === other.id && state.data.offlineQueue.otherProfiles.length > 0,
    'the cancels named with the profile they wait for',
  );
  expect(switched.data!.offlineQueue).toMatchObject({
    client: other.id,
    pendingCancels: [],
    otherProfiles: [{ id: first.id, fullName: first.fullName, cancels: 2 }],
  });

  expect((await api.changeUser({ clientId: first.id })).ok).toBe(true);
  const back = await session.until(
    (state) =>
      state.data?.offlineQueue.client === first.id && state.data.offlineQueue.pendingCancels.length === 2,
    'the cancels shown as the current profile’s again',
  );
  expect(back.data!.offlineQueue.otherProfiles).toEqual([]);

  expect((await api.logout({})).ok).toBe(true);
  const out = await session.until((state) => state.data?.loggedIn === false, 'logged out');
  expect(out.data!.offlineQueue.otherProfiles).toEqual([]);
});
