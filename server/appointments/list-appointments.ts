/**
 * GET /clients/appointments: one page of the client's appointments, newest date first, with the clinic's
 * and the doctor's display data and the service, whether its feedback was sent (a key past its time,
 * never used, is listed as none: the visit can no longer be rated), and until when it may
 * be cancelled or moved online (the clinic's notice) with the clinic's phone for after that. Appointments an
 * administrator deleted are not listed.
 */
import type { Kysely } from 'kysely';
import type { Appointment } from '../../src/api';
import type { Database } from '../db/schema';
import { changeUntil, type NoticeSettings } from './change-notice';

export async function listClientAppointments(
  db: Kysely<Database>,
  clientId: number,
  page: { offset: number; limit: number },
  settings: NoticeSettings,
  /** Now (ms): a feedback key past its time is listed as none, as the feedback link then refuses it. */
  at: number,
): Promise<Appointment[]> {
  const now = new Date(at).toISOString();
  const rows = await db
    .selectFrom('appointments')
    .innerJoin('clinics', 'clinics.id', 'appointments.clinic_id')
    .innerJoin('doctors', 'doctors.id', 'appointments.doctor_id')
    .leftJoin('services', 'services.id', 'appointments.service_id')
    // At most one key per appointment; its used_at is set by the one feedback it allows.
    .leftJoin('feedback_keys', 'feedback_keys.appointment_id', 'appointments.id')
    .select([
      'appointments.id',
      'appointments.date',
      'appointments.time',
      'appointments.status',
      'appointments.doctor_id',
      'appointments.clinic_id',
      'appointments.duration_minutes',
      'appointments.feedback_key',
      'feedback_keys.used_at as feedback_used_at',
      'feedback_keys.expires_at as feedback_expires_at',
      'clinics.title as clinic_title',
      'clinics.short_address',
      'clinics.phone1 as clinic_phone',
      'doctors.surname',
      'doctors.name',
      'doctors.second_name',
      'services.id as service_id',
      'services.title as service_title',
    ])
    .where('appointments.client_id', '=', clientId)
    .where('appointments.deleted_at', 'is', null)
    .orderBy('appointments.date', 'desc')
    .orderBy('appointments.time', 'desc')
    .orderBy('appointments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    time: row.time,
    status: row.status as Appointment['status'],
    doctorId: row.doctor_id,
    clinicId: row.clinic_id,
    duration: row.duration_minutes,
    services:
      row.service_id !== null && row.service_title !== null
        ? [{ id: row.service_id, title: row.service_title }]
        : [],
    feedbackKey:
      row.feedback_expires_at !== null && row.feedback_expires_at <= now && row.feedback_used_at === null
        ? null
        : row.feedback_key,
    feedbackGiven: row.feedback_used_at !== null,
    changeUntil: changeUntil(settings, { clinicId: row.clinic_id, date: row.date, time: row.time }),
    clinic: { title: row.clinic_title, shortAddress: row.short_address, phone: row.clinic_phone },
    doctor: { fullName: [row.surname, row.name, row.second_name].filter(Boolean).join(' ') },
  }));
}
