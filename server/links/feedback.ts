/**
 * Feedback by link. A feedback key is made when an appointment becomes serviced or paid; it allows one
 * feedback until it expires. One feedback per key holds under concurrent sends by the database itself:
 * the key's used_at is set by a conditional UPDATE (only one transaction can move it from null), and the
 * feedbacks table's unique index on the key backs that up.
 */
import type { Kysely } from 'kysely';
import { AppointmentStatus } from '../../src/api';
import type { StoredAnswer } from '../appointments/idempotency';
import type { Database } from '../db/schema';
import { notFoundBody } from '../http/errors';
import { DOCTOR_NAME, doctorFullName, feedbackGoneBody } from './link-answers';
import { FEEDBACK_KEY_TTL_MS, iso, listedFeedbackKey, newLinkKey } from './link-keys';

export interface KeyedFeedback {
  appointmentId: number;
  clientId: number;
  doctorId: number;
  doctorFullName: string;
  /** Sent already or expired. */
  gone: boolean;
}

/** Feedback keys with their appointment's client and doctor, the doctor's name included. */
export const feedbackKeysWithDoctor = (db: Kysely<Database>) =>
  db
    .selectFrom('feedback_keys')
    .innerJoin('appointments', 'appointments.id', 'feedback_keys.appointment_id')
    .innerJoin('doctors', 'doctors.id', 'appointments.doctor_id')
    .select([
      'feedback_keys.key',
      'feedback_keys.used_at',
      'feedback_keys.expires_at',
      'appointments.id',
      'appointments.client_id',
      'appointments.doctor_id',
      ...DOCTOR_NAME,
    ]);

export async function findFeedbackKey(
  db: Kysely<Database>,
  key: string,
  at: number,
): Promise<KeyedFeedback | null> {
  const row = await feedbackKeysWithDoctor(db).where('feedback_keys.key', '=', key).executeTakeFirst();
  if (!row) return null;
  return {
    appointmentId: row.id,
    clientId: row.client_id,
    doctorId: row.doctor_id,
    doctorFullName: doctorFullName(row),
    gone: row.used_at !== null || row.expires_at <= iso(at),
  };
}

export interface FeedbackInput {
  key: string;
  generalAssessmentOfAdmission: number;
  netPromoterScore: number;
  /** Trimmed. */
  comment: string;
}

export async function createFeedback(
  db: Kysely<Database>,
  input: FeedbackInput,
  at: number,
): Promise<StoredAnswer> {
  const used = await db
    .updateTable('feedback_keys')
    .set({ used_at: iso(at) })
    .where('key', '=', input.key)
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(at))
    .returning('appointment_id')
    .executeTakeFirst();
  if (!used) {
    const known = await db
      .selectFrom('feedback_keys')
      .select('key')
      .where('key', '=', input.key)
      .executeTakeFirst();
    return known ? { status: 410, body: feedbackGoneBody() } : { status: 404, body: notFoundBody() };
  }
  const appointment = await db
    .selectFrom('appointments')
    .select('doctor_id')
    .where('id', '=', used.appointment_id)
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('feedbacks')
    .values({
      feedback_key: input.key,
      appointment_id: used.appointment_id,
      doctor_id: appointment.doctor_id,
      general_assessment: input.generalAssessmentOfAdmission,
      net_promoter_score: input.netPromoterScore,
      comment: input.comment,
      created_at: iso(at),
    })
    .onConflict((oc) => oc.column('feedback_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { status: 410, body: feedbackGoneBody() };
  return { status: 200, body: { sent: true } };
}

const VISITED = [AppointmentStatus.SERVICED, AppointmentStatus.PAID];

/**
 * Makes a feedback key for each serviced or paid appointment since the given clinic-local date (a
 * history imported from elsewhere does not make every past patient a message) that has none. Safe from several
 * instances at once: the appointment's key is set only where it is still null, and the key row's
 * unique appointment id refuses a second one. Answers how many keys were made.
 */
export async function issueFeedbackKeys(
  db: Kysely<Database>,
  at: number,
  { since, batch = 50 }: { since: string; batch?: number },
): Promise<number> {
  const due = await db
    .selectFrom('appointments')
    .select('id')
    .where('status', 'in', VISITED)
    .where('date', '>=', since)
    .where('feedback_key', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(batch)
    .execute();
  let made = 0;
  for (const { id } of due) {
    const key = newLinkKey();
    const issued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('appointments')
        .set({ feedback_key: listedFeedbackKey(key) })
        .where('id', '=', id)
        .where('feedback_key', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('feedback_keys')
        .values({ key, appointment_id: id, created_at: iso(at), expires_at: iso(at + FEEDBACK_KEY_TTL_MS) })
        .execute();
      return true;
    });
    if (issued) made++;
  }
  return made;
}
