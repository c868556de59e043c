/**
 * Every message between the tab, the data workers and the service worker is declared once
 * (src/domain/runtime-messages.ts). The type checker refuses a handler table that leaves a declared
 * message out; this test holds the same at run time: each direction's receiver has a handler for every
 * message declared for it and for nothing else, each handler acts, and each header message reads back
 * what was written.
 */
import { describe, expect, it, vi } from 'vitest';
import { tabHandlers } from '../../src/app/live/offline-queue';
import { dataWorkerHandlers } from '../../src/data/booking/commands';
import {
  MESSAGE_ROUTES,
  type MessageHandlers,
  type OnFetch,
  type RuntimeMessage,
  type ToServiceWorker,
  fetchHeader,
  handleMessage,
  isQueuedAnswer,
  queueOwnerOf,
} from '../../src/domain/runtime-messages';
import { type MessageContext, serviceWorkerHandlers } from '../../src/sw/messages';

const declaredFor = (route: string) =>
  Object.entries(MESSAGE_ROUTES)
    .filter(([, to]) => to === route)
    .map(([type]) => type)
    .sort();

const sample = (type: string) => ({ type }) as RuntimeMessage;

describe('the messages between the runtimes', () => {
  it('the service worker handles every message a tab may post it, and acts on each', async () => {
    const replay = vi.fn(async () => true);
    const skipWaiting = vi.fn(async () => {});
    const takenOver = vi.fn(async () => {});
    const rememberLanguage = vi.fn(async () => {});
    const handlers = serviceWorkerHandlers({ replay, skipWaiting, takenOver, rememberLanguage });
    expect(Object.keys(handlers).sort()).toEqual(declaredFor('tab → service worker'));
    const waits: Array<Promise<unknown>> = [];
    const waitUntil = vi.fn((work: Promise<unknown>) => void waits.push(work));
    const postMessage = vi.fn();
    for (const type of Object.keys(handlers)) {
      expect(handleMessage(handlers, sample(type), { waitUntil, source: { postMessage } })).toBe(true);
    }
    await Promise.all(waits);
    expect(replay).toHaveBeenCalledTimes(1);
    expect(waitUntil).toHaveBeenCalledTimes(3);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    // The asking tab hears that this version is in charge only once the takeover is done.
    expect(takenOver).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'priyom-queue-taken-over' });
    expect(rememberLanguage).toHaveBeenCalledTimes(1);
  });

  it('a tab handles every message the service worker may post it', () => {
    expect(Object.keys(tabHandlers).sort()).toEqual(declaredFor('service worker → tab'));
  });

  it('a data worker handles every message another one may post it', () => {
    const forgetClosest = vi.fn();
    const handlers = dataWorkerHandlers(forgetClosest);
    expect(Object.keys(handlers).sort()).toEqual(declaredFor('data worker → data worker'));
    for (const type of Object.keys(handlers))
      expect(handleMessage(handlers, sample(type), undefined)).toBe(true);
    expect(forgetClosest).toHaveBeenCalledTimes(1);
  });

  it('a message no table declares, or no message at all, is left alone', () => {
    const handlers = dataWorkerHandlers(() => {});
    for (const data of [
      null,
      'closest-appointments-changed',
      { type: 'toString' },
      { type: 'priyom-queue-replay' },
    ]) {
      expect(handleMessage(handlers, data, undefined)).toBe(false);
    }
  });

  it('each message on a fetch reads back from its header', () => {
    const onFetch: Record<OnFetch['type'], OnFetch> = {
      'queue-owner': { type: 'queue-owner', owner: 42 },
      queued: { type: 'queued', intentKey: 'intent-1' },
    };
    expect(Object.keys(onFetch).sort()).toEqual(
      [
        ...declaredFor('data worker → service worker (request header)'),
        ...declaredFor('service worker → data worker (answer header)'),
      ].sort(),
    );
    expect(queueOwnerOf(new Headers(fetchHeader(onFetch['queue-owner'])))).toBe(42);
    expect(queueOwnerOf(new Headers())).toBeNull();
    expect(isQueuedAnswer(new Headers(fetchHeader(onFetch.queued)))).toBe(true);
    expect(isQueuedAnswer(new Headers())).toBe(false);
  });

  it('a table that leaves a declared message out does not type-check', () => {
    // @ts-expect-error the queue's replay has no handler
    const missing: MessageHandlers<ToServiceWorker, MessageContext> = { SKIP_WAITING: () => {} };
    expect(Object.keys(missing)).toEqual(['SKIP_WAITING']);
  });

  it('every declared message has a receiver checked above', () => {
    const routes = new Set(Object.values(MESSAGE_ROUTES));
    expect([...routes].sort()).toEqual(
      [
        'tab → service worker',
        'service worker → tab',
        'data worker → data worker',
        'data worker → service worker (request header)',
        'service worker → data worker (answer header)',
      ].sort(),
    );
  });
});
