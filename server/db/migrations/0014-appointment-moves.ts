/**
 * Moves of appointments: one row each (from which date and time to which, when, by which way), so the
 * clinic sees an appointment was moved, and the waitlist finds the time a move gave back (a moved
 * appointment keeps its row, so no cancelled row marks the old time).
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../schema';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('appointment_moves')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) => col.primaryKey())
    .addColumn('appointment_id', 'integer', (col) =>
      col.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'integer', (col) => col.notNull())
    .addColumn('clinic_id', 'integer', (col) => col.notNull())
    .addColumn('doctor_id', 'integer', (col) => col.notNull())
    .addColumn('from_date', 'text', (col) => col.notNull())
    .addColumn('from_time', 'text', (col) => col.notNull())
    .addColumn('to_date', 'text', (col) => col.notNull())
    .addColumn('to_time', 'text', (col) => col.notNull())
    .addColumn('moved_at', 'text', (col) => col.notNull())
    .addColumn('moved_by', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('appointment_moves_appointment_idx')
    .on('appointment_moves')
    .column('appointment_id')
    .execute();
  // The waitlist's look for times given back with a doctor from a day on.
  await db.schema
    .createIndex('appointment_moves_freed_idx')
    .on('appointment_moves')
    .columns(['doctor_id', 'from_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_moves').ifExists().execute();
}
