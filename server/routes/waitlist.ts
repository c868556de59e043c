/**
 * Waitlist calls under /api: joining, listing and leaving the line (the logged-in client's own requests;
 * creating and removing count against the client per clock hour), and an offer by its key: reading,
 * accepting (booking the held time) and declining it. Calls by key that name nothing count against the
 * caller's address together with the personal links' calls, so guessing keys costs the same through
 * either. Logic lives
 * in server/waitlist.
 */
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  acceptWaitlistOffer,
  createWaitlistRequest,
  declineWaitlistOffer,
  getWaitlistOffer,
  listWaitlist,
  removeWaitlistRequest,
} from '../../src/api';
import { type BookingLimits, DEFAULT_BOOKING_LIMITS } from '../appointments/book-appointment';
import { runIdempotent, sendIdempotent } from '../appointments/idempotency';
import type { Database } from '../db/schema';
import { apiNotFound } from '../http/errors';
import { type AreaDeps, defineRoute, type RouteLimit, routerOf } from '../http/route';
import { type BookingClock, bookingWindow, configuredClock } from '../schedule/booking-clock';
import { readClinicHours } from '../schedule/clinic-hours-memo';
import { acceptOffer, declineOffer, findOffer, readOffer } from '../waitlist/offers';
import type { ScheduleAnswers } from '../schedule/schedule-answers';
import {
  createRequest,
  DEFAULT_WAITLIST_LIMITS,
  listWaitlistOf,
  removeRequest,
  type WaitlistLimits,
} from '../waitlist/requests';
import { DEFAULT_LINK_LOOKUPS_PER_HOUR, linkAddressLimit } from './links';

interface WaitlistRouteDeps {
  db: Kysely<Database>;
  clock: BookingClock;
  limits: WaitlistLimits;
  booking: BookingLimits;
  lookupsPerAddressPerHour: number;
  /** The schedule's kept answers, dropped by an offer taken here as by a booking. */
  answers?: ScheduleAnswers;
}

function waitlistRouteList({
  db,
  clock,
  limits,
  booking,
  lookupsPerAddressPerHour,
  answers,
}: WaitlistRouteDeps) {
  const perClient: readonly RouteLimit<unknown>[] = [
    { scope: 'waitlist-client', max: limits.changesPerHour, key: ({ session }) => String(session?.clientId) },
  ];
  const perAddress = linkAddressLimit(lookupsPerAddressPerHour);
  const send = (
    c: Context,
    call: Parameters<typeof sendIdempotent>[1],
    answer: { status: number; body: object },
  ) => sendIdempotent(c, call, { ...answer, replayed: false });
  return [
    defineRoute(createWaitlistRequest, {
      auth: 'client',
      unauthorizedList: 'waitlistErrors',
      limits: perClient,
      handle: async (c, { session, input }) => {
        // Read before the transaction: the time zone comes through the pool.
        const window = await bookingWindow(clock);
        const at = clock.now();
        const answer = await db
          .transaction()
          .execute((trx) => createRequest(trx, { window, at, limits }, session.clientId, input));
        return send(c, createWaitlistRequest, answer);
      },
    }),
    defineRoute(listWaitlist, {
      auth: 'client',
      handle: (_, { session }) => listWaitlistOf(db, session.clientId, clock.now()),
    }),
    defineRoute(removeWaitlistRequest, {
      auth: 'client',
      unauthorizedList: 'waitlistErrors',
      limits: perClient,
      handle: async (c, { session, input }) =>
        send(
          c,
          removeWaitlistRequest,
          await removeRequest(db, session.clientId, input.requestId, clock.now()),
        ),
    }),
    defineRoute(getWaitlistOffer, {
      auth: 'public',
      limits: perAddress,
      handle: async (c, { input }) => {
        const offer = await findOffer(db, input.key);
        if (!offer) return apiNotFound(c);
        return send(c, getWaitlistOffer, readOffer(offer, clock.now()));
      },
    }),
    defineRoute(acceptWaitlistOffer, {
      auth: 'public',
      idempotent: true,
      limits: perAddress,
      handle: async (c, { input, idempotencyKey: key }) => {
        const offer = await findOffer(db, input.key);
        if (!offer) return apiNotFound(c);
        const window = await bookingWindow(clock);
        // The clinic's hours fresh (an accept is rare), before the transaction as a booking reads them.
        const clinic = await readClinicHours(db, offer.clinic_id, window.now.date, window.lastDate);
        const now = clock.now();
        const answer = await runIdempotent(
          db,
          { clientId: offer.client_id, key, request: ['accept-offer', input], now },
          (trx) => acceptOffer(trx, { window, now, limits: booking, clinic }, offer),
        );
        if (answer.status === 200 && !answer.replayed) answers?.invalidate();
        return sendIdempotent(c, acceptWaitlistOffer, answer);
      },
    }),
    defineRoute(declineWaitlistOffer, {
      auth: 'public',
      limits: perAddress,
      handle: async (c, { input }) => {
        const offer = await findOffer(db, input.key);
        if (!offer) return apiNotFound(c);
        return send(c, declineWaitlistOffer, await declineOffer(db, offer, clock.now()));
      },
    }),
  ];
}

export interface WaitlistOptions {
  /** Open requests per client and clinic, and changes per client and hour. */
  limits?: Partial<WaitlistLimits>;
}

/** The waitlist routes, on the booking's clock and limits. */
export function waitlistRoutes({
  db,
  configuration,
  clientAddress,
  options = {},
}: AreaDeps & {
  options?: WaitlistOptions & {
    now?: () => number;
    horizonDays?: number;
    booking?: Partial<BookingLimits>;
    lookupsPerAddressPerHour?: number;
    answers?: ScheduleAnswers;
  };
}): Hono {
  const clock = configuredClock(configuration, options);
  return routerOf(
    waitlistRouteList({
      db,
      clock,
      limits: { ...DEFAULT_WAITLIST_LIMITS, ...options.limits },
      booking: { ...DEFAULT_BOOKING_LIMITS, ...options.booking },
      lookupsPerAddressPerHour: options.lookupsPerAddressPerHour ?? DEFAULT_LINK_LOOKUPS_PER_HOUR,
      answers: options.answers,
    }),
    { db, now: clock.now, clientAddress },
  );
}
