/**
 * Booking: doctors' weekly working hours per clinic, days off and dated exceptions; the
 * appointments; the stored first answers of idempotent requests.
 *
 * Dates are `YYYY-MM-DD` and times `HH:mm`, clinic-local (the network's time zone); both sort as text.
 * Working hours are minutes from midnight. Timestamps are ISO-8601 UTC text, like the accounts tables.
 *
 * Double booking is impossible by the database itself: a partial UNIQUE index over (doctor, date, time)
 * of the appointments that still hold their time (not cancelled by the client, not failed, not deleted
 * by an administrator). A booking inserts with ON CONFLICT DO NOTHING, so of any number of concurrent
 * bookings of one time — from one server instance or several over one PostgreSQL — exactly one row wins.
 * Every booking starts on the doctor's slot grid, so equal start times are what overlapping means.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../schema';

const serial = (dialect: DialectName) => (dialect === 'postgres' ? 'serial' : 'integer');

/** The statuses that give the time back: canceled by client (4) and failed (5) (server/appointments/statuses.ts). */
const FREEING_STATUSES_SQL = '(4, 5)';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // One row per working interval: a weekday may have several (a lunch break splits the day).
  await db.schema
    .createTable('doctor_working_hours')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    // ISO weekday: 1 Monday … 7 Sunday.
    .addColumn('weekday', 'integer', (col) => col.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('start_minute', 'integer', (col) => col.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn('end_minute', 'integer', (col) => col.notNull().check(sql`end_minute between 1 and 1440`))
    .addColumn('slot_minutes', 'integer', (col) => col.notNull().check(sql`slot_minutes between 5 and 480`))
    // Inclusive validity; null: open-ended.
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addCheckConstraint('doctor_working_hours_interval', sql`end_minute > start_minute`)
    .execute();
  await db.schema
    .createIndex('doctor_working_hours_clinic_idx')
    .on('doctor_working_hours')
    .columns(['clinic_id', 'doctor_id'])
    .execute();

  // A day the doctor works nowhere (leave, illness).
  await db.schema
    .createTable('doctor_days_off')
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('doctor_days_off_pk', ['doctor_id', 'date'])
    .execute();

  // Hours that replace a date's weekly hours in one clinic (all rows of that date together).
  await db.schema
    .createTable('doctor_hours_exceptions')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('start_minute', 'integer', (col) => col.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn('end_minute', 'integer', (col) => col.notNull().check(sql`end_minute between 1 and 1440`))
    .addColumn('slot_minutes', 'integer', (col) => col.notNull().check(sql`slot_minutes between 5 and 480`))
    .addCheckConstraint('doctor_hours_exceptions_interval', sql`end_minute > start_minute`)
    .execute();
  await db.schema
    .createIndex('doctor_hours_exceptions_date_idx')
    .on('doctor_hours_exceptions')
    .columns(['clinic_id', 'date'])
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id'))
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id'))
    .addColumn('service_id', 'integer', (col) => col.references('services.id').onDelete('set null'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes > 0`))
    .addColumn('status', 'integer', (col) => col.notNull().check(sql`status between 1 and 9`))
    .addColumn('client_comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('roistat_visit', 'text')
    .addColumn('comagic_visit', 'text')
    .addColumn('referral_id', 'integer')
    // The login that made it (a family member's appointment is made by the parent's login).
    .addColumn('created_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    // Removed by an administrator: the client sees appointment_has_been_deleted.
    .addColumn('deleted_at', 'text')
    // For the link screens: the feedback key and the confirmation link key (/appointment/{key}).
    .addColumn('feedback_key', 'text', (col) => col.unique())
    .addColumn('client_access_key', 'text', (col) => col.unique())
    .addColumn('client_access_key_expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('appointments_doctor_slot_active_uq')
    .on('appointments')
    .columns(['doctor_id', 'date', 'time'])
    .unique()
    .where(sql.raw<boolean>(`status not in ${FREEING_STATUSES_SQL} and deleted_at is null`))
    .execute();
  // The client's list and closest appointments; the schedule's busy times per doctor.
  await db.schema
    .createIndex('appointments_client_idx')
    .on('appointments')
    .columns(['client_id', 'date', 'time'])
    .execute();
  await db.schema
    .createIndex('appointments_doctor_date_idx')
    .on('appointments')
    .columns(['doctor_id', 'date'])
    .execute();

  // Bookings a client made per clinic-local day, for appointments_limit_exceeded_today. One row per
  // (client, day), raised by a conditional upsert, so concurrent bookings of one client queue on it.
  await db.schema
    .createTable('client_booking_counters')
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('client_booking_counters_pk', ['client_id', 'date'])
    .execute();

  // The first answer of a request sent with an Idempotency-Key, per client.
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    // SHA-256 of the call and its body: the same key with another request is refused.
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['client_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotent_requests_created_idx')
    .on('idempotent_requests')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'idempotent_requests',
    'client_booking_counters',
    'appointments',
    'doctor_hours_exceptions',
    'doctor_days_off',
    'doctor_working_hours',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
