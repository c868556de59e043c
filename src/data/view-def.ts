/**
 * What an area's views are made of and from, apart from views.ts, which merges the areas: the areas
 * import these types and views.ts imports the areas, so they cannot live there without a cycle.
 */
import type { Observable } from 'rxjs';
import type { ApiClient } from './api-client';
import type { PriyomDatabase } from './database';
import type { SessionViewSource } from './session/views';
import type { Resource, ResourceSync } from './sync/ttl';
import type { ViewName, Views } from './view-types';

export interface ViewDeps {
  db: PriyomDatabase;
  /** Calls under the API base the configuration names. */
  api: ApiClient;
  /** Calls under the portal's own API base (the configuration itself comes from there). */
  portalApi: ApiClient;
  sync: ResourceSync;
  /** The session's views (`session`, `personalData`), which follow the token pair. */
  session: SessionViewSource;
  /** The worker's clock (tests use a fake one); default Date.now. */
  now?: () => number;
  /** Who is logged in now (a new id per login or client switch); private resources check it. */
  loginId?: () => Promise<string | null>;
}

export interface ViewDef<V extends ViewName> {
  resource(params: Views[V]['params']): Resource<unknown>;
  /** Stored data; an empty list here means "nothing stored" until the server has answered once. */
  data$(params: Views[V]['params']): Observable<Views[V]['data'] | null>;
}
