/**
 * The replay of the offline queue's one store (src/data/offline/replay.ts): what it does with each
 * waiting action, what an answer makes of it, and that an answered action leaves the waiting for good;
 * a cancel whose session ended waits for its client's next login without holding up the rest.
 */
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { readTokenMirror, writeTokenMirror } from '../../src/data/account/token-mirror';
import { type OfflineAction, addAction, listActions } from '../../src/data/offline/action-store';
import { type QueueOutcome, type QueuedKind, verdictOf } from '../../src/data/offline/queue-records';
import { type ReplayDeps, replayActions, replayStep } from '../../src/data/offline/replay';
import { createMemoryLocks } from '../../src/data/sync/locks';

const API = 'https://clinic.example/api';
const PATHS: Record<QueuedKind, string> = {
  'cancel-appointment': '/clients/cancel-appointment',
  'create-feedback': '/clients/create-feedback',
  logout: '/auth/logout',
};

function waiting(intentKey: string, kind: QueuedKind, owner: number | null = null): OfflineAction {
  return {
    intentKey,
    kind,
    owner,
    appointmentId: null,
    at: 0,
    request: {
      url: `${API}${PATHS[kind]}`,
      method: 'POST',
      headers: [
        ['content-type', 'application/json'],
        ['idempotency-key', intentKey],
      ],
      body: '{}',
    },
    outcome: null,
  };
}

/** The server: answers each request by its Idempotency-Key, and notes what it was sent. */
function server(answer: (intentKey: string, request: Request) => number | null) {
  const sent: Array<{ key: string; authorization: string | null }> = [];
  const fetch: ReplayDeps['fetch'] = async (input, init) => {
    const request = new Request(input, init);
    const key = request.headers.get('Idempotency-Key') ?? request.url;
    sent.push({ key, authorization: request.headers.get('Authorization') });
    const status = answer(key, request);
    if (status === null) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(status >= 400 ? { cancelAppointmentErrors: ['nope'] } : {}), {
      status,
    });
  };
  return { fetch, sent };
}

describe('the offline queue: what a replay does with a waiting action', () => {
  it('sends feedback and logout whoever is logged in, and nobody', () => {
    for (const current of [7, null]) {
      expect(replayStep({ kind: 'create-feedback', owner: null }, current)).toBe('send');
      expect(replayStep({ kind: 'logout', owner: null }, current)).toBe('send');
    }
  });

  it('sends a cancel only while its own client is the current one', () => {
    expect(replayStep({ kind: 'cancel-appointment', owner: 7 }, 7)).toBe('send');
    expect(replayStep({ kind: 'cancel-appointment', owner: 7 }, 8)).toBe('wait');
    expect(replayStep({ kind: 'cancel-appointment', owner: 7 }, null)).toBe('wait');
    expect(replayStep({ kind: 'cancel-appointment', owner: null }, null)).toBe('wait');
  });
});

describe('the offline queue: what an answer makes of a request', () => {
  it.each([200, 201, 204])('%i delivers it', (status) => expect(verdictOf(status)).toBe('delivered'));
  it.each([401, 408, 429, 500, 502, 503, 504])('%i keeps it for a later replay', (status) =>
    expect(verdictOf(status)).toBe('keep'),
  );
  it.each([400, 403, 404, 409, 410, 413, 415, 422])('%i ends it as refused', (status) =>
    expect(verdictOf(status)).toBe('refused'),
  );
});

