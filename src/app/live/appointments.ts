/** Hooks and commands the appointments screen uses (it never calls the worker itself). */
import type { Appointment, MovedAppointment } from '../../api/appointments';
import type { ScheduleDay } from '../../api/booking';
import type { MoveInput, Result, ScheduleRangeParams } from '../../data';
import { recordPageSize } from '../../domain/browsing-lists';
import { useCurrentClientId } from './session';
import { watchFirstPageEarly } from './early-pages';
import { type PagedList, usePagedList } from './use-paged-list';
import { getWorkerApi } from './worker-client';

const NO_FILTER = Object.freeze({});

/** The client's appointments, newest first, page by page (each page kept 60 s, private). */
export function useAppointments(limit: number): PagedList<Appointment> {
  return usePagedList('appointmentPage', NO_FILTER, recordPageSize(limit), { owner: useCurrentClientId() });
}

/** The list's first page at `limit` rows, asked for before the screen mounts (./early-pages.ts). */
export const watchAppointmentsEarly = (limit: number) =>
  watchFirstPageEarly('appointmentPage', NO_FILTER, recordPageSize(limit));

export const appointmentCommands = {
  /**
   * One Idempotency-Key per user intent; every tab's list greys the appointment on success. `queued`:
   * no network, the service worker's queue sends it later and every tab shows it pending meanwhile.
   */
  cancel: (input: {
    appointmentId: number;
    idempotencyKey: string;
  }): Promise<Result<{ appointmentId: number; queued?: true }>> => getWorkerApi().cancelAppointment(input),
  /**
   * One Idempotency-Key per chosen time; never queued: with no network it fails as offline. The
   * appointment's clinic and doctor say whose stored schedule loses the new time.
   */
  move: (input: MoveInput & { appointmentId: number }): Promise<Result<MovedAppointment>> =>
    getWorkerApi().moveAppointment(input),
  /** A schedule range as the move of this appointment sees it (its own span free); never stored. */
  moveSchedule: (input: ScheduleRangeParams & { appointmentId: number }): Promise<Result<ScheduleDay[]>> =>
    getWorkerApi().moveSchedule(input),
};
