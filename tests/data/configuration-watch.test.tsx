// @vitest-environment jsdom
/**
 * The configuration reaches every component through one signal fed by one worker watch:
 * many readers, StrictMode's double effects and remounts still make a single watch, and every reader
 * sees the worker's answer. The worker runs in-process behind a real Comlink channel against the real
 * server, as in use-view.test.tsx.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode, createElement } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Configuration } from '../../src/api';
import type { ViewState } from '../../src/data/view-types';
import { type TestServer, createNetwork, startServer } from './support/server';
import { type RemoteApi, createClock, startWorker, uniqueDbName } from './support/worker';

const harness = vi.hoisted(() => ({ api: null as unknown, watches: [] as string[] }));
vi.mock('../../src/app/live/worker-client', () => ({ getWorkerApi: () => harness.api }));

const { resetConfigurationWatchForTest, storedConfiguration, useConfigurationWatch } = await import(
  '../../src/app/live/configuration'
);

/** A reader as the app's are (live/use-configuration.ts): the tab's watch, the stored signal. */
function useStoredConfiguration(): ViewState<Configuration> {
  useSignals();
  useConfigurationWatch();
  return storedConfiguration.value;
}

let server: TestServer;
let close: () => Promise<void>;

beforeEach(async () => {
  server = await startServer();
  const worker = startWorker(createNetwork(server.app), { dbName: uniqueDbName(), now: createClock().now });
  close = worker.close;
  harness.watches = [];
  harness.api = {
    watch: (...args: Parameters<RemoteApi['watch']>) => {
      harness.watches.push(args[0].view);
      return worker.api.watch(...args);
    },
  };
  resetConfigurationWatchForTest();
});

afterEach(async () => {
  cleanup();
  await close();
  await server.close();
});

function readers(count: number, seen: ViewState<Configuration>[][]) {
  return Array.from({ length: count }, (_, index) => {
    seen[index] = [];
    return createElement(
      () => {
        seen[index]!.push(useStoredConfiguration());
        return null;
      },
      { key: index },
    );
  });
}

test('five readers under StrictMode share one watch and all get the stored configuration', async () => {
  const seen: ViewState<Configuration>[][] = [];
  const view = render(createElement(StrictMode, null, ...readers(5, seen)));
  // The worker's database opens first: over waitFor's default second on a loaded machine.
  await waitFor(
    () => {
      for (const states of seen) expect(states.at(-1)?.data?.currencySymbol).toBeTruthy();
    },
    { timeout: 10_000 },
  );
  expect(harness.watches).toEqual(['configuration']);

  // A remount (a screen left and entered again) reads the live signal; it opens no second watch.
  view.unmount();
  const again: ViewState<Configuration>[][] = [];
  render(createElement('div', null, ...readers(2, again)));
  expect(again[0]![0]!.data).toEqual(storedConfiguration.value.data);
  expect(harness.watches).toEqual(['configuration']);
});

test('a worker that cannot start leaves the view empty, not a crash', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  harness.api = {
    watch: () => {
      throw new DOMException('workers are not allowed here', 'SecurityError');
    },
  };
  const seen: ViewState<Configuration>[][] = [];
  render(createElement('div', null, ...readers(2, seen)));
  await waitFor(() => expect(seen[0]!.at(-1)).toMatchObject({ data: null, refreshing: false }));
  expect(seen[1]!.at(-1)).toMatchObject({ data: null, refreshing: false });
  expect(error).toHaveBeenCalledOnce();
  error.mockRestore();
});
