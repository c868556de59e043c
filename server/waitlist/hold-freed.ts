/**
 * Holding a freed time for the first patient in line, in the transaction that frees it (a cancel or a
 * move), so no moment passes in which the time is open to anyone polling the schedule ahead of the line.
 * The job (waitlist-job.ts) makes the same holds for times freed by other means (the clinic's own
 * changes) and sends every hold's message; the partial unique indexes of the offers decide between a
 * hold made here and one made by the job on any instance.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FREEING_STATUSES } from '../appointments/statuses';
import { iso, newLinkKey } from '../links/link-keys';
import { holdEnd } from './messages';

export interface HoldingRequest {
  id: number;
  client_id: number;
  clinic_id: number;
  doctor_id: number;
  service_id: number | null;
}

export interface HeldSlot {
  date: string;
  time: string;
}

/** How long a freed time is held for the client it is offered to, unless configured. */
export const DEFAULT_HOLD_MS = 15 * 60_000;

/** How long a hold lasts and the zone its end is reckoned in. */
export interface HoldTerms {
  holdMs: number;
  timeZone: string;
}

/**
 * Inserts the hold; false when the time or the request is held already (someone else was first), or
 * the time is booked. The job finds a time free, then holds it: a booking made in between (the job's
 * own read is no transaction) would otherwise be held as well, and its patient's line told by text of
 * a time nobody can book. Run in a transaction with the check, on SQLite's one connection no booking
 * comes between the two.
 */
export async function insertHold(
  db: Kysely<Database>,
  request: HoldingRequest,
  slot: HeldSlot,
  at: number,
  terms: HoldTerms,
): Promise<boolean> {
  const booked = await db
    .selectFrom('appointments')
    .select('id')
    .where('doctor_id', '=', request.doctor_id)
    .where('date', '=', slot.date)
    .where('time', '=', slot.time)
    .where('status', 'not in', FREEING_STATUSES)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (booked) return false;
  const row = await db
    .insertInto('waitlist_offers')
    .values({
      key: newLinkKey(),
      request_id: request.id,
      client_id: request.client_id,
      clinic_id: request.clinic_id,
      doctor_id: request.doctor_id,
      service_id: request.service_id,
      date: slot.date,
      time: slot.time,
      status: 'held',
      offered_at: iso(at),
      expires_at: iso(holdEnd(at, terms.holdMs, slot.date, slot.time, terms.timeZone)),
      decided_at: null,
      appointment_id: null,
      reminder_claimed_by: null,
      reminder_claimed_at: null,
      reminder_sent_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the time just freed with the doctor for the first open request in line that wants that day,
 * holds nothing yet, joined before now and was not offered that time before. At most one hold; none
 * when nobody is in line (the time is free to everyone, as before). The client who gave the time up is
 * left out of the line: they have just let it go, and holding it for them would hide it from the rest.
 */
export async function holdForLine(
  trx: Kysely<Database>,
  freed: HeldSlot & { clinic_id: number; doctor_id: number; client_id: number },
  at: number,
  terms: HoldTerms,
): Promise<boolean> {
  const stamp = iso(at);
  const line = await trx
    .selectFrom('waitlist_requests')
    .select(['id', 'client_id', 'clinic_id', 'doctor_id', 'service_id'])
    .where('ended_at', 'is', null)
    .where('client_id', '!=', freed.client_id)
    .where('clinic_id', '=', freed.clinic_id)
    .where('doctor_id', '=', freed.doctor_id)
    .where('last_date', '>=', freed.date)
    .where('created_at', '<', stamp)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('waitlist_offers')
            .select('waitlist_offers.id')
            .whereRef('waitlist_offers.request_id', '=', 'waitlist_requests.id')
            .where((eb) =>
              eb.or([
                eb('waitlist_offers.status', '=', 'held'),
                eb.and([
                  eb('waitlist_offers.date', '=', freed.date),
                  eb('waitlist_offers.time', '=', freed.time),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .execute();
  const first = line[0];
  return (
    first !== undefined && (await insertHold(trx, first, { date: freed.date, time: freed.time }, at, terms))
  );
}
