/**
 * The client's appointments under /api: GET /clients/appointments (paged) and
 * POST /clients/cancel-appointment (with an optional Idempotency-Key). Only the logged-in client's own
 * records; bad input is a 400 with the error-list shape.
 */
import type { Kysely } from 'kysely';
import { cancelAppointment, listAppointments } from '../../src/api';
import { cancelClientAppointment } from '../appointments/cancel-appointment';
import { runIdempotent, sendIdempotent } from '../appointments/idempotency';
import { listClientAppointments } from '../appointments/list-appointments';
import type { Database } from '../db/schema';
import { defineRoute } from '../http/route';
import { type BookingClock, bookingWindow } from '../schedule/booking-clock';
import type { ScheduleAnswers } from '../schedule/schedule-answers';

export function appointmentsRouteList({
  db,
  clock,
  answers,
}: {
  db: Kysely<Database>;
  clock: BookingClock;
  /** The schedule's kept answers: a cancel here frees its time in the very next one. */
  answers: ScheduleAnswers;
}) {
  return [
    defineRoute(listAppointments, {
      auth: 'client',
      handle: (_, { session, input }) => listClientAppointments(db, session.clientId, input),
    }),
    defineRoute(cancelAppointment, {
      auth: 'client',
      unauthorizedList: 'cancelAppointmentErrors',
      idempotent: true,
      handle: async (c, { session, input, idempotencyKey: key }) => {
        // Read before the transaction: the time zone comes through the pool (see book-appointment.ts).
        const { now } = await bookingWindow(clock);
        const at = clock.now();
        const answer = await runIdempotent(
          db,
          { clientId: session.clientId, key, request: ['cancel-appointment', input], now: at },
          (trx) =>
            cancelClientAppointment(trx, {
              clientId: session.clientId,
              appointmentId: input.appointmentId,
              now,
              at,
            }),
        );
        if (answer.status === 200 && !answer.replayed) answers.invalidate();
        return sendIdempotent(c, cancelAppointment, answer);
      },
    }),
  ];
}
