/**
 * Live views: for each ViewName, the RxDB query that yields its data and the resource whose TTL sync
 * keeps that data fresh. `observe` merges the two into the ViewState the UI renders, as plain JSON.
 */
import { type Observable, combineLatest } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs/operators';
import { type Clinic, type Configuration, getConfiguration, listClinics } from '../api';
import { createAppointmentsViews } from './appointments/views';
import { createBookingViews } from './booking/views';
import { createBrowsingViews } from './browsing/views';
import { createResultsViews } from './results/views';
import { toClinic, toClinicDoc } from './collections/clinics';
import type { PriyomDatabase } from './database';
import { type SessionViewName, isSessionView } from './session/views';
import { type Resource, lifetimeMs } from './sync/ttl';
import type { ViewDef, ViewDeps } from './view-def';
import type { ViewName, ViewRequest, ViewState, Views } from './view-types';

export type { ViewDef, ViewDeps } from './view-def';

/** Local document holding the last configuration the server sent. */
export const CONFIGURATION_DOC_ID = 'configuration';
interface StoredConfiguration {
  value: Configuration;
}

type ViewDefs = { [V in Exclude<ViewName, SessionViewName>]: ViewDef<V> };

export type Views$ = ReturnType<typeof createViews>;

export function createViews(deps: ViewDeps) {
  const { db } = deps;

  const clinicsResource: Resource<Clinic[]> = {
    key: 'clinics',
    lifetimeMs: lifetimeMs('clinics'),
    async fetch() {
      const result = await deps.api.call(listClinics);
      return result.ok ? { ok: true, data: result.data.clinics } : result;
    },
    async store(clinics) {
      const docs = clinics.map((clinic, order) => toClinicDoc(clinic, order));
      const upserted = await db.clinics.bulkUpsert(docs);
      if (upserted.error.length > 0)
        throw new Error(`clinics upsert failed: ${JSON.stringify(upserted.error)}`);
      const gone = await db.clinics.find({ selector: { id: { $nin: docs.map((doc) => doc.id) } } }).exec();
      if (gone.length === 0) return;
      const removed = await db.clinics.bulkRemove(gone.map((doc) => doc.id));
      if (removed.error.length > 0)
        throw new Error(`clinics removal failed: ${JSON.stringify(removed.error)}`);
    },
  };

  const configurationResource: Resource<Configuration> = {
    key: 'configuration',
    lifetimeMs: lifetimeMs('configuration'),
    fetch: () => deps.portalApi.call(getConfiguration),
    async store(value) {
      await db.upsertLocal<StoredConfiguration>(CONFIGURATION_DOC_ID, { value });
    },
  };

  const defs: ViewDefs = {
    clinics: {
      resource: () => clinicsResource,
      data$: () =>
        db.clinics
          .find({ sort: [{ order: 'asc' }] })
          .$.pipe(map((docs) => docs.map((doc) => toClinic(doc.toMutableJSON())))),
    },
    configuration: {
      resource: () => configurationResource,
      data$: () => configuration$(db),
    },
    ...createBrowsingViews({ ...deps, now: deps.now ?? Date.now }),
    ...createBookingViews(deps),
    ...createAppointmentsViews(deps),
    ...createResultsViews(deps),
  };

  function defOf<V extends ViewName>(view: V): ViewDef<V> {
    const def = (defs as Partial<Record<ViewName, unknown>>)[view];
    if (!def) throw new Error(`unknown view ${String(view)}`);
    return def as ViewDef<V>;
  }

  function observe<V extends ViewName>(request: ViewRequest<V>): Observable<ViewState<Views[V]['data']>> {
    if (isSessionView(request.view)) return deps.session.observe(request.view);
    const def = defOf(request.view);
    return combineLatest([def.data$(request.params), deps.sync.status$(def.resource(request.params))]).pipe(
      map(([data, status]) => ({
        data: isNothing(data) && status.updatedAt === null ? null : data,
        ...status,
      })),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
  }

  const refresh = <V extends ViewName>(request: ViewRequest<V>) =>
    isSessionView(request.view)
      ? deps.session.refresh(request.view)
      : deps.sync.refresh(defOf(request.view).resource(request.params));

  /** The clinics the page brought (index.html's first screen), stored unless ours are as new. */
  const adoptClinics = (clinics: Clinic[], at: number) => deps.sync.adopt(clinicsResource, clinics, at);

  return { observe, refresh, adoptClinics };
}

function isNothing(data: unknown): boolean {
  return data === null || (Array.isArray(data) && data.length === 0);
}

/** The stored configuration, live; null until the server has sent one. */
export function configuration$(db: PriyomDatabase): Observable<Configuration | null> {
  return db
    .getLocal$<StoredConfiguration>(CONFIGURATION_DOC_ID)
    .pipe(
      map((doc) => (doc && !doc.deleted ? (doc.toMutableJSON().data as StoredConfiguration).value : null)),
    );
}
