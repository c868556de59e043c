/**
 * Confirmation links: the appointment behind a client access key, and confirming or cancelling it. The
 * change is one conditional UPDATE (the key, a status it may leave, not begun), so it never acts on a
 * stale read; when it changes nothing, a read of the row says why.
 */
import type { Kysely } from 'kysely';
import {
  AppointmentStatus,
  appointmentErrorKeys as keys,
  CANCELLABLE_STATUSES,
  errorBody,
  type LINK_STATUSES,
} from '../../src/api';
import type { StoredAnswer } from '../appointments/idempotency';
import type { Database } from '../db/schema';
import { notFoundBody } from '../http/errors';
import { changeDeadline, tooLate, tooLateToChange } from '../appointments/change-notice';
import type { FreeingDeps } from '../appointments/cancel-appointment';
import { startsAfter } from '../appointments/starts-after';
import { holdForLine } from '../waitlist/hold-freed';
import { DOCTOR_NAME, doctorFullName } from './link-answers';

export type LinkStatus = (typeof LINK_STATUSES)[number];

export interface KeyedAppointment {
  id: number;
  clientId: number;
  clinicId: number;
  doctorId: number;
  serviceId: number | null;
  clinicPhone: string | null;
  date: string;
  time: string;
  status: number;
  doctorFullName: string;
  deleted: boolean;
  expiresAt: string | null;
}

/** Appointments with what the link calls and the reminders show of them, the doctor's name included. */
export const appointmentsWithDoctor = (db: Kysely<Database>) =>
  db
    .selectFrom('appointments')
    .innerJoin('doctors', 'doctors.id', 'appointments.doctor_id')
    .select([
      'appointments.id',
      'appointments.client_id',
      'appointments.date',
      'appointments.time',
      'appointments.status',
      'appointments.deleted_at',
      'appointments.client_access_key',
      'appointments.client_access_key_expires_at',
      ...DOCTOR_NAME,
    ]);

export async function findByAccessKey(db: Kysely<Database>, key: string): Promise<KeyedAppointment | null> {
  const row = await appointmentsWithDoctor(db)
    .innerJoin('clinics', 'clinics.id', 'appointments.clinic_id')
    .select([
      'appointments.clinic_id',
      'appointments.doctor_id',
      'appointments.service_id',
      'clinics.phone1 as clinic_phone',
    ])
    .where('appointments.client_access_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    clientId: row.client_id,
    clinicId: row.clinic_id,
    doctorId: row.doctor_id,
    serviceId: row.service_id,
    clinicPhone: row.clinic_phone,
    date: row.date,
    time: row.time,
    status: row.status,
    doctorFullName: doctorFullName(row),
    deleted: row.deleted_at !== null,
    expiresAt: row.client_access_key_expires_at,
  };
}

/** Expired keys and removed appointments lead nowhere; so does one at or before the given moment. */
export function isOutdated(
  appointment: KeyedAppointment,
  at: number,
  moment?: { date: string; time: string },
): boolean {
  if (appointment.deleted) return true;
  if (appointment.expiresAt !== null && appointment.expiresAt <= new Date(at).toISOString()) return true;
  return moment !== undefined && `${appointment.date} ${appointment.time}` <= `${moment.date} ${moment.time}`;
}

/** The statuses each link status may be set from. */
const FROM: Record<LinkStatus, readonly number[]> = {
  [AppointmentStatus.APPROVED]: [
    AppointmentStatus.NEED_APPROVAL,
    AppointmentStatus.CONFIRMED_BY_ADMINISTRATOR,
  ],
  [AppointmentStatus.CANCELED_BY_CLIENT]: CANCELLABLE_STATUSES,
};

const rejected = (key: string): StoredAnswer => ({
  status: 409,
  body: errorBody({ unexpectedErrors: [], formErrors: [], confirmAppointmentErrors: [key] }),
});

export async function setStatusByAccessKey(
  db: Kysely<Database>,
  { key, status, shown }: { key: string; status: LinkStatus; shown?: { date: string; time: string } },
  { now, at, settings, holdMs }: FreeingDeps,
): Promise<StoredAnswer> {
  const found = await db
    .selectFrom('appointments')
    .select(['id', 'clinic_id'])
    .where('client_access_key', '=', key)
    .executeTakeFirst();
  if (!found) return { status: 404, body: notFoundBody() };
  const cancelling = status === AppointmentStatus.CANCELED_BY_CLIENT;
  // Confirming may come until the visit begins; cancelling only until the clinic's notice.
  const deadline = cancelling ? changeDeadline(settings, found.clinic_id, at) : now;
  const stamp = new Date(at).toISOString();
  const updated = await db
    .updateTable('appointments')
    .set({ status, updated_at: stamp, ...(cancelling ? { cancelled_at: stamp } : {}) })
    .where('id', '=', found.id)
    .where('deleted_at', 'is', null)
    .where('status', 'in', FROM[status])
    .where((eb) => startsAfter(eb, deadline))
    // The patient answers for the time they were shown: a visit moved since (by the clinic, or by the
    // patient elsewhere) is not confirmed or cancelled at a time they never saw.
    .$if(shown !== undefined, (q) =>
      q.where('date', '=', shown?.date ?? '').where('time', '=', shown?.time ?? ''),
    )
    .returning(['client_id', 'clinic_id', 'doctor_id', 'date', 'time'])
    .executeTakeFirst();
  if (updated) {
    if (cancelling) {
      // The patient behind the link gave the time up: the line's hold skips them.
      await holdForLine(db, updated, at, { holdMs, timeZone: settings.timeZone });
    }
    return { status: 200, body: { status } };
  }

  const row = await db
    .selectFrom('appointments')
    .select(['status', 'deleted_at', 'date', 'time'])
    .where('id', '=', found.id)
    .executeTakeFirstOrThrow();
  if (row.deleted_at !== null) return rejected(keys.deleted);
  if (shown && (row.date !== shown.date || row.time !== shown.time))
    return rejected(keys.recordingPointNotAvailable);
  // The status it already has (a retry, a second click): the same answer, nothing changes.
  if (row.status === status) return { status: 200, body: { status }, unchanged: true };
  if (cancelling && FROM[status].includes(row.status) && tooLateToChange(row, deadline))
    return tooLate('confirmAppointmentErrors');
  return rejected(status === AppointmentStatus.APPROVED ? keys.confirmRejected : keys.cancelRejected);
}
