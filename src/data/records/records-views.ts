/**
 * The records views, merged into the worker's views by ../composed-views.ts: one private page resource per
 * page of the client's appointments or service results (lifetimes `appointments` and `results`,
 * ../sync/ttl.ts), fetched with the session's token (./private-pages.ts).
 */
import { of } from 'rxjs';
import { switchMap } from 'rxjs/operators';
import { STATUS } from '../../domain/appointment-status';
import { type Appointment, type MovedAppointment, listAppointments } from '../../api/appointments';
import { type ServiceResult, listServiceResults } from '../../api/results';
import type { ApiResult } from '../api-client';
import type { PriyomDatabase } from '../database';
import type { LocksLike } from '../sync/locks';
import { createResourceCache } from '../sync/resource-cache';
import { type ResourceKind, lifetimeMs } from '../sync/ttl';
import type { ViewDef, ViewDeps, ViewDefs } from '../sync/view-kit';
import { editPrivatePages, privatePage$, privatePageResource } from './private-pages';
import {
  APPOINTMENT_PAGE_PREFIX,
  RESULT_PAGE_PREFIX,
  type RecordPageParams,
  recordPageKey,
  rowsFromOtherPages,
} from './record-pages';
import type { RecordsViews } from './view-types';

export function createRecordsViews(deps: ViewDeps): ViewDefs<RecordsViews> {
  const { db, api, loginId } = deps;
  const cache = createResourceCache();

  /** A list's page view: its rows come from `fetchRows`, stored under the page's key. */
  function pageView<T>(
    prefix: string,
    kind: ResourceKind,
    fetchRows: (params: RecordPageParams) => Promise<ApiResult<T[]>>,
  ): ViewDef<RecordPageParams, T[]> {
    return {
      resource: (params) => {
        const key = recordPageKey(prefix, params);
        return cache(key, () =>
          privatePageResource<T>({ db, loginId }, key, lifetimeMs(kind), () => fetchRows(params)),
        );
      },
      data$: (params) =>
        privatePage$<T>(db, recordPageKey(prefix, params)).pipe(
          switchMap((rows) => (rows !== null ? of(rows) : rowsFromOtherPages<T>(db, prefix, params))),
        ),
    };
  }

  return {
    // Each answer is the page's rows themselves (a bare array); offset and limit went in the query.
    appointmentPage: pageView<Appointment>(APPOINTMENT_PAGE_PREFIX, 'appointments', (payload) =>
      api.call(listAppointments, { payload }),
    ),
    resultPage: pageView<ServiceResult>(RESULT_PAGE_PREFIX, 'results', (payload) =>
      api.call(listServiceResults, { payload }),
    ),
  };
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
