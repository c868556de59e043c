/**
 * The stored configuration as one signal for the whole tab, fed by a single worker watch:
 * the header, the menu, every screen and the app root read the same value instead of each opening its
 * own watch — screens multiply, and each watch is a Comlink round trip and a query in the worker.
 *
 * The watch starts on the first read (from an effect, not from render) and lasts as long as the tab:
 * every page needs the configuration. It never throws: when the worker cannot start, the view stays
 * empty, the failure is logged, and the copy index.html carried stays in use.
 */
import { signal } from '@preact/signals-react';
import * as Comlink from 'comlink';
import { useEffect } from 'react';
import type { Configuration } from '../../api';
import type { ViewState } from '../../data';
import { FAILED_VIEW, LOADING_VIEW } from './use-view';
import { getWorkerApi } from './worker-client';

export const storedConfiguration = signal<ViewState<Configuration>>(LOADING_VIEW);

let watching = false;

function fail(error: unknown): void {
  console.error('[priyom] the configuration view failed', error);
  storedConfiguration.value = FAILED_VIEW;
}

/** Starts the tab's one configuration watch unless it runs already. */
export function watchConfiguration(): void {
  if (watching) return;
  watching = true;
  const onChange = Comlink.proxy((state: ViewState<unknown>) => {
    storedConfiguration.value = state as ViewState<Configuration>;
  });
  try {
    getWorkerApi().watch({ view: 'configuration', params: {} }, onChange).catch(fail);
  } catch (error) {
    // Starting the worker can itself throw (e.g. a SecurityError where workers are not allowed).
    fail(error);
  }
}

/** Starts the tab's watch from an effect, for a hook that reads the view through a computed signal. */
export function useConfigurationWatch(): void {
  useEffect(watchConfiguration, []);
}

/** Tests only: forget the watch, so the next read starts a new one. */
export function resetConfigurationWatchForTest(): void {
  watching = false;
  storedConfiguration.value = LOADING_VIEW;
}
