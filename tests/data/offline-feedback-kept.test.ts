/**
 * Feedback sent when no answer comes and no service worker took the request (a first visit, before the
 * one the page registers controls the data worker): the data worker keeps it in the offline queue's
 * store, every tab counts it as waiting, and it is sent again under the same Idempotency-Key when a
 * tab asks and at the next worker's start — reaching the server once, reported once — and a service
 * worker that queues it meanwhile keeps the same one record.
 */
import { expect, test } from 'vitest';
import { demoLinks } from '../../server/seed/demo-links';
import { indexedDB } from 'fake-indexeddb';
import { FETCH_HEADERS } from '../../src/domain/runtime-messages';
import { listActions } from '../../src/data/offline/action-store';
import { createMemoryLocks } from '../../src/data/sync/locks';
import type { FetchLike } from '../../src/data/api-client';
import { SINGLE, signedIn } from './support/session';
import { perTestWorld } from './support/world';
import { type RemoteApi, startWorker, watch } from './support/worker';

const world = perTestWorld();
const FEEDBACK_PATH = '/api/clients/create-feedback';

async function feedbackInput(idempotencyKey = crypto.randomUUID()) {
  const key = (await demoLinks(world.server.db)).feedback?.split('/').at(-1) ?? '';
  expect(key).toMatch(/^demofb/);
  return {
    key,
    generalAssessmentOfAdmission: 9,
    netPromoterScore: 10,
    comment: '  Спасибо  ',
    idempotencyKey,
  };
}

const stored = (key: string) =>
  world.server.db
    .selectFrom('feedbacks')
    .select(['general_assessment', 'net_promoter_score', 'comment'])
    .where('feedback_key', '=', key)
    .execute();

const answers = (intentKey: string) =>
  world.server.db.selectFrom('idempotent_requests').selectAll().where('key', '=', intentKey).execute();

async function queueOf(api: RemoteApi) {
  const session = await watch(api, { view: 'session', params: {} });
  return {
    until: (
      what: string,
      check: (queue: NonNullable<ReturnType<typeof session.latest>['data']>['offlineQueue']) => boolean,
    ) => session.until((state) => state.data !== null && check(state.data.offlineQueue), what),
  };
}

test('kept while offline, counted as waiting, then sent once when a tab asks; later asks send nothing', async () => {
  const { api } = world.worker();
  const input = await feedbackInput();
  const queue = await queueOf(api);

  world.network.mode = 'offline';
  expect(await api.createFeedback(input)).toEqual({ ok: true, value: { sent: true, queued: true } });
  await queue.until('the kept feedback counted', (q) => q.waiting === 1 && q.unsent === 1);

  // Still no network: it stays.
  expect(await api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 0 } });
  expect(await stored(input.key)).toEqual([]);

  world.network.mode = 'online';
  expect(await api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 1 } });
  const after = await queue.until('delivered and reported', (q) => q.unsent === 0 && q.reports.length === 1);
  expect(after.data?.offlineQueue.reports).toEqual([
    expect.objectContaining({ id: input.idempotencyKey, kind: 'create-feedback', delivered: true }),
  ]);
  expect(await stored(input.key)).toEqual([
    { general_assessment: 9, net_promoter_score: 10, comment: 'Спасибо' },
  ]);

  const sent = world.network.count(FEEDBACK_PATH);
  expect(await api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 0 } });
  expect(world.network.count(FEEDBACK_PATH)).toBe(sent);
  expect(await answers(input.idempotencyKey)).toHaveLength(1);
});

test('sent by a logged-in patient: its report is theirs, not the next login’s on this device', async () => {
  const { api } = world.worker();
  const session = await signedIn(api);
  const sender = session.latest().data?.currentClient?.id;
  expect(sender).toEqual(expect.any(Number));
  const input = await feedbackInput();
  world.network.mode = 'offline';
  expect(await api.createFeedback(input)).toMatchObject({ ok: true, value: { queued: true } });
  expect((await listActions(indexedDB)).map((action) => action.owner)).toEqual([sender]);
  world.network.mode = 'online';
  expect(await api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 1 } });
  const queue = await queueOf(api);
  await queue.until('told to its sender', (q) => q.client === sender && q.reports.length === 1);

  expect(await api.logout({})).toEqual({ ok: true, value: undefined });
  expect((await api.login(SINGLE)).ok).toBe(true);
  const next = await queue.until('the next login', (q) => q.client !== null && q.client !== sender);
  expect(next.data?.offlineQueue.reports).toEqual([]);
});

test('a tab closed before the network returned: the next worker sends it at its start', async () => {
  const first = world.worker();
  const input = await feedbackInput();
  world.network.mode = 'offline';
  expect(await first.api.createFeedback(input)).toMatchObject({ ok: true, value: { queued: true } });
  await first.close();

  world.network.mode = 'online';
  const again = world.worker();
  const queue = await queueOf(again.api);
  await queue.until('sent at the start', (q) => q.unsent === 0 && q.reports.length === 1);
  expect(await stored(input.key)).toHaveLength(1);
  expect(await answers(input.idempotencyKey)).toHaveLength(1);
});

