/**
 * Booking calls under /api (booking spec §7): the 4-day schedule of a clinic, creating an appointment
 * (with an optional Idempotency-Key) and the logged-in client's closest appointment with a doctor or
 * for a service. Bad input of any kind is a 400 with the error-list shape; a missing or dead access
 * token a 401. Logic lives in server/schedule and server/appointments.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  createAppointment,
  DateSchema,
  getDoctorClosestAppointment,
  getDoctorsSchedule,
  getServiceClosestAppointment,
  IDEMPOTENCY_KEY_PATTERN,
  parseWith,
  TimeSchema,
} from '../../src/api';
import { sessionOf, unauthorized } from '../appointments/client-session';
import { closestAppointment } from '../appointments/closest-appointment';
import {
  type BookingLimits,
  createAppointment as book,
  DEFAULT_BOOKING_LIMITS,
} from '../appointments/create-appointment';
import { runIdempotent } from '../appointments/idempotency';
import { readBody } from './accounts';
import { appointmentsRoutes } from './appointments';
import { parseId } from '../browsing/params';
import type { Database } from '../db/schema';
import { apiNotFound, invalidInputBody } from '../http/errors';
import { type BookingClock, bookingWindow, DEFAULT_HORIZON_DAYS } from '../schedule/booking-clock';
import { type ClinicHoursMemo, createClinicHoursMemo } from '../schedule/clinic-hours-memo';
import { scheduleKey } from '../../src/domain/schedule-key';
import { readSchedule } from '../schedule/read-schedule';
import { createScheduleAnswers, type ScheduleAnswers } from '../schedule/schedule-answers';

export interface BookingRoutesDeps {
  db: Kysely<Database>;
  clock: BookingClock;
  limits: BookingLimits;
  /** The clinics' hours, read at most once per 2 s per instance (clinic-hours-memo.ts). */
  hours: ClinicHoursMemo;
  /** The schedule's answers, kept for up to 1 s and dropped by a booking here (schedule-answers.ts). */
  answers: ScheduleAnswers;
}

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const badInput = (c: Context) => c.json(invalidInputBody(), 400);

/** One query parameter given exactly once, or null. */
const single = (c: Context, name: string) => {
  const values = c.req.queries(name);
  return values?.length === 1 ? (values[0] ?? null) : null;
};

const ClosestQuerySchema = v.object({ date: DateSchema, time: TimeSchema });

export function bookingRoutes({ db, clock, limits, hours, answers }: BookingRoutesDeps) {
  const session = (c: Context) => sessionOf(db, clock.now(), c);

  /** The closest-appointment calls differ only in the id they filter by. */
  const closest = (idName: 'doctorId' | 'serviceId') => async (c: Context) => {
    const current = await session(c);
    if (!current) return unauthorized(c);
    const id = parseId(single(c, idName) ?? undefined);
    const moment = v.safeParse(ClosestQuerySchema, { date: single(c, 'date'), time: single(c, 'time') });
    if (id === null || !moment.success) return badInput(c);
    const by = idName === 'doctorId' ? { doctorId: id } : { serviceId: id };
    const answer = await closestAppointment(db, { clientId: current.clientId, by, ...moment.output });
    const call = idName === 'doctorId' ? getDoctorClosestAppointment : getServiceClosestAppointment;
    return c.json(parseWith(call.answer, answer, `GET ${call.path}`), 200);
  };

  return new Hono()
    .use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(invalidInputBody(), 413) }))
    .post(honoPath(getDoctorsSchedule.path), async (c) => {
      const clinicId = parseId(c.req.param('clinicId'));
      if (clinicId === null) return apiNotFound(c);
      const window = await bookingWindow(clock);
      const clinic = await hours.get(clinicId, window);
      if (!clinic) return apiNotFound(c);
      const query = await readBody(c, getDoctorsSchedule.payload);
      if (!query) return badInput(c);
      const asked = scheduleKey({ clinicId, ...query });
      const text = await answers.get(asked, `${window.now.date} ${window.now.time}`, async () => {
        const days = await readSchedule(db, window, clinicId, clinic, query);
        // Not checked against getDoctorsSchedule.answer per request: at thousands of requests a
        // second the check cost a sizeable share of each; the schedule tests check the answers.
        const answer: v.InferOutput<typeof getDoctorsSchedule.answer> | null = days && { days };
        return answer && JSON.stringify(answer);
      });
      if (text === null) return apiNotFound(c);
      return c.body(text, 200, { 'Content-Type': 'application/json' });
    })
    .post(createAppointment.path, async (c) => {
      const current = await session(c);
      if (!current) return unauthorized(c, 'createAppointmentErrors');
      const key = c.req.header('Idempotency-Key') ?? null;
      if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return badInput(c);
      const input = await readBody(c, createAppointment.payload);
      if (!input) return badInput(c);
      const window = await bookingWindow(clock);
      const now = clock.now();
      const answer = await runIdempotent(
        db,
        { clientId: current.clientId, key, request: ['create-appointment', input], now },
        (trx) => book(trx, { window, now, limits }, current, input),
      );
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      // The kept schedules may offer the time just booked (schedule-answers.ts).
      if (answer.status === 200 && !answer.replayed) answers.invalidate();
      if (answer.status === 200)
        parseWith(createAppointment.answer, answer.body, `POST ${createAppointment.path}`);
      return c.json(answer.body, answer.status as 200);
    })
    .get(getDoctorClosestAppointment.path, closest('doctorId'))
    .get(getServiceClosestAppointment.path, closest('serviceId'));
}

export interface BookingOptions {
  /** The clock (tests move it); default Date.now. */
  now?: () => number;
  horizonDays?: number;
  limits?: Partial<BookingLimits>;
  /** How long a clinic's hours, days off and exceptions are reused, in ms (default 2000; 0: per request). */
  hoursTtlMs?: number;
  /** How long a schedule answer is reused unless a booking here drops it, in ms (default 1000; 0: never). */
  answersTtlMs?: number;
}

/** The booking and appointments routes over the app's database, with the network's time zone from its configuration. */
export function mountableBookingRoutes(
  db: Kysely<Database>,
  configuration: () => Promise<{ timeZone: string }>,
  options: BookingOptions = {},
) {
  const clock: BookingClock = {
    now: options.now ?? Date.now,
    timeZone: async () => (await configuration()).timeZone,
    horizonDays: options.horizonDays ?? DEFAULT_HORIZON_DAYS,
  };
  return new Hono()
    .route(
      '/',
      bookingRoutes({
        db,
        clock,
        limits: { ...DEFAULT_BOOKING_LIMITS, ...options.limits },
        hours: createClinicHoursMemo(db, options.hoursTtlMs ?? 2000),
        answers: createScheduleAnswers(options.answersTtlMs ?? 1000),
      }),
    )
    .route('/', appointmentsRoutes({ db, clock }));
}
