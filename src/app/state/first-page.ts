/**
 * A doctor's or a service's data as index.html carried it (src/api/first-page-embed.ts): the page's
 * first render shows the doctor or the service and its first range of free times from it, before the
 * data worker has opened its database, and the worker is offered it to adopt (app/live/worker-client).
 * Read once per page load. Each part is offered only to the view it answers (the service worker may
 * answer any route with the last page, so the block can belong to another doctor or service).
 *
 * A page the service worker kept (no network answered, src/sw/kept-pages.ts) says so on #root: its
 * data then shows as it would from the device, with its age and why it is not fresh, from the first
 * render.
 *
 * Not validated against the contract here, for the reason app/state/first-screen.ts gives: a shape
 * guard only, and the worker checks it all before adopting it.
 */
import { FIRST_PAGE_ELEMENT_ID, FIRST_PAGE_PLACEHOLDER } from '../../api/first-page-block';
import type { FirstPage } from '../../api/first-page-embed';
import type { ViewState } from '../../data';
import { doctorIdsKey } from '../../domain/schedule-key';
import { keptBecause } from './kept-page';

let read = false;
let first: FirstPage | null = null;

export function embeddedFirstPage(doc: Document | undefined = globalThis.document): FirstPage | null {
  if (!read) {
    read = true;
    first = doc ? readFirstPage(doc.getElementById(FIRST_PAGE_ELEMENT_ID)?.textContent) : null;
  }
  return first;
}

/** The server's renderer gives each page's data here, as the browser reads it from the page. */
export function provideFirstPage(value: FirstPage | null): void {
  read = true;
  first = value;
}

/** The block's JSON when it has the first page's shape (a time, and its parts where present), else null. */
export function readFirstPage(text: string | null | undefined): FirstPage | null {
  if (!text || text.includes(FIRST_PAGE_PLACEHOLDER)) return null;
  try {
    const value = JSON.parse(text) as Partial<FirstPage> | null;
    if (typeof value?.at !== 'number') return null;
    if (value.doctors !== undefined && !Array.isArray(value.doctors)) return null;
    if (value.doctorsOf !== undefined && typeof value.doctorsOf !== 'number') return null;
    if (value.schedule !== undefined && !Array.isArray(value.schedule?.days)) return null;
    if (value.service !== undefined && typeof value.service?.service?.id !== 'number') return null;
    if (value.specialties !== undefined && !Array.isArray(value.specialties?.specialties)) return null;
    if (value.serviceCategories !== undefined && !Array.isArray(value.serviceCategories?.categories))
      return null;
    if (value.servicePage !== undefined && !Array.isArray(value.servicePage?.services)) return null;
    return value as FirstPage;
  } catch {
    return null;
  }
}

/** A part as a view's state: fresh from the server, or from a kept page with why it was kept. */
export const fresh = <T>(data: T, at: number): ViewState<T> => ({
  data,
  updatedAt: at,
  stale: keptBecause() !== null,
  refreshing: false,
  lastError: keptBecause(),
});

/**
 * The doctors the page brought, until the worker's own answer replaces them, as the doctors view of
 * clinic `clinicId` answers (null: the network's): clinic `clinicId`'s when the page brought those; of
 * the network's list, the clinic's part (a screen of no one clinic takes only the network's).
 */
export function embeddedDoctorsView(
  clinicId: number | null,
): ViewState<NonNullable<FirstPage['doctors']>> | undefined {
  const page = embeddedFirstPage();
  if (!page?.doctors) return undefined;
  if (page.doctorsOf !== undefined)
    return page.doctorsOf === clinicId ? fresh(page.doctors, page.at) : undefined;
  const doctors =
    clinicId === null ? page.doctors : page.doctors.filter((doctor) => doctor.clinicIds.includes(clinicId));
  return fresh(doctors, page.at);
}

/** The service the page brought, when it is the one asked for. */
export function embeddedServiceView(
  clinicId: number,
  serviceId: number,
): ViewState<NonNullable<FirstPage['service']>['service']> | undefined {
  const page = embeddedFirstPage();
  const service = page?.service;
  return service && service.clinicId === clinicId && service.service.id === serviceId
    ? fresh(service.service, page.at)
    : undefined;
}

/** A clinic's specialties the page brought, when they are this clinic's. */
export function embeddedSpecialtiesView(
  clinicId: number,
): ViewState<NonNullable<FirstPage['specialties']>['specialties']> | undefined {
  const page = embeddedFirstPage();
  const specialties = page?.specialties;
  return specialties && specialties.clinicId === clinicId
    ? fresh(specialties.specialties, page.at)
    : undefined;
}

/** The schedule range the page brought, when it is the range asked for. */
export function embeddedScheduleView(query: {
  clinicId: number;
  doctorIds: readonly number[];
  serviceId: number | null;
  date: string;
}): ViewState<NonNullable<FirstPage['schedule']>['days']> | undefined {
  const page = embeddedFirstPage();
  const range = page?.schedule;
  const same =
    range &&
    range.clinicId === query.clinicId &&
    range.entryTypeId === query.serviceId &&
    range.date === query.date &&
    doctorIdsKey(range.doctorIds) === doctorIdsKey(query.doctorIds);
  return same ? fresh(range.days, page.at) : undefined;
}
