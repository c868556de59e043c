/**
 * The records views, merged into the worker's views by ../composed-views.ts: one private page resource per
 * page of the client's appointments or service results (lifetimes `appointments` and `results`,
 * ../sync/ttl.ts), fetched with the session's token (./private-pages.ts).
 */
import { combineLatest, of } from 'rxjs';
import { switchMap } from 'rxjs/operators';
import { STATUS } from '../../domain/appointment-status';
import {
  APPOINTMENTS_PAGE_MAX,
  type Appointment,
  type MovedAppointment,
  listAppointments,
} from '../../api/appointments';
import { RESULTS_PAGE_MAX, type ServiceResult, listServiceResults } from '../../api/results';
import type { ApiResult } from '../api-client';
import type { PriyomDatabase } from '../database';
import type { LocksLike } from '../sync/locks';
import { createResourceCache } from '../sync/resource-cache';
import { type ResourceKind, lifetimeMs } from '../sync/ttl';
import type { ViewDef, ViewDeps, ViewDefs } from '../sync/view-kit';
import { type StoredPrivatePage, editPrivatePages, privatePageResource } from './private-pages';
import { joins, pageFromAnswer, rowsAfter, withRowBefore } from './page-seams';
import {
  APPOINTMENT_PAGE_PREFIX,
  RESULT_PAGE_PREFIX,
  type RecordPageParams,
  recordPageKey,
  rowsFromOtherPages,
} from './record-pages';
import type { RecordsViews } from './view-types';
import { readStoredLocal, storedLocal$ } from '../sync/stored-local';

export function createRecordsViews(deps: ViewDeps): ViewDefs<RecordsViews> {
  const { db, api, loginId, sync } = deps;
  const cache = createResourceCache();

  /**
   * A list's page view: its rows come from `fetchRows`, stored under the page's key, each page after the
   * first with the row before it, so the seams between stored pages are checked (./page-seams.ts).
   */
  function pageView<T extends { id: number }>(
    prefix: string,
    kind: ResourceKind,
    maxLimit: number,
    fetchRows: (params: RecordPageParams) => Promise<ApiResult<T[]>>,
  ): ViewDef<RecordPageParams, T[]> {
    const keyOf = (params: RecordPageParams) => recordPageKey(prefix, params);
    const read = (params: RecordPageParams | null) =>
      params ? readStoredLocal<StoredPrivatePage<T>>(db, keyOf(params)) : Promise.resolve(null);

    /**
     * A page just stored and a stored neighbour that do not join were fetched around a change above
     * their seam: the neighbour, the older of the two, is fetched again (and checks its own other seam
     * once stored). Pages that join are left, so a list whose rows did not move costs no extra request.
     */
    async function refetchDisjoined(params: RecordPageParams, page: StoredPrivatePage<T>) {
      const earlier = earlierPage(params);
      const later = { offset: params.offset + params.limit, limit: params.limit };
      const [before, after] = await Promise.all([read(earlier), read(later)]);
      const due = [joins(before, page) ? null : earlier, joins(page, after) ? null : later];
      await Promise.all(due.map((neighbour) => neighbour && sync.refresh(resource(neighbour))));
    }

    function resource(params: RecordPageParams) {
      const key = keyOf(params);
      return cache(key, () =>
        privatePageResource<T>(
          { db, loginId },
          key,
          lifetimeMs(kind),
          () => fetchRows(withRowBefore(params, maxLimit)),
          {
            page: (answer) => pageFromAnswer(params, maxLimit, answer),
            // Nobody awaits it: a failure is logged, and the neighbour keeps its own retry.
            stored: (page) => void refetchDisjoined(params, page).catch(console.error),
          },
        ),
      );
    }

    return {
      resource,
      data$: (params) => {
        const earlier = earlierPage(params);
        return combineLatest([
          storedLocal$<StoredPrivatePage<T>>(db, keyOf(params)),
          earlier ? storedLocal$<StoredPrivatePage<T>>(db, keyOf(earlier)) : of(null),
        ]).pipe(
          switchMap(([page, before]) =>
            page !== null ? of(rowsAfter(before, page)) : rowsFromOtherPages<T>(db, prefix, params),
          ),
        );
      },
    };
  }

  return {
    // Each answer is the page's rows themselves (a bare array); offset and limit went in the query.
    appointmentPage: pageView<Appointment>(
      APPOINTMENT_PAGE_PREFIX,
      'appointments',
      APPOINTMENTS_PAGE_MAX,
      (payload) => api.call(listAppointments, { payload }),
    ),
    resultPage: pageView<ServiceResult>(RESULT_PAGE_PREFIX, 'results', RESULTS_PAGE_MAX, (payload) =>
      api.call(listServiceResults, { payload }),
    ),
  };
}

/** The page before this one at the same size; null for the first. */
function earlierPage({ offset, limit }: RecordPageParams): RecordPageParams | null {
  return offset >= limit ? { offset: offset - limit, limit } : null;
}

type StoredPages = { db: PriyomDatabase; locks: LocksLike };

/** Edits the appointment in every stored page holding it (every tab's list follows); null removes it. */
function editAppointment(
  pages: StoredPages,
  id: number,
  edit: (appointment: Appointment) => Appointment | null,
) {
  return editPrivatePages<Appointment>(pages.db, pages.locks, APPOINTMENT_PAGE_PREFIX, (appointments) =>
    appointments.some((appointment) => appointment.id === id)
      ? appointments.flatMap((appointment) =>
          appointment.id === id ? (edit(appointment) ?? []) : appointment,
        )
      : null,
  );
}

/**
 * Applies a cancel made here to every stored page holding the appointment: its status becomes cancelled
 * by client, or, when an administrator deleted it, it leaves the list.
 */
export const applyCancel = (pages: StoredPages, id: number, outcome: 'cancelled' | 'deleted') =>
  editAppointment(pages, id, (appointment) =>
    outcome === 'deleted' ? null : { ...appointment, status: STATUS.CANCELED_BY_CLIENT },
  );

/** A "YYYY-MM-DD HH:MM" wall-clock time as milliseconds, to count a move's shift. */
const wallClock = (moment: string) => Date.parse(`${moment.replace(' ', 'T')}Z`);

/**
 * Applies a move made here to every stored page holding the appointment: its new time, status and
 * length, and its notice deadline moved by as much (counted on the wall clock: the worker knows no
 * clinic zone, and the pages fetched again right after bring the server's own). The device keeps the
 * new time when that fetch fails (no network, the server down).
 */
export const applyMove = (pages: StoredPages, moved: MovedAppointment) =>
  editAppointment(pages, moved.id, (appointment) => {
    const { changeUntil } = appointment;
    const shift =
      wallClock(`${moved.date} ${moved.time}`) - wallClock(`${appointment.date} ${appointment.time}`);
    return {
      ...appointment,
      ...moved,
      ...(changeUntil && {
        changeUntil: new Date(wallClock(changeUntil) + shift).toISOString().slice(0, 16).replace('T', ' '),
      }),
    };
  });
