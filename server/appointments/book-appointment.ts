/**
 * POST /clients/create-appointment (payload, statuses, error keys). Runs in one transaction with the
 * idempotency claim (idempotency.ts). The free-time check only gives early, precise errors; what makes
 * a double booking impossible is the insert itself: ON CONFLICT DO NOTHING against the partial unique
 * index over a doctor's held times (migration 0004), so of concurrent bookings of one time exactly one
 * row is written, on one instance or many. A time inside another visit's span but starting elsewhere
 * (the doctor's grids differ) is refused by the free-time check, read with the doctor's day locked on
 * PostgreSQL (doctor-day-lock.ts) so a concurrent booking cannot slip between read and insert. The
 * asked doctors are tried in order: a schedule cell names every doctor free then, and the first still
 * free gets the booking.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  AppointmentStatus,
  appointmentErrorKeys as keys,
  type CreatedAppointment,
  type CreateAppointmentSchema,
  DoctorAvailability,
  errorBody,
} from '../../src/api';
import type * as v from 'valibot';
import type { Session } from '../auth/sessions';
import type { Database } from '../db/schema';
import { notFoundBody } from '../http/errors';
import type { BookingWindow } from '../schedule/booking-clock';
import { addDays } from '../../src/domain/time-zone';
import { freeSlots, type ScheduleData } from '../schedule/schedule-engine';
import type { ClinicHours } from '../schedule/clinic-hours-memo';
import { clinicDoctors, clinicOffersService, isBookable } from '../schedule/schedule-store';
import { isClinicOpen } from '../schedule/open-clinic';
import { accessKeyExpiry, callKeyExpiry, newLinkKey } from '../links/link-keys';
import { acceptOwnHold } from '../waitlist/own-hold';
import { appointmentRow } from './appointment-row';
import { countBooking } from './daily-bookings';
import { busyToWrite } from './doctor-day-lock';
import type { StoredAnswer } from './idempotency';

export type CreateAppointmentInput = v.InferOutput<typeof CreateAppointmentSchema>;

export interface BookingLimits {
  /** Bookings one client may make per clinic-local day. */
  dailyBookings: number;
}

export const DEFAULT_BOOKING_LIMITS: BookingLimits = { dailyBookings: 10 };

/** How many alternatives a taken time's answer offers, and over how many days they are looked for. */
const ALTERNATIVES = 3;
const ALTERNATIVE_DAYS = 7;

const fail = (status: number, key: string, extra: Record<string, string[]> = {}): StoredAnswer => ({
  status,
  body: errorBody({ unexpectedErrors: [], formErrors: [], createAppointmentErrors: [key], ...extra }),
});

/** The time cannot be booked and there is nothing near to offer (past the horizon, or the doctor is gone). */
export const timeNotAvailable = (): StoredAnswer =>
  fail(409, keys.recordingPointNotAvailable, { nearestFreeTimes: [] });

/** The asked doctors that may be booked, or the answer saying why none may. */
async function bookableAsked(
  trx: Kysely<Database>,
  input: CreateAppointmentInput,
  clinic: ClinicHours,
): Promise<number[] | StoredAnswer> {
  const serviceId = input.entryTypeId ?? null;
  if (serviceId !== null && !(await clinicOffersService(trx, input.clinicId, serviceId))) {
    return fail(400, keys.serviceNotAvailable);
  }
  // Booked directly: the clinic's doctors as the schedule showed them; with a service, who provides it.
  const listed = serviceId === null ? clinic.doctors : await clinicDoctors(trx, input.clinicId, serviceId);
  const doctors = new Map(listed.map((d) => [d.id, d]));
  const asked = input.doctorIds.flatMap((id) => {
    const doctor = doctors.get(id);
    return doctor ? [doctor] : [];
  });
  if (serviceId !== null && asked.length === 0) return fail(400, keys.serviceNotAvailable);
  const bookable = asked.filter((doctor) => isBookable(doctor, serviceId !== null));
  if (bookable.length === 0) {
    const serviceOnly = asked.some(
      (doctor) =>
        doctor.availability === DoctorAvailability.AVAILABLE_ONLY_WITH_THE_SERVICE ||
        doctor.availability === DoctorAvailability.NOT_DISPLAYED_AVAILABLE_ONLY_WITH_THE_SERVICE,
    );
    return fail(serviceOnly ? 400 : 409, serviceOnly ? keys.selectService : keys.recordingPointNotAvailable);
  }
  return bookable.map((doctor) => doctor.id);
}

/** A booking's link keys: the confirmation link's and the video call's, each with its end. */
function newLinkKeys(date: string, time: string, minutes: number, timeZone: string) {
  const appointment = { date, time, duration_minutes: minutes };
  return {
    client_access_key: newLinkKey(),
    client_access_key_expires_at: accessKeyExpiry(appointment, timeZone),
    call_key: newLinkKey(),
    call_key_expires_at: callKeyExpiry(appointment, timeZone),
  };
}

