/**
 * The browsing views: each an RxDB query plus the resource that keeps it fresh,
 * merged into the worker's views by ../composed-views.ts. Lifetimes come from ../sync/ttl.ts:
 *
 * - doctors: one list for the network, 3 days, watched per clinic;
 * - categories and specialties per clinic: 1 h, and a background refresh whenever a screen opens them
 *   more than 60 s after the last fetch (the stored list shows at once meanwhile);
 * - services lists: one resource per page (300 s), so only pages scrolled to are ever fetched; each
 *   page also stores its rows as single services. Any page of a clinic's (or a category's) list also
 *   keeps that list's whole-list page fresh (./whole-service-lists.ts), and once it is known to be whole,
 *   a search answers from it, with its freshness, without a request of its own;
 * - a single service: 6 h; taken from the rows a list stored when they are young enough, otherwise
 *   fetched (a 404 stores "unknown": the view then has `updatedAt` but no data).
 */
import { EMPTY, type Observable, defer, firstValueFrom, merge, of } from 'rxjs';
import { catchError, filter, ignoreElements, map, switchMap, take, tap } from 'rxjs/operators';
import {
  type Doctor,
  type Service,
  type ServiceCategory,
  type SpecialtyItem,
  getService,
  listDoctors,
  listServiceCategories,
  listServices,
  listSpecialties,
} from '../../api/browsing';
import { type ApiResult, mapData } from '../api-client';
import { BACKGROUND_REFRESH_AFTER_MS, type Resource, lifetimeMs } from '../sync/ttl';
import { createResourceCache } from '../sync/resource-cache';
import { syncDocId } from '../sync/resource-sync';
import { mergeParts, orderedRows$, replaceRows } from '../sync/stored-rows';
import type { ViewDeps, ViewDefs } from '../sync/view-kit';
import type { BrowsingViews } from './view-types';
import { toDoctor, toDoctorDoc } from './doctors';
import { toServiceCategory, toServiceCategoryDoc } from './service-categories';
import { type ServicePageParams, servicePageKey } from './service-pages';
import { serviceDocId, toService, toServiceDoc } from './services';
import { isSearch, isWholeList, isWholeListPage, searchWholeList, wholeListOf } from './whole-service-lists';
import { toSpecialtyDoc, toSpecialtyItem } from './specialties';

/** The resource of one service, as looked up alone (a service's own screen). */
const serviceKey = (clinicId: number, serviceId: number) => `service:${clinicId}:${serviceId}`;

/** A service lookup: where it came from decides whether it needs writing. */
interface ServiceLookup {
  service: Service | null;
  fromCache: boolean;
}

