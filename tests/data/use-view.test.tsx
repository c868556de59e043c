// @vitest-environment jsdom
/**
 * The React hooks over the worker API, with the worker running in-process (Comlink.proxy marks the
 * callback but a marked function still calls straight through) against the real server.
 */
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, createElement } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { WorkerApi } from '../../src/data';
import { type TestServer, createNetwork, startServer } from './support/server';
import { createClock, startWorker, uniqueDbName } from './support/worker';

const harness = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('../../src/app/live/worker-client', () => ({ getWorkerApi: () => harness.api }));

const { useClinics, useRefresh } = await import('../../src/app/live/clinics');

let server: TestServer;
let close: () => Promise<void>;
const live = new Set<number>();

beforeEach(async () => {
  server = await startServer();
  const worker = startWorker(createNetwork(server.app), { dbName: uniqueDbName(), now: createClock().now });
  close = worker.close;
  const api: WorkerApi = {
    ...worker.api,
    watch: async (request, onChange) => {
      const id = await worker.api.watch(request, onChange);
      live.add(id);
      return id;
    },
    unwatch: async ({ id }) => {
      live.delete(id);
      await worker.api.unwatch({ id });
    },
  };
  harness.api = api;
});

afterEach(async () => {
  cleanup();
  live.clear();
  await close();
  await server.close();
});

const seen: ReturnType<typeof useClinics>[] = [];
function Probe() {
  seen.push(useClinics());
  return null;
}

test('useClinics: loading state first, then the clinics; StrictMode leaves one watch and unmount none', async () => {
  seen.length = 0;
  const view = render(createElement(StrictMode, null, createElement(Probe)));
  expect(seen[0]).toEqual({ data: null, updatedAt: null, stale: false, refreshing: true, lastError: null });

  await waitFor(() =>
    expect(seen.at(-1)).toMatchObject({ refreshing: false, lastError: null, stale: false }),
  );
  expect(seen.at(-1)?.data?.length).toBeGreaterThan(0);
  await waitFor(() => expect(live.size).toBe(1));

  view.unmount();
  await waitFor(() => expect(live.size).toBe(0));
});

test('useRefresh: forces a fetch and answers with a plain result', async () => {
  const { result } = renderHook(() => useRefresh());
  let outcome: unknown;
  await act(async () => {
    outcome = await result.current('clinics');
  });
  expect(outcome).toEqual({ ok: true });
});
