/**
 * The waitlist: a client's requests to be told when an earlier time with a doctor frees, and the offers
 * of freed times to them. Two partial unique indexes make the database decide what concurrent job
 * instances would otherwise race on: a time is held by at most one offer, and a request holds at most one
 * offer at a time. A request is never offered the same time twice (declined or run out, it goes to the
 * next in line). The offer's message is claimed and marked like the reminders (claimed_by, claimed_at,
 * sent_at). Dated hours get the moment they were added, so times a clinic adds count as freed then.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../schema';

const serial = (dialect: DialectName) => (dialect === 'postgres' ? 'serial' : 'integer');

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('waitlist_requests')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('client_id', 'integer', (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull())
    .addColumn('doctor_id', 'integer', (col) => col.notNull())
    .addColumn('service_id', 'integer')
    // Clinic-local, inclusive: the last day the client would take.
    .addColumn('last_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Set once: removed, fulfilled (booked with the doctor by then) or expired (past its date).
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .execute();
  // The line: open requests in the order they came.
  await db.schema
    .createIndex('waitlist_requests_open_idx')
    .on('waitlist_requests')
    .columns(['ended_at', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('waitlist_requests_client_idx')
    .on('waitlist_requests')
    .columns(['client_id', 'clinic_id'])
    .execute();

  await db.schema
    .createTable('waitlist_offers')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    // The offer link's key: it alone authorises accepting or declining.
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().references('waitlist_requests.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'integer', (col) => col.notNull())
    .addColumn('clinic_id', 'integer', (col) => col.notNull())
    .addColumn('doctor_id', 'integer', (col) => col.notNull())
    .addColumn('service_id', 'integer')
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    // held → accepted, declined, expired (the hold ran out) or taken (booked by other means meanwhile).
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('offered_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('appointment_id', 'integer')
    .addColumn('reminder_claimed_by', 'text')
    .addColumn('reminder_claimed_at', 'text')
    .addColumn('reminder_sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_offers_held_slot_uq')
    .on('waitlist_offers')
    .columns(['doctor_id', 'date', 'time'])
    .unique()
    .where(sql.raw<boolean>("status = 'held'"))
    .execute();
  await db.schema
    .createIndex('waitlist_offers_held_request_uq')
    .on('waitlist_offers')
    .column('request_id')
    .unique()
    .where(sql.raw<boolean>("status = 'held'"))
    .execute();
  await db.schema
    .createIndex('waitlist_offers_request_slot_uq')
    .on('waitlist_offers')
    .columns(['request_id', 'date', 'time'])
    .unique()
    .execute();
  // Null for rows from before: those times were there when anyone asked.
  await db.schema.alterTable('doctor_hours_exceptions').addColumn('created_at', 'text').execute();
  await db.schema
    .createIndex('waitlist_offers_status_idx')
    .on('waitlist_offers')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doctor_hours_exceptions').dropColumn('created_at').execute();
  await db.schema.dropTable('waitlist_offers').ifExists().execute();
  await db.schema.dropTable('waitlist_requests').ifExists().execute();
}
