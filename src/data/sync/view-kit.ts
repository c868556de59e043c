/**
 * What every area's live views are made of. An area declares its views as `ViewDefs<AreaViews>` (a
 * stored query plus the resource that keeps it fresh); ../composed-views.ts merges them and serves the
 * `ViewState` the UI renders. Areas import this module, never the composition, so imports go one way.
 */
import type { Observable } from 'rxjs';
import type { ApiClient } from '../api-client';
import type { PriyomDatabase } from '../database';
import type { RefreshFailure, Resource, ResourceSync } from './resource-sync';

export type { RefreshFailure };

/** What a live view sends to the UI (plain JSON through Comlink). */
export interface ViewState<T> {
  /** What the local database holds now; null while nothing has ever been stored. */
  data: T | null;
  /** When the stored data last came from the server (ms since epoch); null when never. */
  updatedAt: number | null;
  /** True when the data is older than its resource's lifetime. */
  stale: boolean;
  /** A fetch for this resource is in flight. */
  refreshing: boolean;
  /** Why the last refresh failed; null when it succeeded or none ran yet. */
  lastError: RefreshFailure | null;
}

/** An area's views: for each name, its parameters and the data it yields. */
export type ViewShapes<M> = { [V in keyof M]: { params: unknown; data: unknown } };

export interface ViewDeps {
  db: PriyomDatabase;
  /** Calls under the API base the configuration names. */
  api: ApiClient;
  /** Calls under the portal's own API base (the configuration itself comes from there). */
  portalApi: ApiClient;
  sync: ResourceSync;
  /** The worker's clock (tests use a fake one). */
  now: () => number;
  /** Who is logged in now (a new id per login or client switch); private resources check it. */
  loginId: () => Promise<string | null>;
}

export interface ViewDef<P, D> {
  resource(params: P): Resource<unknown>;
  /** Stored data; an empty list here means "nothing stored" until the server has answered once. */
  data$(params: P): Observable<D | null>;
  /**
   * The part of the resource these params view, where a page may bring that part alone (one clinic's
   * doctors); undefined: the whole.
   */
  part?(params: P): string | undefined;
}

export type ViewDefs<M extends ViewShapes<M>> = { [V in keyof M]: ViewDef<M[V]['params'], M[V]['data']> };
