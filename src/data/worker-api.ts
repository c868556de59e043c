/**
 * The data worker's API, as exposed through Comlink. `createWorkerApi(deps)` opens the database and
 * wires sync and views; it takes every outside thing (IndexedDB, fetch, clock, locks) as a dependency
 * so the same code runs in the SharedWorker, in a dedicated worker and under vitest.
 *
 * Connections: each Comlink connection (a tab's port to the SharedWorker) gets its own `api` from
 * `openConnection()`, which tracks that tab's watches. A tab that calls `attachTab` is watched through its
 * Web Lock; when the lock is granted to us the tab is gone and its watches are dropped.
 *
 * Handlers take one object argument and return plain JSON (Comlink clones it) — except `watch`, whose
 * callback must be a separate top-level argument for Comlink to proxy it. Commands answer a `Result`
 * (./result.ts); the areas' command maps are merged by `mergeAreas`, which refuses a duplicate name.
 */
import { newId } from '../domain/new-id';
import { releaseProxy } from 'comlink';
import * as v from 'valibot';
import { type FirstScreen, FirstScreenSchema, isWholeList } from '../api/first-screen-embed';
import { type FirstPage, FirstPageSchema, type FirstPageSchedule } from '../api/first-page-embed';
import { type FirstServicePage, servicePageRows } from '../api/first-page-services';
import type { Subscription } from 'rxjs';
import { type FetchLike, DEFAULT_TIMEOUT_MS, createApiClient } from './api-client';
import { createBookingCommands } from './booking/commands';
import { takeTime } from './schedule/schedule-views';
import { applyMove } from './records/records-views';
import { createRecordsCommands } from './records/commands';
import { createLinksCommands } from './links/commands';
import { createWaitlistCommands } from './waitlist/commands';
import { createOfflineQueue } from './offline/offline-queue';
import { APPOINTMENT_PAGE_PREFIX, storedPages } from './records/record-pages';
import { createOfflineCommands } from './offline/commands';
import { createSessionCommands } from './account/commands';
import { createSession } from './account/session';
import { sessionViewSource } from './account/session-views';
import { configuration$ } from './clinics/clinics-views';
import { type PriyomDatabase, startDatabase } from './database';
import { type LocksLike, defaultLocks } from './sync/locks';
import { createResourceSync } from './sync/resource-sync';
import { tabLockName } from './tab-lock';
import type { CacheStorageLike } from './account/private-caches';
import { merge, NEVER, type Observable } from 'rxjs';
import type { ViewName, ViewRequest, ViewState, Views } from './view-types';
import { createViews, readsLocalDocuments } from './composed-views';
import { watchNetwork } from './sync/network';
import { mergeAreas } from './merge-areas';
import { type Result, fail, ok } from './result';

export type WorkerKind = 'shared' | 'dedicated' | 'test';

export interface WorkerDeps {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
  fetch: FetchLike;
  /** The portal's own API base (`/api`); the configuration may name another one for later calls. */
  baseUrl: string;
  now?: () => number;
  dbName?: string;
  kind: WorkerKind;
  locks?: LocksLike;
  /** Tests only (dev-mode): a second instance over the same dbName in one realm, to play a second tab. */
  ignoreDuplicate?: boolean;
  onError?: (error: unknown) => void;
  /** The worker's `online` events: failing resources retry at once instead of waiting for the backoff. */
  online$?: Observable<unknown>;
  /** The worker's `offline` events and `navigator.onLine`: the `network` view says offline before any request fails. */
  offline$?: Observable<unknown>;
  onLine?: () => boolean;
  /** Cache Storage for the client's private files (opened results); a wipe deletes them. */
  caches?: CacheStorageLike;
}

export interface Hello {
  workerId: string;
  kind: WorkerKind;
  startedAt: number;
  tabs: number;
}
export type OnViewChange<V extends ViewName> = (state: ViewState<Views[V]['data']>) => unknown;

export const DEFAULT_DB_NAME = 'priyom';

/** Comlink proxies expose `releaseProxy`; a plain function (tests) has nothing to release. */
function release(callback: unknown): void {
  const releaser = (callback as { [releaseProxy]?: unknown } | null)?.[releaseProxy];
  if (typeof releaser === 'function') releaser();
}

/** postMessage's answer to a value structured clone cannot copy. */
function isCloneError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'DataCloneError';
}

