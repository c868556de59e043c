/**
 * An offer by its key: reading it, accepting it (booking the held time) and declining it. Each change is
 * one conditional UPDATE of a held offer whose hold has not ended, so an accept racing a decline, the
 * job's expiry or a second accept acts at most once; the booking itself still goes through the
 * appointments' unique index, so a held time is booked at most once whatever happens.
 */
import type { Kysely, Transaction } from 'kysely';
import { errorBody, waitlistErrorKeys as keys } from '../../src/api';
import { type BookingLimits, bookAppointment } from '../appointments/book-appointment';
import { lockDoctorDays } from '../appointments/doctor-day-lock';
import type { StoredAnswer } from '../appointments/idempotency';
import type { Database } from '../db/schema';
import { iso } from '../links/link-keys';
import type { BookingWindow } from '../schedule/booking-clock';
import type { ClinicHours } from '../schedule/clinic-hours-memo';
import { type OfferRow, offersWithDoctor, toOffer } from './requests';

export const offerGone = (): StoredAnswer => ({
  status: 410,
  body: errorBody({ unexpectedErrors: [], formErrors: [], waitlistErrors: [keys.offerGone] }),
});

export const findOffer = (db: Kysely<Database>, key: string): Promise<OfferRow | undefined> =>
  offersWithDoctor(db).where('waitlist_offers.key', '=', key).executeTakeFirst();

export const isHeld = (offer: OfferRow, at: number) => offer.status === 'held' && offer.expires_at > iso(at);

export function readOffer(offer: OfferRow, at: number): StoredAnswer {
  return isHeld(offer, at) ? { status: 200, body: { offer: toOffer(offer) } } : offerGone();
}

/** The login that booked for the client, for the appointment's record: the first of the client's logins. */
async function bookingUser(trx: Kysely<Database>, clientId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('user_clients')
    .select('user_id')
    .where('client_id', '=', clientId)
    .orderBy('position')
    .orderBy('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function acceptOffer(
  trx: Transaction<Database>,
  deps: { window: BookingWindow; now: number; limits: BookingLimits; clinic: ClinicHours | null },
  offer: OfferRow,
): Promise<StoredAnswer> {
  const at = iso(deps.now);
  // The doctor's day first, as a booking or a move takes it before it marks its patient's own hold
  // taken (own-hold.ts): marking the offer first would hold its row while waiting for the day, and a
  // move into the same time holding the day would wait for the row, each for the other.
  await lockDoctorDays(trx, [{ doctorId: offer.doctor_id, date: offer.date }]);
  const taken = await trx
    .updateTable('waitlist_offers')
    .set({ status: 'accepted', decided_at: at })
    .where('id', '=', offer.id)
    .where('status', '=', 'held')
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return offerGone();
  const booked = await bookAppointment(
    trx,
    deps,
    { clientId: offer.client_id, userId: await bookingUser(trx, offer.client_id) },
    {
      clinicId: offer.clinic_id,
      doctorIds: [offer.doctor_id],
      entryTypeId: offer.service_id,
      clientComment: '',
      date: offer.date,
      time: offer.time,
    },
  );
  if (booked.status === 409) {
    // The time is no longer free (booked by other means meanwhile, or gone from the doctor's hours): the
    // offer ends as taken.
    await trx.updateTable('waitlist_offers').set({ status: 'taken' }).where('id', '=', offer.id).execute();
    return booked;
  }
  if (booked.status !== 200) {
    // A refusal of this patient's own (their day's bookings used up, say): the time is still free, but
    // they cannot take it within the hold. Ending it as taken would free it to anyone polling the
    // schedule ahead of the line, and keeping it open would only make the next in line wait out a hold
    // the patient cannot use. So it ends for them as a decline does: still held until the job's next
    // pass gives it to the next in line, and their request stays in line for other times.
    await trx
      .updateTable('waitlist_offers')
      .set({ status: 'held', expires_at: at, decided_at: at })
      .where('id', '=', offer.id)
      .execute();
    return booked;
  }
  const appointment = (booked.body as { appointment: { id: number } }).appointment;
  await trx
    .updateTable('waitlist_offers')
    .set({ appointment_id: appointment.id })
    .where('id', '=', offer.id)
    .execute();
  await trx
    .updateTable('waitlist_requests')
    .set({ ended_at: at, end_reason: 'fulfilled' })
    .where('id', '=', offer.request_id)
    .where('ended_at', 'is', null)
    .execute();
  return booked;
}

/**
 * Declining ends the hold now but leaves the time held until the job's next pass, which offers it to the
 * next in line in the same step as it settles the hold: nobody else can take it in between.
 */
export async function declineOffer(db: Kysely<Database>, offer: OfferRow, at: number): Promise<StoredAnswer> {
  if (offer.status === 'declined' || (offer.status === 'held' && offer.decided_at !== null)) {
    return { status: 200, body: { declined: true } };
  }
  const declined = await db
    .updateTable('waitlist_offers')
    .set({ expires_at: iso(at), decided_at: iso(at) })
    .where('id', '=', offer.id)
    .where('status', '=', 'held')
    .where('expires_at', '>', iso(at))
    .executeTakeFirst();
  return Number(declined.numUpdatedRows) === 1 ? { status: 200, body: { declined: true } } : offerGone();
}
