/**
 * Booking calls under /api: the 4-day schedule of a clinic, creating an appointment (with an optional
 * Idempotency-Key) and the logged-in client's closest appointment with a doctor or for a service. Bad
 * input of any kind is a 400 with the error-list shape; a missing or dead access token a 401. Logic
 * lives in server/schedule and server/appointments.
 */
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import {
  createAppointment,
  getDoctorClosestAppointment,
  getDoctorsSchedule,
  getServiceClosestAppointment,
} from '../../src/api';
import { closestAppointment } from '../appointments/closest-appointment';
import {
  type BookingLimits,
  bookAppointment,
  DEFAULT_BOOKING_LIMITS,
  timeNotAvailable,
} from '../appointments/book-appointment';
import { runIdempotent, sendIdempotent } from '../appointments/idempotency';
import type { Database } from '../db/schema';
import { isForeignKeyViolation } from '../db/storage-faults';
import { prepareBody, sendBody } from '../http/compression';
import { apiNotFound } from '../http/errors';
import { type AreaDeps, defineRoute, routerOf } from '../http/route';
import { type BookingClock, bookingWindow, configuredClock } from '../schedule/booking-clock';
import { type ClinicHoursMemo, createClinicHoursMemo } from '../schedule/clinic-hours-memo';
import { scheduleKey } from '../../src/domain/schedule-key';
import { readSchedule } from '../schedule/read-schedule';
import { movingVisit } from '../schedule/moving-visit';
import { isFailed } from '../auth/failure';
import { createScheduleAnswers, type ScheduleAnswers } from '../schedule/schedule-answers';
import { DEFAULT_HOLD_MS } from '../waitlist/hold-freed';
import { appointmentsRouteList } from './appointments';

interface BookingRouteDeps {
  db: Kysely<Database>;
  clock: BookingClock;
  limits: BookingLimits;
  /** The clinics' hours, read at most once per 2 s per instance (clinic-hours-memo.ts). */
  hours: ClinicHoursMemo;
  /** The schedule's answers, kept for up to 1 s and dropped by a booking or cancel here (schedule-answers.ts). */
  answers: ScheduleAnswers;
}

function bookingRouteList({ db, clock, limits, hours, answers }: BookingRouteDeps) {
  return [
    defineRoute(getDoctorsSchedule, {
      auth: 'public',
      params: { clinicId: 'id' },
      // An unknown clinic is a 404 before its body is read.
      load: async (c, { params }) => {
        const window = await bookingWindow(clock);
        const clinic = await hours.get(params.clinicId, window);
        return clinic ? { window, clinic } : apiNotFound(c);
      },
      handle: async (c, { params: { clinicId }, loaded: { window, clinic }, input: query }) => {
        if (query.movingAppointmentId !== undefined) {
          const moving = await movingVisit(c, db, clock.now(), query.movingAppointmentId);
          if (isFailed(moving)) return moving;
          // The owner's own answer: read for this request alone, never kept where another asker of the
          // same range would be given it.
          if (moving !== null) {
            const days = await readSchedule(db, window, clinicId, clinic, query, moving);
            return days ?? apiNotFound(c);
          }
        }
        const asked = scheduleKey({
          clinicId,
          doctorIds: query.doctorIds,
          serviceId: query.entryTypeId,
          date: query.date,
        });
        const body = await answers.get(asked, `${window.now.date} ${window.now.time}`, async () => {
          // The answer is the bare array of days. Not checked against getDoctorsSchedule.answer per
          // request: at thousands of requests a second the check cost a sizeable share of each; the
          // schedule tests check the answers.
          const days: v.InferOutput<typeof getDoctorsSchedule.answer> | null = await readSchedule(
            db,
            window,
            clinicId,
            clinic,
            query,
          );
          // Compressed once per kept answer (at the quick level: it lives a second), not per request.
          return days && prepareBody(JSON.stringify(days), 'application/json', 'quick');
        });
        if (body === null) return apiNotFound(c);
        return sendBody(c, body);
      },
    }),
    defineRoute(createAppointment, {
      auth: 'client',
      unauthorizedList: 'createAppointmentErrors',
      idempotent: true,
      handle: async (c: Context, { session, input, idempotencyKey: key }) => {
        const window = await bookingWindow(clock);
        const clinic = await hours.get(input.clinicId, window);
        const now = clock.now();
        const answer = await runIdempotent(
          db,
          { clientId: session.clientId, key, request: ['create-appointment', input], now },
          (trx) => bookAppointment(trx, { window, now, limits, clinic }, session, input),
        ).catch((error: unknown) => {
          // The memo's doctor or clinic was removed (an import) since it was read: not bookable.
          if (isForeignKeyViolation(error)) return { ...timeNotAvailable(), replayed: false };
          throw error;
        });
        // The kept schedules may offer the time just booked (schedule-answers.ts).
        if (answer.status === 200 && !answer.replayed) answers.invalidate();
        return sendIdempotent(c, createAppointment, answer);
      },
    }),
    defineRoute(getDoctorClosestAppointment, {
      auth: 'client',
      handle: (_, { session, input: { doctorId, date, time } }) =>
        closestAppointment(db, { clientId: session.clientId, by: { doctorId }, date, time }),
    }),
    defineRoute(getServiceClosestAppointment, {
      auth: 'client',
      handle: (_, { session, input: { serviceId, date, time } }) =>
        closestAppointment(db, { clientId: session.clientId, by: { serviceId }, date, time }),
    }),
  ];
}

export interface BookingOptions {
  /** The clock (tests move it); default Date.now. */
  now?: () => number;
  horizonDays?: number;
  limits?: Partial<BookingLimits>;
  /** How long a clinic's hours, days off and exceptions are reused, in ms (default 2000; 0: per request). */
  hoursTtlMs?: number;
  /** How long a schedule answer is reused unless a booking or cancel here drops it, in ms (default 1000; 0: never). */
  answersTtlMs?: number;
  /** How long the waitlist holds a time a cancel or move frees (WAITLIST_HOLD_SECONDS; default 15 minutes). */
  waitlistHoldMs?: number;
}

/** The schedule's kept answers for one instance, shared by every route that changes the free times. */
export const scheduleAnswersFor = (options: BookingOptions = {}): ScheduleAnswers =>
  createScheduleAnswers(options.answersTtlMs ?? 1000);

/** The booking and appointments routes, with the network's time zone from its configuration. */
export function bookingRoutes({
  db,
  configuration,
  clientAddress,
  options = {},
  answers = scheduleAnswersFor(options),
}: AreaDeps & { options?: BookingOptions; answers?: ScheduleAnswers }): Hono {
  const clock = configuredClock(configuration, options);
  const hours = createClinicHoursMemo(db, options.hoursTtlMs ?? 2000);
  const limits = { ...DEFAULT_BOOKING_LIMITS, ...options.limits };
  return routerOf(
    [
      ...bookingRouteList({ db, clock, limits, hours, answers }),
      ...appointmentsRouteList({
        db,
        clock,
        answers,
        hours,
        settings: configuration,
        holdMs: options.waitlistHoldMs ?? DEFAULT_HOLD_MS,
        dailyBookings: limits.dailyBookings,
      }),
    ],
    { db, now: clock.now, clientAddress },
  );
}
