/**
 * The clinics area: the network's clinics (the `clinics` collection, 14 days) and its configuration
 * (a local document, 1 hour; fetched from the portal's own API base, since it names the base of every
 * other call). `adoptClinics` stores the list a page brought in its index.html.
 */
import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import { type Clinic, type Configuration, getConfiguration, listClinics } from '../../api';
import type { PriyomDatabase } from '../database';
import { type Resource, lifetimeMs } from '../sync/ttl';
import type { ViewDeps, ViewDefs } from '../sync/view-kit';
import { toClinic, toClinicDoc } from './clinics-collection';
import type { ClinicsViews } from './view-types';

/** Local document holding the last configuration the server sent. */
export const CONFIGURATION_DOC_ID = 'configuration';
interface StoredConfiguration {
  value: Configuration;
}

export function createClinicsViews(deps: ViewDeps) {
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

  const views: ViewDefs<ClinicsViews> = {
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
  };

  /** The clinics the page brought (index.html's first screen), stored unless ours are as new. */
  const adoptClinics = (clinics: Clinic[], at: number) => deps.sync.adopt(clinicsResource, clinics, at);

  return { views, adoptClinics };
}

/** The stored configuration, live; null until the server has sent one. */
export function configuration$(db: PriyomDatabase): Observable<Configuration | null> {
  return db
    .getLocal$<StoredConfiguration>(CONFIGURATION_DOC_ID)
    .pipe(
      map((doc) => (doc && !doc.deleted ? (doc.toMutableJSON().data as StoredConfiguration).value : null)),
    );
}