export function createWorkerApi(deps: WorkerDeps) {
  const now = deps.now ?? Date.now;
  const locks = deps.locks ?? defaultLocks();
  const onError = deps.onError ?? ((error: unknown) => console.error('[priyom-data]', error));
  const workerId = newId();
  const startedAt = now();

  // Every request the worker makes tells the `network` view whether the API answered.
  const network = watchNetwork(deps.fetch, {
    onLine: deps.onLine,
    offline$: deps.offline$,
    online$: deps.online$,
  });
  let db: PriyomDatabase | null = null;
  let configuredApiBase: string | null = null;
  // The booking commands' closest appointments, forgotten when appointments change (set once they exist).
  const closest: { forget: () => void } = { forget: () => undefined };
  // Everything set up but the database's collections, which are still being added: enough for the
  // views kept in local documents (the session, the client's own lists), which answer from here.
  const documentsReady = (async () => {
    const opening = await startDatabase({
      name: deps.dbName ?? DEFAULT_DB_NAME,
      indexedDB: deps.indexedDB,
      IDBKeyRange: deps.IDBKeyRange,
      ignoreDuplicate: deps.ignoreDuplicate,
    });
    db = opening.db;
    const database = db;
    const sync = createResourceSync({
      db: database,
      now,
      locks,
      onError,
      errorsSince: startedAt,
      // The first answer after requests got none means the server is back: failing resources fetch
      // again at once rather than after their backoff (which grows to minutes).
      online$: merge(deps.online$ ?? NEVER, network.answeredAgain$),
    });
    const portalApi = createApiClient({ fetch: network.fetch, baseUrl: deps.baseUrl });
    // A settled cancel (delivered or refused), a booking, a move and an accepted waitlist offer fetch the
    // stored pages of the appointments again: every tab then shows the server's state (a new booking
    // too, which a page younger than its lifetime would otherwise hide for up to a minute), not only
    // the pending mark gone (the views exist once the session does, below).
    // The closest appointment the booking dialog shows is forgotten with them (in every data worker).
    let refreshAppointments: () => void = () => undefined;
    const appointmentsChanged = () => {
      refreshAppointments();
      closest.forget();
    };
    const offline = createOfflineQueue({
      db: database,
      locks,
      indexedDB: deps.indexedDB,
      onCancelSettled: appointmentsChanged,
      // The replay's own fetch, not the network watch's: a replayed action is no view's answer. Its
      // deadline keeps a hung request from holding the replay's lock for ever.
      fetch: (input, init) => deps.fetch(input, { ...init, signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS) }),
      apiBase: () => configuredApiBase ?? deps.baseUrl,
    });
    // Later calls follow the configuration's apiBase; the configuration always comes from the portal.
    // They carry the session's bearer token and refresh it on a 401 (src/data/account).
    const session = createSession({
      db: database,
      sync,
      locks,
      fetch: network.fetch,
      baseUrl: () => configuredApiBase ?? deps.baseUrl,
      onError,
      indexedDB: deps.indexedDB,
      caches: deps.caches,
      offline,
    });
    const { api } = session;
    const sessionViews = sessionViewSource(session);
    // What this worker kept itself (a tab closed before the network returned) goes again at this start,
    // once the stored configuration has been read: before, it would go to the default API, and another
    // backend would answer 404 and the feedback would be dropped.
    let keptSent = false;
    const configSubscription = configuration$(database).subscribe((configuration) => {
      configuredApiBase = configuration?.apiBase || null;
      if (keptSent) return;
      keptSent = true;
      session.inBackground(() => offline.sendKept());
    });
    const views = createViews({
      db: database,
      api,
      portalApi,
      sync,
      now,
      session: sessionViews,
      network$: network.state$,
      loginId: async () => (await session.store.read()).loginId,
    });
    refreshAppointments = () =>
      session.inBackground(async () => {
        for (const params of await storedPages(database, APPOINTMENT_PAGE_PREFIX))
          await views.refresh({ view: 'appointmentPage', params });
      });
    // What the service worker delivered while no worker ran is reported at this start.
    session.inBackground(() => offline.settle());
    // A switch's wipe left owed is paid before any view answers: none shows the last client's rows.
    await session.owedWipe;
    return {
      db: database,
      collections: opening.collections,
      sync,
      views,
      configSubscription,
      session,
      offline,
      appointmentsChanged,
    };
  })();
  const ready = documentsReady.then(async (state) => {
    await state.collections;
    return state;
  });
  /** What a view needs before it can answer: a view of local documents only, not the collections. */
  const readyFor = (view: ViewName) => (readsLocalDocuments(view) ? documentsReady : ready);
  // Callers see the rejection through their own awaits; this only silences the unhandled copies.
  documentsReady.catch(() => undefined);
  ready.catch(() => undefined);

  let nextWatchId = 1;
  /** The last first-screen adoption a tab asked for (see adoptFirstScreen). */
  let adoption: Promise<unknown> = Promise.resolve();
  /** A services list's first page a page brought, at the server's size (see adoptFirstPage). */
  let heldServicePage: { part: FirstServicePage; at: number } | null = null;
  let closing: Promise<void> | null = null;
  const connections = new Set<{ close(): void }>();
  const tabs = new Set<string>();

  function openConnection() {
    const watches = new Map<number, { subscription: Subscription; onChange: unknown }>();
    let tabId: string | null = null;
    let open = true;

    const connection = {
      /** Drops this connection's watches (its tab is gone, so its callbacks are not released). */
      close() {
        if (!open) return;
        open = false;
        for (const watch of watches.values()) watch.subscription.unsubscribe();
        watches.clear();
        if (tabId) tabs.delete(tabId);
        connections.delete(connection);
      },
    };
    connections.add(connection);

    const viewCommands = {
      /** Diagnostics: e2e tests compare workerId across tabs to prove they share one SharedWorker. */
      async hello(): Promise<Hello> {
        return {
          workerId,
          kind: deps.kind,
          startedAt,
          tabs: Math.max(tabs.size, deps.kind === 'dedicated' ? 1 : 0),
        };
      },

      /**
       * Calls `onChange` with the view's state now (what is stored) and on every change of data or sync
       * status; starts a fetch when the resource is missing or stale. Resolves with an id for `unwatch`.
       */
      async watch<V extends ViewName>(request: ViewRequest<V>, onChange: OnViewChange<V>): Promise<number> {
        const { views } = await readyFor(request.view);
        // A page's adopted data is public: a view of local documents has nothing to wait for there.
        if (!readsLocalDocuments(request.view)) await adoption;
        if (request.view === 'servicePage' && heldServicePage) {
          const params = request.params as Views['servicePage']['params'];
          const rows = servicePageRows(heldServicePage.part, params);
          if (rows) await views.adopt('servicePage', params, rows, heldServicePage.at);
        }
        if (!open || closing) throw new Error('watch on a closed worker connection');
        const id = nextWatchId++;
        const subscription = views.observe(request).subscribe({
          next(state) {
            try {
              // Through Comlink this returns a promise that rejects when the tab's port is gone, which
              // is no bug; a state that cannot be cloned (an RxDocument, a function) is one.
              Promise.resolve(onChange(state)).catch((error: unknown) => {
                if (isCloneError(error)) onError(error);
              });
            } catch (error) {
              onError(error);
            }
          },
          error: onError,
        });
        watches.set(id, { subscription, onChange });
        return id;
      },

      async unwatch({ id }: { id: number }): Promise<void> {
        const watch = watches.get(id);
        if (!watch) return;
        watches.delete(id);
        watch.subscription.unsubscribe();
        release(watch.onChange);
      },

      /** Fetches the view's resource now, whatever its age. Expected failures come back as values. */
      async refresh<V extends ViewName>(request: ViewRequest<V>): Promise<Result> {
        const { views } = await readyFor(request.view);
        const outcome = await views.refresh(request);
        return outcome.ok ? ok(undefined) : fail(outcome.error);
      },

      /**
       * The public data a page carried in its index.html (src/api/first-screen-embed.ts): stored when
       * the database has nothing as new, so a first visit needs no fetch of its own; only the whole
       * list. Checked against the contract here too; anything off-contract is ignored. Resolves with
       * whether it was taken.
       */
      adoptFirstScreen(first: FirstScreen): Promise<{ adopted: boolean }> {
        const adopting = (async () => {
          const parsed = v.safeParse(FirstScreenSchema, first);
          // Stored, a part of the list would stand for the whole network until the next fetch.
          if (!parsed.success || !isWholeList(parsed.output)) return { adopted: false };
          const { views } = await ready;
          return { adopted: await views.adoptClinics(parsed.output.clinics, parsed.output.at) };
        })();
        // Watches started after this wait for it: their first state then has the page's clinics, not
        // an empty database (the tab shows the page's list meanwhile and would flash a skeleton).
        adoption = adopting.catch(() => undefined);
        return adopting;
      },

      /**
       * A doctor's or a service's page data (src/api/first-page-embed.ts), adopted like the first
       * screen: each part as its call's resource (the doctors list, the service, the schedule range, a
       * clinic's specialties, its service categories; a services list's first page when a watch asks
       * for it, at the watch's size),
       * when the database has nothing as new. Checked against the contract; anything off it is ignored.
       */
      adoptFirstPage(first: FirstPage): Promise<{ adopted: boolean }> {
        const adopting = (async () => {
          const parsed = v.safeParse(FirstPageSchema, first);
          if (!parsed.success) return { adopted: false };
          const { views } = await ready;
          const { at, doctors, doctorsOf, service, schedule, specialties, serviceCategories, servicePage } =
            parsed.output;
          const taken = await Promise.all([
            // One clinic's doctors are a part of the list: shown until the whole list, fetched at once.
            doctors &&
              (doctorsOf === undefined
                ? views.adopt('doctors', {}, doctors, at)
                : views.adopt('doctors', { clinicId: doctorsOf }, doctors, at, true)),
            service &&
              views.adopt(
                'service',
                { clinicId: service.clinicId, serviceId: service.service.id },
                { service: service.service, fromCache: false },
                at,
              ),
            schedule && views.adopt('schedule', scheduleParams(schedule), schedule.days, at),
            specialties &&
              views.adopt('specialties', { clinicId: specialties.clinicId }, specialties.specialties, at),
            serviceCategories &&
              views.adopt(
                'serviceCategories',
                { clinicId: serviceCategories.clinicId },
                serviceCategories.categories,
                at,
              ),
          ]);
          // Its first page at the size a watch asks for (the tab's window decides it): adopted then.
          if (servicePage) heldServicePage = { part: servicePage, at };
          return { adopted: taken.some(Boolean) || servicePage !== undefined };
        })();
        const before = adoption;
        adoption = Promise.all([before, adopting]).catch(() => undefined);
        return adopting;
      },

      /**
       * The tab behind this connection holds the Web Lock `tabLockName(tabId)`; once we are granted it,
       * the tab is gone and this connection closes.
       */
      async attachTab({ tabId: id }: { tabId: string }): Promise<{ tabs: number }> {
        if (open && tabId === null) {
          tabId = id;
          tabs.add(id);
          locks.request(tabLockName(id), () => connection.close()).catch(onError);
        }
        return { tabs: tabs.size };
      },
    };
    const api = mergeAreas({
      account: accountCommands,
      booking: booking.commands,
      records: recordsCommands,
      links: linksCommands,
      waitlist: waitlistCommands,
      offline: offlineCommands,
      views: viewCommands,
    });
    return { api, close: connection.close };
  }

  const accountCommands = createSessionCommands({
    session: () => ready.then((state) => state.session),
    locks,
  });
  const booking = createBookingCommands({
    ready: () => ready,
    locks,
    now,
    channelName: `priyom-closest:${deps.dbName ?? DEFAULT_DB_NAME}`,
  });
  closest.forget = booking.forgetClosest;
  const recordsCommands = createRecordsCommands({
    session: () => ready.then((state) => state.session),
    caches: deps.caches,
    now,
  });
  const linksCommands = createLinksCommands({
    session: () => ready.then((state) => state.session),
    offline: () => ready.then((state) => state.offline),
    appointmentsChanged: () => void ready.then((state) => state.appointmentsChanged()),
    moved: async (appointment) => applyMove({ db: (await ready).db, locks }, appointment),
    timeTaken: async (taken) => takeTime((await ready).db, taken),
  });
  const waitlistCommands = createWaitlistCommands({ ready: () => ready, locks });
  const offlineCommands = createOfflineCommands({ offline: () => ready.then((state) => state.offline) });
  const main = openConnection();

  async function close(): Promise<void> {
    closing ??= (async () => {
      for (const connection of [...connections]) connection.close();
      booking.close();
      const state = await ready.catch(() => null);
      if (!state) return;
      state.configSubscription.unsubscribe();
      state.offline.close();
      await state.session.close();
      await state.sync.close();
      await state.db.close();
    })();
    return closing;
  }

  return { api: main.api, openConnection, close, ready: ready.then(() => undefined) };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>['api'];

/** A page's schedule range as the schedule view's params. */
function scheduleParams({ clinicId, doctorIds, entryTypeId, date }: FirstPageSchedule) {
  return { clinicId, doctorIds, serviceId: entryTypeId, date };
}
