/**
 * The client's appointments under /api: GET /clients/appointments (paged), POST /clients/cancel-appointment
 * and POST /clients/move-appointment (each with an optional Idempotency-Key). Only the logged-in client's
 * own records; bad input is a 400 with the error-list shape.
 */
import type { Kysely } from 'kysely';
import { cancelAppointment, listAppointments, moveAppointment } from '../../src/api';
import { cancelClientAppointment } from '../appointments/cancel-appointment';
import type { NoticeSettings } from '../appointments/change-notice';
import { runIdempotent, sendIdempotent } from '../appointments/idempotency';
import { listClientAppointments } from '../appointments/list-appointments';
import { moveClientAppointment, readMoveDeps } from '../appointments/move-appointment';
import type { Database } from '../db/schema';
import { defineRoute } from '../http/route';
import { type BookingClock, bookingWindow } from '../schedule/booking-clock';
import type { ClinicHoursMemo } from '../schedule/clinic-hours-memo';
import type { ScheduleAnswers } from '../schedule/schedule-answers';

export interface AppointmentsRoutesDeps {
  db: Kysely<Database>;
  clock: BookingClock;
  /** The schedule's kept answers: a cancel or move here frees its time in the very next one. */
  answers: ScheduleAnswers;
  /** The clinics' hours (a move checks the new time against them). */
  hours: ClinicHoursMemo;
  /** The network's configuration: its time zone and the clinics' notice before a visit. */
  settings: () => Promise<NoticeSettings>;
  /** How long the waitlist holds a freed time for the first in line. */
  holdMs: number;
  /** A client's bookings a day; a move counts as one. */
  dailyBookings: number;
}

export function appointmentsRouteList({
  db,
  clock,
  answers,
  hours,
  settings,
  holdMs,
  dailyBookings,
}: AppointmentsRoutesDeps) {
  return [
    defineRoute(listAppointments, {
      auth: 'client',
      handle: async (_, { session, input }) =>
        listClientAppointments(db, session.clientId, input, await settings(), clock.now()),
    }),
    defineRoute(cancelAppointment, {
      auth: 'client',
      unauthorizedList: 'cancelAppointmentErrors',
      idempotent: true,
      handle: async (c, { session, input, idempotencyKey: key }) => {
        // Read before the transaction: the configuration comes through the pool (see book-appointment.ts).
        const { now } = await bookingWindow(clock);
        const freeing = { now, at: clock.now(), settings: await settings(), holdMs };
        const answer = await runIdempotent(
          db,
          { clientId: session.clientId, key, request: ['cancel-appointment', input], now: freeing.at },
          (trx) => cancelClientAppointment(trx, { clientId: session.clientId, ...input }, freeing),
        );
        if (answer.status === 200 && !answer.replayed) answers.invalidate();
        return sendIdempotent(c, cancelAppointment, answer);
      },
    }),
    defineRoute(moveAppointment, {
      auth: 'client',
      unauthorizedList: 'moveAppointmentErrors',
      idempotent: true,
      handle: async (c, { session, input, idempotencyKey: key }) => {
        const { appointmentId, date, time } = input;
        // Its clinic's hours and notice are read before the transaction, through the pool.
        const found = await db
          .selectFrom('appointments')
          .select('clinic_id')
          .where('id', '=', appointmentId)
          .where('client_id', '=', session.clientId)
          .executeTakeFirst();
        const deps = await readMoveDeps(
          { clock, hours, settings, holdMs, dailyBookings },
          found?.clinic_id ?? null,
        );
        const answer = await runIdempotent(
          db,
          { clientId: session.clientId, key, request: ['move-appointment', input], now: deps.at },
          (trx) =>
            moveClientAppointment(
              trx,
              { appointmentId, clientId: session.clientId, date, time, by: 'client' },
              deps,
            ),
        );
        if (answer.status === 200 && !answer.replayed) answers.invalidate();
        return sendIdempotent(c, moveAppointment, answer);
      },
    }),
  ];
}
