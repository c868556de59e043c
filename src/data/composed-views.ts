/**
 * Live views, composed from the areas: for each ViewName, the RxDB query that yields its data and the
 * resource whose TTL sync keeps that data fresh. `observe` merges the two into the ViewState the UI
 * renders, as plain JSON. The account's views follow the token pair and come from the session instead.
 */
import { type Observable, combineLatest } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs/operators';
import type { Clinic } from '../api';
import { type SessionViewName, type SessionViewSource, isSessionView } from './account/session-views';
import { createBrowsingViews } from './browsing/browsing-views';
import { createClinicsViews } from './clinics/clinics-views';
import { createRecordsViews } from './records/records-views';
import { createScheduleViews } from './schedule/schedule-views';
import type { NetworkState } from './sync/network';
import type { SyncStatus } from './sync/resource-sync';
import type { SyncOutcome } from './sync/ttl';
import { ok } from './result';
import { createWaitlistViews } from './waitlist/waitlist-views';
import type { ViewDef, ViewDeps, ViewDefs } from './sync/view-kit';
import type { ViewName, ViewRequest, ViewState, Views } from './view-types';

export interface ComposedViewDeps extends ViewDeps {
  /** The session's views (`session`, `personalData`), which follow the token pair. */
  session: SessionViewSource;
  /** Whether the API answered lately (the `network` view). */
  network$: Observable<NetworkState>;
}

/**
 * The views kept in the database's local documents, none in its collections: the session's, the
 * network's, the configuration and the client's own lists (their pages are local documents so as not
 * to spend RxDB's few collections). They can answer before the collections are added.
 */
const LOCAL_DOCUMENT_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  'session',
  'personalData',
  'network',
  'configuration',
  'waitlist',
  'appointmentPage',
  'resultPage',
]);

export const readsLocalDocuments = (view: ViewName): boolean => LOCAL_DOCUMENT_VIEWS.has(view);

type StoredViews = Omit<Views, SessionViewName | 'network'>;

export type Views$ = ReturnType<typeof createViews>;

export function createViews(deps: ComposedViewDeps) {
  const clinics = createClinicsViews(deps);
  const defs: ViewDefs<StoredViews> = {
    ...clinics.views,
    ...createBrowsingViews(deps),
    ...createScheduleViews(deps),
    ...createRecordsViews(deps),
    ...createWaitlistViews(deps),
  };

  function defOf<V extends ViewName>(view: V): ViewDef<Views[V]['params'], Views[V]['data']> {
    const def = (defs as Partial<Record<ViewName, unknown>>)[view];
    if (!def) throw new Error(`unknown view ${String(view)}`);
    return def as ViewDef<Views[V]['params'], Views[V]['data']>;
  }

  function observe<V extends ViewName>(request: ViewRequest<V>): Observable<ViewState<Views[V]['data']>> {
    if (isSessionView(request.view))
      return deps.session.observe(request.view) as Observable<ViewState<Views[V]['data']>>;
    if (request.view === 'network')
      return networkView(deps.network$) as Observable<ViewState<Views[V]['data']>>;
    const def = defOf(request.view);
    return combineLatest([
      def.data$(request.params),
      deps.sync.status$(def.resource(request.params)),
      deps.network$,
    ]).pipe(
      map(([data, { parts, ...status }, network]) => ({
        data:
          (isNothing(data) && status.updatedAt === null) || missingPart(def, request.params, parts)
            ? null
            : data,
        ...status,
        lastError: requestFailure(status.lastError, network),
      })),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
  }

  const refresh = <V extends ViewName>(request: ViewRequest<V>): Promise<SyncOutcome> =>
    isSessionView(request.view)
      ? deps.session.refresh(request.view)
      : request.view === 'network'
        ? Promise.resolve(ok({ fetched: false }))
        : deps.sync.refresh(defOf(request.view).resource(request.params));

  const adoptClinics = (list: Clinic[], at: number) => clinics.adoptClinics(list, at);

  /**
   * Stores a page's embedded answer as the view's resource (see ResourceSync.adopt). `data` must be
   * what that resource's fetch yields, or (`partial`) the part of it these params view (one clinic's
   * doctors): the caller checked it against the call's contract.
   */
  const adopt = <V extends Exclude<ViewName, SessionViewName>>(
    view: V,
    params: Views[V]['params'],
    data: unknown,
    at: number,
    partial = false,
  ) => {
    const def = defOf(view);
    const part = partial ? def.part?.(params) : undefined;
    if (partial && part === undefined) return Promise.resolve(false);
    return deps.sync.adopt(def.resource(params), data, at, part ?? null);
  };

  return { observe, refresh, adoptClinics, adopt };
}

/**
 * A view's own failure as the network now tells it. A request that got no answer (`offline`) is
 * forgotten once any later request was answered: the server is back, and a stale resource fetches
 * again at once (the worker retries on that answer). While the browser says it is online, no answer
 * means the server is silent, not the device's network: the screens say so.
 */
function requestFailure(lastError: SyncStatus['lastError'], network: NetworkState): SyncStatus['lastError'] {
  if (lastError !== 'offline') return lastError;
  if (network.reachable === true) return null;
  return network.failure === 'server' ? 'server' : 'offline';
}

/** The network's state as a view: nothing stored, nothing to refresh; `lastError` says why it failed. */
function networkView(network$: Observable<NetworkState>): Observable<ViewState<NetworkState>> {
  return network$.pipe(
    map((data) => ({
      data,
      updatedAt: null,
      stale: false,
      refreshing: false,
      lastError: data.reachable === false ? (data.failure ?? 'offline') : null,
    })),
  );
}

/** The view shows a part of its resource that is not among the parts alone stored. */
function missingPart<P>(def: ViewDef<P, unknown>, params: P, parts: readonly string[] | undefined): boolean {
  if (!parts) return false;
  const part = def.part?.(params);
  return part !== undefined && !parts.includes(part);
}

function isNothing(data: unknown): boolean {
  return data === null || (Array.isArray(data) && data.length === 0);
}
