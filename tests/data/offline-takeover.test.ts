/**
 * The first step of the offline queue's one store (src/data/offline/README.md): what an earlier version
 * left in Workbox's background-sync queues is taken over on the new version's first start, none lost,
 * none twice, in the order it waited. The old entries are written by Workbox's own store, so a Workbox
 * release that changes its records fails here rather than losing a patient's cancel.
 */
import { QueueStore } from 'workbox-background-sync/lib/QueueStore.js';
import { StorableRequest } from 'workbox-background-sync/lib/StorableRequest.js';
import { describe, expect, it } from 'vitest';
import {
  type WorkboxEntry,
  actionOfWorkboxEntry,
  addAction,
  listActions,
  takeOverWorkboxQueues,
} from '../../src/data/offline/action-store';
import { QUEUE_NAME, type QueuedKind } from '../../src/data/offline/queue-records';
import { freshGlobalIndexedDB } from './support/global-indexeddb';

const API = 'https://clinic.example/api';
/** The earlier version's queue of one client's cancels. */
const clientQueueName = (owner: number) => `${QUEUE_NAME}:client:${owner}`;

/** What the previous service worker stored for a request that got no answer. */
async function queuedBefore(
  queueName: string,
  meta: { kind: QueuedKind; intentKey: string; owner: number | null },
  path: string,
  body: object,
  headers: Record<string, string> = {},
) {
  const request = new Request(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': meta.intentKey, ...headers },
    body: JSON.stringify(body),
  });
  const storable = await StorableRequest.fromRequest(request);
  await new QueueStore(queueName).pushEntry({
    requestData: storable.toObject(),
    timestamp: Date.now(),
    metadata: { ...meta },
  });
}

const waitingInWorkbox = async (queueName: string) => (await new QueueStore(queueName).getAll()).length;

describe('taking over the queues an earlier version left in Workbox', () => {
  // A device of its own per test: Workbox keeps its connections open, so its database cannot be deleted.
  freshGlobalIndexedDB();

  it('moves every entry of our queues, in order, with its request, and leaves Workbox empty', async () => {
    await queuedBefore(
      QUEUE_NAME,
      { kind: 'create-feedback', intentKey: 'f1', owner: null },
      '/clients/create-feedback',
      {
        key: 'link',
        rating: 5,
      },
    );
    await queuedBefore(
      clientQueueName(7),
      { kind: 'cancel-appointment', intentKey: 'c1', owner: 7 },
      '/clients/cancel-appointment',
      {
        appointmentId: 11,
      },
    );
    await queuedBefore(QUEUE_NAME, { kind: 'logout', intentKey: 'l1', owner: null }, '/auth/logout', {
      logoutToken: 'lt',
    });

    expect(await takeOverWorkboxQueues(indexedDB)).toBe(3);

    const actions = await listActions(indexedDB);
    expect(actions.map((action) => [action.intentKey, action.kind, action.owner])).toEqual([
      ['f1', 'create-feedback', null],
      ['c1', 'cancel-appointment', 7],
      ['l1', 'logout', null],
    ]);
    const cancel = actions[1]?.request;
    expect(cancel?.url).toBe(`${API}/clients/cancel-appointment`);
    expect(cancel?.method).toBe('POST');
    expect(JSON.parse(cancel?.body ?? '')).toEqual({ appointmentId: 11 });
    expect(new Headers(cancel?.headers).get('Idempotency-Key')).toBe('c1');
    expect(await waitingInWorkbox(QUEUE_NAME)).toBe(0);
    expect(await waitingInWorkbox(clientQueueName(7))).toBe(0);
  });

  it('a takeover stopped after copying and run again leaves one record per action', async () => {
    await queuedBefore(
      clientQueueName(7),
      { kind: 'cancel-appointment', intentKey: 'c1', owner: 7 },
      '/clients/cancel-appointment',
      {
        appointmentId: 11,
      },
    );
    // The copy made, the worker stopped before the entry was deleted.
    const [entry] = await new QueueStore(clientQueueName(7)).getAll();
    expect(entry).toBeDefined();
    const copy = actionOfWorkboxEntry({ ...(entry as WorkboxEntry), queueName: clientQueueName(7) });
    expect(copy).not.toBeNull();
    expect(await addAction(indexedDB, copy as NonNullable<typeof copy>)).toBe(true);

    expect(await takeOverWorkboxQueues(indexedDB)).toBe(0);
    expect((await listActions(indexedDB)).map((action) => action.intentKey)).toEqual(['c1']);
    expect(await waitingInWorkbox(clientQueueName(7))).toBe(0);
  });

  it('keeps no credential an earlier version stored: no bearer or cookie header, no logout holding a refresh token', async () => {
    // Versions before the queue stripped them kept the session's token with a waiting cancel, and a
    // logout's refresh token, in a database anyone holding the device can read, for as long as it waited.
    await queuedBefore(
      clientQueueName(7),
      { kind: 'cancel-appointment', intentKey: 'c1', owner: 7 },
      '/clients/cancel-appointment',
      { appointmentId: 11 },
      { Authorization: 'Bearer access-T', Cookie: 'priyom_device=d' },
    );
    await queuedBefore(QUEUE_NAME, { kind: 'logout', intentKey: 'l1', owner: null }, '/auth/logout', {
      refreshToken: 'refresh-R',
    });

    expect(await takeOverWorkboxQueues(indexedDB)).toBe(1);

    const actions = await listActions(indexedDB);
    expect(actions.map((action) => action.intentKey)).toEqual(['c1']);
    const headers = new Headers(actions[0]?.request?.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Cookie')).toBeNull();
    expect(headers.get('Idempotency-Key')).toBe('c1');
    expect(JSON.stringify(actions)).not.toContain('refresh-R');
    expect(await waitingInWorkbox(QUEUE_NAME)).toBe(0);
    expect(await waitingInWorkbox(clientQueueName(7))).toBe(0);
  });

  it('leaves queues of no one of ours alone, and makes no database where Workbox made none', async () => {
    expect(await takeOverWorkboxQueues(indexedDB)).toBe(0);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain('workbox-background-sync');

    await queuedBefore('someone-else', { kind: 'logout', intentKey: 'x', owner: null }, '/auth/logout', {});
    expect(await takeOverWorkboxQueues(indexedDB)).toBe(0);
    expect(await waitingInWorkbox('someone-else')).toBe(1);
  });
});
