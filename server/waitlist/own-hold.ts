/**
 * A patient who books or moves into the time a waitlist offer holds for them (the schedule shows it free
 * to them) has taken the offer as surely as by its key. Left held, it would stay listed as an offer of a
 * time they already have, and its key would book nothing but a refusal; worse, if they gave the time up
 * again before the job's next pass, the stale hold would keep it from the next in line and hidden from
 * everyone, theirs alone to book back. So the write ends it in its own transaction, as accepting does:
 * the offer accepted with the appointment, its request fulfilled.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { iso } from '../links/link-keys';

export async function acceptOwnHold(
  trx: Kysely<Database>,
  taken: { id: number; client_id: number; doctor_id: number; date: string; time: string },
  at: number,
): Promise<void> {
  const stamp = iso(at);
  const accepted = await trx
    .updateTable('waitlist_offers')
    .set({ status: 'accepted', decided_at: stamp, appointment_id: taken.id })
    .where('status', '=', 'held')
    .where('client_id', '=', taken.client_id)
    .where('doctor_id', '=', taken.doctor_id)
    .where('date', '=', taken.date)
    .where('time', '=', taken.time)
    .returning('request_id')
    .execute();
  if (accepted.length === 0) return;
  await trx
    .updateTable('waitlist_requests')
    .set({ ended_at: stamp, end_reason: 'fulfilled' })
    .where(
      'id',
      'in',
      accepted.map((offer) => offer.request_id),
    )
    .where('ended_at', 'is', null)
    .execute();
}
