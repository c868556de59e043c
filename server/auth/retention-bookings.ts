/**
 * The retention job's deletes of booking rows: the offers of ended waitlist requests, the requests
 * themselves, and the moves of appointments long past. Each takes the moment before which rows count
 * as old, and deletes one batch whose rows are checked again by the delete itself.
 */
import { expressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { batchOf } from './retention-batch';

/**
 * An offer of a request that ended before the cutoff, accepted, declined, taken or run out: the
 * patient's list and the job read held offers of open requests only, and the offer's link has told a
 * late visitor the offer is gone since the request ended.
 */
export const waitlistOffers = batchOf('waitlist_offers', 'id', (cutoff) => {
  const { and, or, eb, selectFrom } = expressionBuilder<Database, 'waitlist_offers'>();
  return and([
    eb(
      'waitlist_offers.request_id',
      'in',
      selectFrom('waitlist_requests')
        .select('waitlist_requests.id')
        .where('waitlist_requests.ended_at', '<', cutoff),
    ),
    or([eb('waitlist_offers.status', '!=', 'held'), eb('waitlist_offers.expires_at', '<', cutoff)]),
  ]);
});

/** A request that ended before the cutoff and holds no offer any more (they go first, in their own batches). */
export const endedWaitlistRequests = batchOf('waitlist_requests', 'id', (cutoff) => {
  const { and, eb, not, exists, selectFrom } = expressionBuilder<Database, 'waitlist_requests'>();
  return and([
    eb('waitlist_requests.ended_at', '<', cutoff),
    not(
      exists(
        selectFrom('waitlist_offers')
          .select('waitlist_offers.id')
          .whereRef('waitlist_offers.request_id', '=', 'waitlist_requests.id'),
      ),
    ),
  ]);
});

/**
 * A move whose old day and whose appointment's day are both before the cutoff's day. The days are the
 * clinic's own; the cutoff is at least a day back, so in any time zone nothing the waitlist still reads
 * (a day from today on) is taken.
 */
export const appointmentMoves = batchOf('appointment_moves', 'id', (cutoff) => {
  const day = cutoff.slice(0, 10);
  const { and, eb, not, exists, selectFrom } = expressionBuilder<Database, 'appointment_moves'>();
  return and([
    eb('appointment_moves.from_date', '<', day),
    not(
      exists(
        selectFrom('appointments')
          .select('appointments.id')
          .whereRef('appointments.id', '=', 'appointment_moves.appointment_id')
          .where('appointments.date', '>=', day),
      ),
    ),
  ]);
});
