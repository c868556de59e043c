/**
 * The clinics area: the network's clinics (the `clinics` collection, 14 days) and its configuration
 * (a local document, 1 hour; fetched from the portal's own API base, since it names the base of every
 * other call). `adoptClinics` stores the list a page brought in its index.html.
 */
import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import { type Clinic, type Configuration, getConfiguration, listClinics } from '../../api';
import { mapData } from '../api-client';
import type { PriyomDatabase } from '../database';
import { orderedRows$, replaceRows } from '../sync/stored-rows';
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
    // Revalidated by ETag: an unchanged list answers 304 and the stored rows stay as they are.
    fetch: async ({ etag }) =>
      mapData(await deps.api.callUnlessUnchanged(listClinics, etag), (answer) => answer.clinics),
    store: (clinics) =>
      replaceRows(
        db.clinics,
        clinics.map((clinic, order) => toClinicDoc(clinic, order)),
        {},
      ),
  };

  const configurationResource: Resource<Configuration> = {
    key: 'configuration',
    lifetimeMs: lifetimeMs('configuration'),
    fetch: ({ etag }) => deps.portalApi.callUnlessUnchanged(getConfiguration, etag),
    async store(value) {
      await db.upsertLocal<StoredConfiguration>(CONFIGURATION_DOC_ID, { value });
    },
  };

  const views: ViewDefs<ClinicsViews> = {
    clinics: {
      resource: () => clinicsResource,
      data$: () => orderedRows$(db.clinics, {}, toClinic),
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