test('two workers (a tab each, no SharedWorker) asked at once: sent once', async () => {
  const locks = createMemoryLocks();
  const one = world.worker({ locks, twin: true });
  const other = world.worker({ locks, twin: true });
  await Promise.all([one.ready, other.ready]);
  const input = await feedbackInput();
  const queue = await queueOf(one.api);
  world.network.mode = 'offline';
  await one.api.createFeedback(input);

  world.network.mode = 'online';
  const before = world.network.count(FEEDBACK_PATH);
  // The first send's answer is held back while the other worker is asked too.
  const release = world.network.hold();
  const asked = Promise.all([one.api.sendKeptActions({}), other.api.sendKeptActions({})]);
  await expect.poll(() => world.network.count(FEEDBACK_PATH) - before).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  release();
  await asked;
  await queue.until('delivered', (q) => q.unsent === 0 && q.reports.length === 1);
  expect(world.network.count(FEEDBACK_PATH) - before).toBe(1);
  expect(await stored(input.key)).toHaveLength(1);
});

test('an answer lost after the server committed it: sent again, the server answers its key as the first time', async () => {
  const { api } = world.worker();
  const input = await feedbackInput();
  world.network.delay = (path) => {
    if (path !== FEEDBACK_PATH) return null;
    world.network.delay = null;
    // The request reaches the server; its answer never comes back.
    return world.network
      .fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': input.idempotencyKey },
        body: JSON.stringify({ ...input, comment: input.comment.trim(), idempotencyKey: undefined }),
      })
      .then(() => {
        world.network.mode = 'offline';
      });
  };
  expect(await api.createFeedback(input)).toMatchObject({ ok: true, value: { queued: true } });
  expect(await stored(input.key)).toHaveLength(1);

  world.network.mode = 'online';
  expect(await api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 1 } });
  expect(await stored(input.key)).toHaveLength(1);
  expect(await answers(input.idempotencyKey)).toHaveLength(1);
});

test('refused when sent again (the feedback was left meanwhile): reported as refused with the reason', async () => {
  const { api } = world.worker();
  const input = await feedbackInput();
  const queue = await queueOf(api);
  world.network.mode = 'offline';
  await api.createFeedback(input);
  world.network.mode = 'online';
  // Another device left the feedback for this key first.
  expect(await api.createFeedback({ ...input, idempotencyKey: crypto.randomUUID() })).toEqual({
    ok: true,
    value: { sent: true },
  });

  expect(await api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 1 } });
  const after = await queue.until('refused and reported', (q) => q.unsent === 0 && q.reports.length === 1);
  expect(after.data?.offlineQueue.reports).toEqual([
    expect.objectContaining({
      id: input.idempotencyKey,
      delivered: false,
      errors: expect.objectContaining({
        createClientFeedbackErrors: ['errors.feedback.feedback_is_no_longer_available'],
      }),
    }),
  ]);
});

test('a service worker that queues it when sent again: one record still waits, and it reaches the server once', async () => {
  let serviceWorker = false;
  // A service worker controlling the data worker, the network still gone: it queues the request (in the
  // same store, under the same key) and answers its own "queued".
  const fetch: FetchLike = async (input, init) => {
    if (!serviceWorker) return world.network.fetch(input, init);
    world.network.requests.push(new URL(input, 'http://test').pathname);
    const key = new Headers(init?.headers).get('Idempotency-Key') ?? '';
    return new Response(JSON.stringify({ queued: true }), {
      status: 202,
      headers: { 'Content-Type': 'application/json', [FETCH_HEADERS.queued]: key },
    });
  };
  const worker = startWorker(world.network, { dbName: world.dbName, now: world.clock.now, fetch });
  try {
    const input = await feedbackInput();
    const queue = await queueOf(worker.api);
    world.network.mode = 'offline';
    await worker.api.createFeedback(input);

    serviceWorker = true;
    // The service worker's "queued" is no answer from the server: it keeps waiting.
    expect(await worker.api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 0 } });
    await queue.until('still counted', (q) => q.waiting === 1 && q.unsent === 1);
    expect((await listActions(indexedDB)).map((action) => action.intentKey)).toEqual([input.idempotencyKey]);

    serviceWorker = false;
    world.network.mode = 'online';
    expect(await worker.api.sendKeptActions({})).toEqual({ ok: true, value: { settled: 1 } });
    await queue.until('delivered', (q) => q.unsent === 0 && q.reports.length === 1);
    expect(await stored(input.key)).toHaveLength(1);
    expect(await answers(input.idempotencyKey)).toHaveLength(1);
  } finally {
    await worker.close();
  }
});
