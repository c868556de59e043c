/**
 * Moving an appointment to another free time of the same doctor (and service) in one transaction: the
 * old time is given back only when the new one is taken. The change is one conditional UPDATE of the
 * appointment's date and time (own, not deleted, a status a cancel may leave, still ahead by the clinic's
 * notice, and still at the time read), run inside a savepoint: the partial unique index over the doctors'
 * held times refuses it when someone booked the new time first, on one instance or many, and the
 * savepoint keeps the transaction usable (PostgreSQL aborts a transaction at a failed statement) to
 * answer that. The move is written to appointment_moves, and the freed old time is held for the
 * waitlist's first in line in the same transaction, as a cancel does; a new time the waitlist held for
 * the mover ends that offer as accepted (waitlist/own-hold.ts).
 */
import { sql, type Transaction } from 'kysely';
import {
  AppointmentStatus,
  appointmentErrorKeys as keys,
  CANCELLABLE_STATUSES,
  errorBody,
} from '../../src/api';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/storage-faults';
import { notFoundBody } from '../http/errors';
import { accessKeyExpiry, callKeyExpiry } from '../links/link-keys';
import { appointmentPath } from '../links/short-links';
import { type BookingClock, type BookingWindow, bookingWindow } from '../schedule/booking-clock';
import type { ClinicHours, ClinicHoursMemo } from '../schedule/clinic-hours-memo';
import { freeSlots } from '../schedule/schedule-engine';
import { isBookable } from '../schedule/schedule-store';
import { isClinicOpen } from '../schedule/open-clinic';
import { holdForLine } from '../waitlist/hold-freed';
import { acceptOwnHold } from '../waitlist/own-hold';
import type { FreeingDeps } from './cancel-appointment';
import { changeDeadline, type NoticeSettings, tooLate, tooLateToChange } from './change-notice';
import type { StoredAnswer } from './idempotency';
import { countBooking } from './daily-bookings';
import { busyToWrite } from './doctor-day-lock';
import { startsAfter } from './starts-after';

const refused = (key: string): StoredAnswer => ({
  status: 409,
  body: errorBody({ unexpectedErrors: [], formErrors: [], moveAppointmentErrors: [key] }),
});

export interface MoveDeps extends FreeingDeps {
  window: BookingWindow;
  /** The clinic's doctors and hours from the per-instance memo, read before the transaction. */
  clinic: ClinicHours | null;
  /** A client's bookings a day, moves counted with them (daily-bookings.ts). */
  dailyBookings: number;
}

/** What a move reads through the pool before its transaction (SQLite has the one connection). */
export async function readMoveDeps(
  {
    clock,
    hours,
    settings,
    holdMs,
    dailyBookings,
  }: {
    clock: BookingClock;
    hours: ClinicHoursMemo;
    settings: () => Promise<NoticeSettings>;
    holdMs: number;
    dailyBookings: number;
  },
  clinicId: number | null,
): Promise<MoveDeps> {
  const window = await bookingWindow(clock);
  const clinic = clinicId === null ? null : await hours.get(clinicId, window);
  return {
    window,
    now: window.now,
    at: clock.now(),
    settings: await settings(),
    holdMs,
    clinic,
    dailyBookings,
  };
}

export interface MoveRequest {
  appointmentId: number;
  clientId: number;
  date: string;
  time: string;
  /** Which way the move came: 'client' (logged in) or 'link' (the confirmation link's key). */
  by: 'client' | 'link';
}

const moved = (row: {
  id: number;
  date: string;
  time: string;
  status: number;
  duration_minutes: number;
}) => ({
  status: 200,
  body: {
    appointment: {
      id: row.id,
      date: row.date,
      time: row.time,
      status: row.status,
      duration: row.duration_minutes,
    },
  },
});

