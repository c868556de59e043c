/**
 * Indexes on the columns that refer to a doctor or a service where none led with them: the import
 * replaces a doctor's weekly hours by doctor, and the removal of dropped rows looks for the appointments
 * and feedbacks that still refer to a doctor or a service. Deleting a doctor or a service also makes the
 * database itself find the rows that refer to it (cascades, set-null, the foreign-key check), which
 * without an index reads the whole table once per deleted row.
 */
import type { Kysely } from 'kysely';

const INDEXES = [
  ['doctor_working_hours_doctor_idx', 'doctor_working_hours', 'doctor_id'],
  ['doctor_hours_exceptions_doctor_idx', 'doctor_hours_exceptions', 'doctor_id'],
  ['appointments_service_idx', 'appointments', 'service_id'],
  ['feedbacks_doctor_idx', 'feedbacks', 'doctor_id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of INDEXES)
    await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