/** The asked doctors' next free times after the taken one, `YYYY-MM-DD HH:mm`. */
function nearestFreeTimes(
  data: ScheduleData,
  doctorIds: readonly number[],
  window: BookingWindow,
  from: string,
  to: string,
  after: string,
): string[] {
  const times = new Set<string>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const doctorId of doctorIds) {
      for (const slot of freeSlots(data, doctorId, date, window.now)) {
        const at = `${date} ${slot.time}`;
        if (at > after) times.add(at);
      }
    }
  }
  return [...times].sort().slice(0, ALTERNATIVES);
}

export async function bookAppointment(
  trx: Transaction<Database>,
  /**
   * The window is read before the transaction: its time zone comes from the configuration, and a read
   * through the pool while holding a connection could wait for ever (SQLite has only the one).
   */
  deps: {
    window: BookingWindow;
    now: number;
    limits: BookingLimits;
    /**
     * The clinic's doctors and hours over the window (null: no such clinic), from the schedule's
     * per-instance memo (clinic-hours-memo.ts), read before the transaction like the window: they change
     * rarely, an administrator's change shows within the memo's lifetime, and reading them here cost five
     * of a booking's twelve statements, each holding a pooled connection. The booked and held times are
     * read inside the transaction, and the unique index has the last word. Whether the clinic is still
     * open is read inside it too (open-clinic.ts).
     */
    clinic: ClinicHours | null;
  },
  session: Pick<Session, 'clientId'> & { userId: number | null },
  input: CreateAppointmentInput,
): Promise<StoredAnswer> {
  const { clinic } = deps;
  if (!clinic || !(await isClinicOpen(trx, input.clinicId))) return { status: 404, body: notFoundBody() };
  const doctorIds = await bookableAsked(trx, input, clinic);
  if (!Array.isArray(doctorIds)) return doctorIds;

  const { window } = deps;
  if (input.date < window.now.date || input.date > window.lastDate) {
    return timeNotAvailable();
  }
  const lastDate = addDays(input.date, ALTERNATIVE_DAYS - 1);
  const to = lastDate < window.lastDate ? lastDate : window.lastDate;
  // Before the day's count: a move takes the doctor's day first and the count after it, and taking
  // the two in the same order means neither waits for the other while holding what it waits on.
  const data: ScheduleData = {
    ...clinic.hours,
    ...(await busyToWrite(trx, { doctorIds, date: input.date, to }, session.clientId)),
  };
  if (!(await countBooking(trx, session.clientId, window.now.date, deps.limits.dailyBookings))) {
    return fail(429, keys.limitExceededToday);
  }
  for (const doctorId of doctorIds) {
    const slot = freeSlots(data, doctorId, input.date, window.now).find((free) => free.time === input.time);
    if (!slot) continue;
    const row = await trx
      .insertInto('appointments')
      .values({
        ...appointmentRow(
          {
            client_id: session.clientId,
            clinic_id: input.clinicId,
            doctor_id: doctorId,
            service_id: input.entryTypeId ?? null,
            date: input.date,
            time: input.time,
            duration_minutes: slot.minutes,
            status: AppointmentStatus.NEED_APPROVAL,
            client_comment: input.clientComment.trim(),
            roistat_visit: input.roistatVisit ?? null,
            comagic_visit: input.coMagicVisit ?? null,
            referral_id: input.referralId ?? null,
            created_by_user_id: session.userId,
          },
          deps.now,
        ),
        // The confirmation link's key, good until the appointment ends, and the video call's.
        ...newLinkKeys(input.date, input.time, slot.minutes, window.timeZone),
      })
      // Any conflict is the held-time index: the id is generated, and a random 10-character key
      // repeating is too unlikely to count.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    // The time may be one the waitlist held for this patient: the booking took that offer (an accept
    // by the offer's key has marked it already, and finds nothing held here).
    await acceptOwnHold(
      trx,
      { id: row.id, client_id: session.clientId, doctor_id: doctorId, date: input.date, time: input.time },
      deps.now,
    );
    const appointment: CreatedAppointment = {
      id: row.id,
      clinicId: input.clinicId,
      doctorId,
      serviceId: input.entryTypeId ?? null,
      date: input.date,
      time: input.time,
      duration: slot.minutes,
      status: AppointmentStatus.NEED_APPROVAL,
    };
    return { status: 200, body: { appointment } };
  }
  // Nothing was booked: the day's count goes back.
  await trx
    .updateTable('client_booking_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('client_id', '=', session.clientId)
    .where('date', '=', window.now.date)
    .execute();
  return fail(409, keys.recordingPointNotAvailable, {
    nearestFreeTimes: nearestFreeTimes(
      data,
      doctorIds,
      window,
      input.date,
      to,
      `${input.date} ${input.time}`,
    ),
  });
}
