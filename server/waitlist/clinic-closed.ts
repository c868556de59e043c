/**
 * The waitlist of clinics an import closes (hidden, or removed): their lines end at once, in the import's
 * transaction, and their holds with them. Nothing can free there any more, so a line left open would wait
 * for ever and keep counting against the patient's open requests; a held time could no longer be booked,
 * so its offer would only lead the patient to a refusal. Ended as 'clinic_closed', the patient's list
 * shows them ended with that reason for a while, as a line whose doctor left, and a later file that lists
 * the clinic again does not reopen them: the patient asks again if they still want a time there.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertChunked } from '../import/chunks';
import { iso } from '../links/link-keys';
import { holdEnd } from './held-times';

export async function endClosedClinicLines(
  trx: Kysely<Database>,
  clinicIds: readonly number[],
  at: number,
): Promise<void> {
  const stamp = iso(at);
  await insertChunked(clinicIds, async (chunk) => {
    await trx
      .updateTable('waitlist_requests')
      .set({ ended_at: stamp, end_reason: 'clinic_closed' })
      .where('clinic_id', 'in', chunk)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .updateTable('waitlist_offers')
      .set(holdEnd(stamp))
      .where('clinic_id', 'in', chunk)
      .where('status', '=', 'held')
      .execute();
  });
}
