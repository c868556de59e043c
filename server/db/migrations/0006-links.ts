/**
 * Personal links and reminders: feedback keys (one per serviced or paid appointment), the feedbacks
 * themselves, short links for messages, and the reminder bookkeeping. The client access key already
 * sits on the appointment with its expiry.
 *
 * One feedback per key holds by the database: a unique index on feedbacks.feedback_key, behind a
 * conditional update of the key's used_at. A reminder is claimed by one job instance at a time
 * (claimed_by, claimed_at; a stale claim may be taken over) and never sent again once sent_at is set.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../schema';

const serial = (dialect: DialectName) => (dialect === 'postgres' ? 'serial' : 'integer');

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('feedback_keys')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('appointment_id', 'integer', (col) =>
      col.notNull().unique().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    // Set by the one feedback the key allows.
    .addColumn('used_at', 'text')
    // The feedback message's bookkeeping.
    .addColumn('reminder_claimed_by', 'text')
    .addColumn('reminder_claimed_at', 'text')
    .addColumn('reminder_sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('feedback_keys_reminder_idx')
    .on('feedback_keys')
    .columns(['reminder_sent_at', 'expires_at'])
    .execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', serial(dialect), (col) => col.primaryKey())
    .addColumn('feedback_key', 'text', (col) =>
      col.notNull().unique().references('feedback_keys.key').onDelete('cascade'),
    )
    .addColumn('appointment_id', 'integer', (col) =>
      col.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id'))
    // Half-step stars doubled: 1 … 10.
    .addColumn('general_assessment', 'integer', (col) => col.notNull())
    .addColumn('net_promoter_score', 'integer', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('feedbacks_general_assessment_scale', sqlBetween('general_assessment'))
    .addCheckConstraint('feedbacks_net_promoter_score_scale', sqlBetween('net_promoter_score'))
    .execute();

  await db.schema
    .createTable('short_links')
    .addColumn('key', 'text', (col) => col.primaryKey())
    // A path of the app; one short link per target, reused by a second message.
    .addColumn('url', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  // The confirmation reminder's bookkeeping, on the appointment it is about.
  for (const column of ['reminder_claimed_by', 'reminder_claimed_at', 'reminder_sent_at']) {
    await db.schema.alterTable('appointments').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('appointments_reminder_idx')
    .on('appointments')
    .columns(['status', 'reminder_sent_at', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_reminder_idx').ifExists().execute();
  for (const column of ['reminder_sent_at', 'reminder_claimed_at', 'reminder_claimed_by']) {
    await db.schema.alterTable('appointments').dropColumn(column).execute();
  }
  for (const name of ['short_links', 'feedbacks', 'feedback_keys']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}

function sqlBetween(column: 'general_assessment' | 'net_promoter_score') {
  return sql.raw<boolean>(`${column} between 1 and 10`);
}
