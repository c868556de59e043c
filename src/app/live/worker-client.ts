/**
 * The tab's end of the data worker: one Comlink remote per tab, created on first use and kept in a
 * module-level variable (wrapping again would open a second port). A SharedWorker where the browser
 * has one, else a dedicated worker. The tab holds a Web Lock for its whole life so a SharedWorker
 * learns when it is gone.
 */
import * as Comlink from 'comlink';
import type { Hello, WorkerApi } from '../../data';
import { tabLockName } from '../../data';
import { newId } from '../../domain/new-id';
import { isWholeList } from '../../api/first-screen-block';
import { embeddedFirstScreen } from '../state/first-screen';

export type WorkerRemote = Comlink.Remote<WorkerApi>;

/** Read-only diagnostics for e2e tests (e.g. two tabs share one SharedWorker). Nothing that mutates. */
export interface PriyomDiagnostics {
  hello(): Promise<Hello>;
}
declare global {
  interface Window {
    __priyom?: PriyomDiagnostics;
  }
  /** The data worker the page's loader started beside the app's script (scripts/paint-first-loader.js). */
  var __priyomDataWorker: SharedWorker | Worker | undefined;
}

let remote: WorkerRemote | null = null;

export function getWorkerApi(): WorkerRemote {
  remote ??= connect();
  return remote;
}

function connect(): WorkerRemote {
  let api: WorkerRemote;
  // Started already by the page (its database opening while the app loaded), or else started here.
  const started = globalThis.__priyomDataWorker;
  globalThis.__priyomDataWorker = undefined;
  if (typeof SharedWorker === 'function') {
    // Vite bundles the worker from this exact `new SharedWorker(new URL(...), { type: 'module' })` form,
    // and emits one file for the two constructors' one entry.
    const worker =
      started instanceof SharedWorker
        ? started
        : new SharedWorker(new URL('../../worker/data-worker.ts', import.meta.url), {
            type: 'module',
            name: 'priyom-data',
          });
    api = Comlink.wrap<WorkerApi>(worker.port);
  } else {
    const worker =
      typeof Worker === 'function' && started instanceof Worker
        ? started
        : new Worker(new URL('../../worker/data-worker.ts', import.meta.url), {
            type: 'module',
            name: 'priyom-data',
          });
    api = Comlink.wrap<WorkerApi>(worker);
  }
  attachTab(api).catch((error: unknown) => console.error('[priyom] attaching the tab failed', error));
  // Before any watch (Comlink keeps the order), so the first watch finds the page's clinics stored.
  const first = embeddedFirstScreen();
  // A part of the list is not the list: the worker fetches the whole one when a screen asks.
  if (first && isWholeList(first))
    api
      .adoptFirstScreen(first)
      .catch((error: unknown) => console.error('[priyom] adopting the first screen failed', error));
  if (typeof window !== 'undefined') window.__priyom = { hello: () => api.hello() };
  return api;
}

/**
 * Takes this tab's lock (held until the tab dies), then tells the worker its name. Without Web Locks
 * the tab does not attach: the worker could not tell when it is gone.
 */
async function attachTab(api: WorkerRemote): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return;
  const tabId = newId();
  await new Promise<void>((held) => {
    void locks.request(tabLockName(tabId), () => {
      held();
      return new Promise<never>(() => {});
    });
  });
  await api.attachTab({ tabId });
}