export function createBrowsingViews(deps: ViewDeps): ViewDefs<BrowsingViews> {
  const { db, api, sync, now } = deps;
  const cache = createResourceCache();

  /** Emits nothing; on subscription refreshes the resource when its data is older than 60 s. */
  const refreshIfOlderThanAMinute = (resource: Resource<unknown>): Observable<never> =>
    sync.status$(resource).pipe(
      take(1),
      filter((status) => status.updatedAt !== null && now() - status.updatedAt > BACKGROUND_REFRESH_AFTER_MS),
      tap(() => void sync.refresh(resource)),
      ignoreElements(),
    );

  const doctorsResource: Resource<Doctor[]> = {
    key: 'doctors',
    lifetimeMs: lifetimeMs('doctors'),
    // The lists below are revalidated by ETag: an unchanged one answers 304 and is not written again.
    fetch: async ({ etag }) =>
      mapData(await api.callUnlessUnchanged(listDoctors, etag), (answer) => answer.doctors),
    store: (doctors) =>
      replaceRows(
        db.doctors,
        doctors.map((doctor, order) => toDoctorDoc(doctor, order)),
        {},
      ),
    // Another clinic's part joins the parts stored, each clinic's doctors in the server's order.
    storePart: async (doctors) => {
      const stored = await firstValueFrom(orderedRows$(db.doctors, {}, toDoctor));
      const merged = mergeParts(stored, doctors, (doctor) => String(doctor.id));
      await replaceRows(
        db.doctors,
        merged.map((doctor, order) => toDoctorDoc(doctor, order)),
        {},
      );
    },
  };

  const categoriesResource = (clinicId: number) =>
    cache<ServiceCategory[]>(`service-categories:${clinicId}`, () => ({
      key: `service-categories:${clinicId}`,
      lifetimeMs: lifetimeMs('service-categories'),
      // The answer is the list itself (a bare array).
      fetch: ({ etag }) => api.callUnlessUnchanged(listServiceCategories, etag, { params: { clinicId } }),
      store: (categories) =>
        replaceRows(
          db.service_categories,
          categories.map((category, order) => toServiceCategoryDoc(clinicId, category, order)),
          { clinicId },
        ),
    }));

  const specialtiesResource = (clinicId: number) =>
    cache<SpecialtyItem[]>(`specialties:${clinicId}`, () => ({
      key: `specialties:${clinicId}`,
      lifetimeMs: lifetimeMs('specialties'),
      fetch: ({ etag }) => api.callUnlessUnchanged(listSpecialties, etag, { params: { clinicId } }),
      store: (items) =>
        replaceRows(
          db.specialties,
          items.map((item, order) => toSpecialtyDoc(clinicId, item, order)),
          { clinicId },
        ),
    }));

  const pageResource = (page: ServicePageParams) => {
    const key = servicePageKey(page);
    return cache<Service[]>(key, () => ({
      key,
      lifetimeMs: lifetimeMs('services'),
      fetch({ etag }) {
        return api.callUnlessUnchanged(listServices, etag, {
          params: { clinicId: page.clinicId },
          payload: {
            offset: page.offset,
            limit: page.limit,
            ...(page.categoryId !== null ? { categoryId: page.categoryId } : {}),
            // Search text only when non-empty after trimming; a doctor filter instead.
            ...(page.search !== '' ? { serviceTitle: page.search } : {}),
            ...(page.doctorId !== null ? { doctorId: page.doctorId } : {}),
          },
        });
      },
      async store(services) {
        const before = isWholeListPage(page) ? await db.service_pages.findOne(key).exec() : null;
        await db.service_pages.upsert({ id: key, clinicId: page.clinicId, offset: page.offset, services });
        const at = now();
        const rows = await db.services.bulkUpsert(
          services.map((service) => toServiceDoc(page.clinicId, service, at)),
        );
        if (rows.error.length > 0) throw new Error(`services upsert failed: ${JSON.stringify(rows.error)}`);
        if (!isWholeListPage(page)) return;
        wholeLists.set(key, isWholeList(services));
        // A service the list held before and no longer does (removed by an import, or moved to another
        // category) is dropped from the services kept one by one, with its bookkeeping: kept, it went
        // on showing for hours as though it could be booked. Asked for again, it comes from the server,
        // which says whether it is still there.
        const listed = new Set(services.map((service) => service.id));
        const gone = (before?.services ?? []).filter((service) => !listed.has(service.id));
        if (gone.length === 0) return;
        await db.services.bulkRemove(gone.map((service) => serviceDocId(page.clinicId, service.id)));
        for (const service of gone)
          await (await db.getLocal(syncDocId(serviceKey(page.clinicId, service.id))))?.remove();
      },
    }));
  };

  /**
   * Per whole-list page (by its key) that this worker has stored or read: whether it holds the whole
   * list. Known only here, so the choice of a search's resource is made at once when it is watched.
   */
  const wholeLists = new Map<string, boolean>();

  const pageRows$ = (page: ServicePageParams): Observable<Service[] | null> =>
    db.service_pages
      .findOne(servicePageKey(page))
      .$.pipe(map((doc) => (doc ? doc.toMutableJSON().services : null)));

  /** A page with its own resource: watched, it is fetched when missing or stale. */
  const ownPage$ = (page: ServicePageParams): Observable<Service[] | null> =>
    merge(sync.status$(pageResource(page)).pipe(ignoreElements()), pageRows$(page));

  /**
   * Emits nothing; keeps the whole list of the page's clinic and category fresh (one request while the
   * user reads or types, revalidated by ETag) and learns whether it is whole.
   */
  const keepWholeList$ = (page: ServicePageParams): Observable<never> => {
    const whole = wholeListOf(page);
    const key = servicePageKey(whole);
    return defer(async () => {
      // A list found longer than one page is searched by the server: its first long page, unshown by
      // any screen, is not fetched again for every page watched. A new worker looks once more.
      if (wholeLists.get(key) === false) return;
      await sync.ensureFresh(pageResource(whole));
      if (wholeLists.has(key)) return;
      const doc = await db.service_pages.findOne(key).exec();
      if (doc) wholeLists.set(key, isWholeList(doc.services));
    }).pipe(
      ignoreElements(),
      catchError((error: unknown) => {
        console.error(`[priyom-data] the services list ${key} could not be kept`, error);
        return EMPTY;
      }),
    );
  };

  /** A search this worker answers from the whole list it holds. */
  const answeredFromWholeList = (page: ServicePageParams): boolean =>
    isSearch(page) && wholeLists.get(servicePageKey(wholeListOf(page))) === true;

  /** A search's page out of the whole list; should the list have outgrown one page, the page's own. */
  const searchedPage$ = (page: ServicePageParams): Observable<Service[] | null> =>
    pageRows$(wholeListOf(page)).pipe(
      switchMap((whole) =>
        whole !== null && isWholeList(whole) ? of(searchWholeList(whole, page)) : ownPage$(page),
      ),
    );

  const serviceResource = (clinicId: number, serviceId: number) => {
    const key = serviceKey(clinicId, serviceId);
    const docId = serviceDocId(clinicId, serviceId);
    return cache<ServiceLookup>(key, () => ({
      key,
      lifetimeMs: lifetimeMs('service'),
      async fetch(): Promise<ApiResult<ServiceLookup>> {
        const stored = await db.services.findOne(docId).exec();
        if (stored && now() - stored.storedAt < lifetimeMs('service'))
          return { ok: true, value: { service: toService(stored.toMutableJSON()), fromCache: true } };
        // A service missing from the cache is logged (it shows a list stored too little) and loaded.
        console.info(`[priyom-data] service ${docId} is not cached; asking the server`);
        const result = await api.call(getService, { params: { clinicId, serviceId } });
        if (result.ok) return { ok: true, value: { service: result.value, fromCache: false } };
        if (result.error.kind === 'server' && result.error.status === 404)
          return { ok: true, value: { service: null, fromCache: false } };
        return result;
      },
      async store({ service, fromCache }) {
        if (fromCache) return;
        if (service) await db.services.upsert(toServiceDoc(clinicId, service, now()));
        else await db.services.findOne(docId).remove();
      },
    }));
  };

  return {
    doctors: {
      resource: () => doctorsResource,
      // One list is stored for the network; a clinic's view is filtered here, in the worker, so a tab
      // never copies in or compares the doctors of every other clinic.
      data$: ({ clinicId }) => {
        const all$ = orderedRows$(db.doctors, {}, toDoctor);
        return clinicId === undefined
          ? all$
          : all$.pipe(map((doctors) => doctors.filter((doctor) => doctor.clinicIds.includes(clinicId))));
      },
      part: ({ clinicId }) => (clinicId === undefined ? undefined : `clinic:${clinicId}`),
    },
    serviceCategories: {
      resource: ({ clinicId }) => categoriesResource(clinicId),
      data$: ({ clinicId }) =>
        merge(
          refreshIfOlderThanAMinute(categoriesResource(clinicId)),
          orderedRows$(db.service_categories, { clinicId }, toServiceCategory),
        ),
    },
    specialties: {
      resource: ({ clinicId }) => specialtiesResource(clinicId),
      data$: ({ clinicId }) =>
        merge(
          refreshIfOlderThanAMinute(specialtiesResource(clinicId)),
          orderedRows$(db.specialties, { clinicId }, toSpecialtyItem),
        ),
    },
    servicePage: {
      resource: (page) => pageResource(answeredFromWholeList(page) ? wholeListOf(page) : page),
      data$: (page) =>
        answeredFromWholeList(page) ? searchedPage$(page) : merge(keepWholeList$(page), pageRows$(page)),
    },
    service: {
      resource: ({ clinicId, serviceId }) => serviceResource(clinicId, serviceId),
      data$: ({ clinicId, serviceId }) =>
        defer(() => db.services.findOne(serviceDocId(clinicId, serviceId)).$).pipe(
          map((doc) => (doc ? toService(doc.toMutableJSON()) : null)),
        ),
    },
  };
}
