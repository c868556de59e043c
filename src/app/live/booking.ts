/** Hooks and commands the booking screens use (not the worker directly): the schedule of a range, booking. */
import { useMemo } from 'react';
import type { ScheduleDay } from '../../api/booking';
import type { ClosestQuery, Result, ScheduleRangeParams, ViewState } from '../../data';
import { doctorIdsFromKey, doctorIdsKey } from '../../domain/schedule-key';
import { embeddedScheduleView } from '../state/first-page';
import { offerFirstPage } from './first-page';
import { useView } from './use-view';
import type { ClosestAppointment, CreateAppointmentPayload, CreatedAppointment } from '../../api/booking';
import { getWorkerApi } from './worker-client';

offerFirstPage();

/**
 * Up to 4 days of free times from `date` (kept 60 s; fewer than 4 days: nothing later). Until the
 * worker answers, the range the page brought, when it is this one.
 */
export function useSchedule(params: ScheduleRangeParams): ViewState<ScheduleDay[]> {
  const { clinicId, serviceId, date } = params;
  const doctors = doctorIdsKey(params.doctorIds);
  const query = useMemo(
    () => ({
      clinicId,
      serviceId,
      date,
      doctorIds: doctorIdsFromKey(doctors),
    }),
    [clinicId, serviceId, date, doctors],
  );
  const options = useMemo(
    () => ({ initial: embeddedScheduleView({ ...query, serviceId: query.serviceId ?? null }) }),
    [query],
  );
  return useView('schedule', query, options);
}

export interface BookingCommands {
  /** One Idempotency-Key per user intent: the same key again returns the first answer. */
  bookAppointment(input: {
    payload: CreateAppointmentPayload;
    idempotencyKey: string;
  }): Promise<Result<{ appointment: CreatedAppointment }>>;
  /** The logged-in client's closest appointment with a doctor or for a service (60 s memo). */
  closestAppointment(query: ClosestQuery): Promise<Result<ClosestAppointment>>;
}

export const bookingCommands: BookingCommands = {
  bookAppointment: (input) => getWorkerApi().bookAppointment(input),
  closestAppointment: (query) => getWorkerApi().closestAppointment(query),
};