describe('replaying the store', () => {
  let indexedDB: IDBFactory;
  const locks = createMemoryLocks();
  const lock: ReplayDeps['lock'] = (name, task) => locks.request(name, task);
  beforeEach(() => {
    indexedDB = new IDBFactory();
  });

  it('sends in the order they waited, past another client’s cancel, and writes each outcome in place of its request', async () => {
    await addAction(indexedDB, waiting('f1', 'create-feedback'));
    await addAction(indexedDB, waiting('c8', 'cancel-appointment', 8));
    await addAction(indexedDB, waiting('c7', 'cancel-appointment', 7));
    await addAction(indexedDB, waiting('l1', 'logout'));
    await writeTokenMirror(indexedDB, { accessToken: 'at7', refreshToken: 'rt7', clientId: 7 });
    const { fetch, sent } = server((key) => (key === 'c7' ? 422 : 200));
    const told: QueueOutcome[] = [];

    expect(await replayActions({ indexedDB, fetch, lock, answered: async (one) => told.push(one) })).toEqual({
      settled: 3,
      waiting: false,
    });

    expect(sent).toEqual([
      { key: 'f1', authorization: null },
      { key: 'c7', authorization: 'Bearer at7' },
      { key: 'l1', authorization: null },
    ]);
    expect(told.map((one) => [one.intentKey, one.delivered])).toEqual([
      ['f1', true],
      ['c7', false],
      ['l1', true],
    ]);
    const stored = await listActions(indexedDB);
    expect(stored.map((one) => [one.intentKey, one.request === null, one.outcome?.status ?? null])).toEqual([
      ['f1', true, 200],
      ['c8', false, null],
      ['c7', true, 422],
      ['l1', true, 200],
    ]);
    expect(stored[2]?.outcome?.errors).toEqual({ cancelAppointmentErrors: ['nope'] });

    // What was answered is never sent again.
    sent.length = 0;
    expect(await replayActions({ indexedDB, fetch, lock })).toEqual({ settled: 0, waiting: false });
    expect(sent).toEqual([]);
  });

  it('stops at the first action that gets no answer or a “not now”, and keeps it and the rest', async () => {
    await addAction(indexedDB, waiting('f1', 'create-feedback'));
    await addAction(indexedDB, waiting('f2', 'create-feedback'));
    await addAction(indexedDB, waiting('f3', 'create-feedback'));
    for (const status of [null, 503, 429, 408]) {
      const { fetch, sent } = server((key) => (key === 'f2' ? status : 200));
      await replayActions({ indexedDB, fetch, lock });
      expect(sent.at(-1)?.key).toBe('f2');
    }
    const stored = await listActions(indexedDB);
    expect(stored.map((one) => [one.intentKey, one.request !== null])).toEqual([
      ['f1', false],
      ['f2', true],
      ['f3', true],
    ]);
  });

  it('renews the pair on a 401 and sends the cancel once more with the new token', async () => {
    await addAction(indexedDB, waiting('c7', 'cancel-appointment', 7));
    await writeTokenMirror(indexedDB, { accessToken: 'old', refreshToken: 'rt', clientId: 7 });
    const { fetch, sent } = server((_, request) => {
      return request.headers.get('Authorization') === 'Bearer old' ? 401 : 200;
    });
    const renewing: ReplayDeps['fetch'] = async (input, init) => {
      if (!input.endsWith('/auth/refresh')) return fetch(input, init);
      return new Response(JSON.stringify({ accessToken: 'new', refreshToken: 'rt2' }), { status: 200 });
    };
    expect(await replayActions({ indexedDB, fetch: renewing, lock })).toEqual({ settled: 1, waiting: false });
    expect(sent.map((one) => one.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('a cancel whose session has ended (the renewal refused) waits for its client’s next login, and what waited behind it goes', async () => {
    await addAction(indexedDB, waiting('c7', 'cancel-appointment', 7));
    await addAction(indexedDB, waiting('f1', 'create-feedback'));
    await writeTokenMirror(indexedDB, { accessToken: 'old', refreshToken: 'revoked', clientId: 7 });
    const { fetch, sent } = server((key) => (key === 'c7' ? 401 : 200));
    const refused: ReplayDeps['fetch'] = async (input, init) => {
      if (!input.endsWith('/auth/refresh')) return fetch(input, init);
      sent.push({ key: 'refresh', authorization: null });
      return new Response(JSON.stringify({ refreshErrors: ['errors.auth.session_expired'] }), {
        status: 401,
      });
    };
    expect(await replayActions({ indexedDB, fetch: refused, lock })).toEqual({ settled: 1, waiting: false });
    expect(sent.map((one) => one.key)).toEqual(['c7', 'refresh', 'f1']);
    expect(await readTokenMirror(indexedDB)).toBeNull();
    // The next pass neither sends the cancel nor presents the refused pair again.
    sent.length = 0;
    expect(await replayActions({ indexedDB, fetch: refused, lock })).toEqual({ settled: 0, waiting: false });
    expect(sent).toEqual([]);
    const stored = await listActions(indexedDB);
    expect(stored.map((one) => [one.intentKey, one.request !== null])).toEqual([
      ['c7', true],
      ['f1', false],
    ]);
  });

  it('two runtimes replaying at once send each action once', async () => {
    await addAction(indexedDB, waiting('f1', 'create-feedback'));
    await addAction(indexedDB, waiting('f2', 'create-feedback'));
    const { fetch, sent } = server(() => 200);
    await Promise.all([replayActions({ indexedDB, fetch, lock }), replayActions({ indexedDB, fetch, lock })]);
    expect(sent.map((one) => one.key)).toEqual(['f1', 'f2']);
  });
});