export async function moveClientAppointment(
  trx: Transaction<Database>,
  request: MoveRequest,
  deps: MoveDeps,
): Promise<StoredAnswer> {
  const { window, settings, at } = deps;
  const current = await trx
    .selectFrom('appointments')
    .select([
      'id',
      'client_id',
      'clinic_id',
      'doctor_id',
      'date',
      'time',
      'status',
      'deleted_at',
      'duration_minutes',
      'service_id',
      'client_access_key',
    ])
    .where('id', '=', request.appointmentId)
    .where('client_id', '=', request.clientId)
    .executeTakeFirst();
  if (!current) return { status: 404, body: notFoundBody() };
  if (current.deleted_at !== null) return refused(keys.deleted);
  const deadline = changeDeadline(settings, current.clinic_id, at);
  const changeable = CANCELLABLE_STATUSES.includes(current.status);
  // At the asked time already (a retry without a key, another tab): the same answer, nothing changes.
  if (changeable && current.date === request.date && current.time === request.time)
    return { ...moved(current), unchanged: true };
  if (changeable && tooLateToChange(current, deadline)) return tooLate('moveAppointmentErrors');
  if (!changeable) return refused(keys.moveRejected);

  const slot = await freeSlotAt(trx, request, current, deps);
  if (!slot) return refused(keys.recordingPointNotAvailable);
  const stamp = new Date(at).toISOString();
  const target = { date: request.date, time: request.time, duration_minutes: slot.minutes };
  const keyExpiry = accessKeyExpiry(target, window.timeZone);
  await sql`savepoint move_appointment`.execute(trx);
  const updated = await trx
    .updateTable('appointments')
    .set({
      ...target,
      // A moved appointment waits for the clinic's approval like a new booking, and is reminded of anew.
      status: AppointmentStatus.NEED_APPROVAL,
      updated_at: stamp,
      client_access_key_expires_at: keyExpiry,
      call_key_expires_at: callKeyExpiry(target, window.timeZone),
      reminder_claimed_by: null,
      reminder_claimed_at: null,
      reminder_sent_at: null,
    })
    .where('id', '=', current.id)
    .where('deleted_at', 'is', null)
    .where('status', 'in', CANCELLABLE_STATUSES)
    .where('date', '=', current.date)
    .where('time', '=', current.time)
    .where((eb) => startsAfter(eb, deadline))
    .returning(['id', 'date', 'time', 'status', 'duration_minutes'])
    .executeTakeFirst()
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      await sql`rollback to savepoint move_appointment`.execute(trx);
      return 'taken' as const;
    });
  // Counted once it moved: a refused move takes nothing of the day's bookings.
  if (updated && updated !== 'taken') {
    if (!(await countBooking(trx, request.clientId, window.now.date, deps.dailyBookings))) {
      await sql`rollback to savepoint move_appointment`.execute(trx);
      await sql`release savepoint move_appointment`.execute(trx);
      return { ...refused(keys.limitExceededToday), status: 429 };
    }
  }
  await sql`release savepoint move_appointment`.execute(trx);
  if (updated === 'taken') return refused(keys.recordingPointNotAvailable);
  // Changed meanwhile (another tab moved or cancelled it, the clinic changed its status): say so plainly.
  if (!updated) return refused(keys.moveRejected);

  await trx
    .insertInto('appointment_moves')
    .values({
      appointment_id: current.id,
      client_id: request.clientId,
      clinic_id: current.clinic_id,
      doctor_id: current.doctor_id,
      from_date: current.date,
      from_time: current.time,
      to_date: request.date,
      to_time: request.time,
      moved_at: stamp,
      moved_by: request.by,
    })
    .execute();
  // A short link sent for the visit lives as long as its target: a reminder's link, tapped after the old
  // time, must still open the moved visit's page (and not outlive it when moved earlier).
  if (current.client_access_key !== null)
    await trx
      .updateTable('short_links')
      .set({ expires_at: keyExpiry })
      .where('url', '=', appointmentPath(current.client_access_key))
      .execute();
  // The new time may be one the waitlist held for this patient: the move took that offer.
  await acceptOwnHold(trx, { ...current, ...target }, at);
  await holdForLine(trx, current, at, { holdMs: deps.holdMs, timeZone: settings.timeZone });
  return moved(updated);
}

/**
 * The doctor's free slot at the asked time within the booking window, times held for others busy; none
 * where the doctor cannot be booked online for the visit (the schedule shows them no times then): made
 * unavailable by the clinic, or bookable only with a service the visit does not name; none where the
 * network has closed the clinic, read in the move's transaction (open-clinic.ts). The visit's own
 * span is no clash: the move gives it up, so a new time inside it (moved by less than its length on a
 * day whose grid changed since it was booked) is free to it. Only the new day is locked
 * (doctor-day-lock.ts): the old day just loses a span, which no concurrent write can make overlap.
 */
async function freeSlotAt(
  trx: Transaction<Database>,
  request: MoveRequest,
  visit: { id: number; clinic_id: number; doctor_id: number; service_id: number | null },
  { window, clinic }: MoveDeps,
) {
  if (!clinic || request.date < window.now.date || request.date > window.lastDate) return undefined;
  const doctorId = visit.doctor_id;
  const doctor = clinic.doctors.find((candidate) => candidate.id === doctorId);
  if (!doctor || !isBookable(doctor, visit.service_id !== null)) return undefined;
  if (!(await isClinicOpen(trx, visit.clinic_id))) return undefined;
  const busy = await busyToWrite(
    trx,
    { doctorIds: [doctorId], date: request.date },
    request.clientId,
    visit.id,
  );
  return freeSlots({ ...clinic.hours, ...busy }, doctorId, request.date, window.now).find(
    (free) => free.time === request.time,
  );
}
