/**
 * The client's appointments under /api: GET /clients/appointments (paged) and
 * POST /clients/cancel-appointment (with an optional Idempotency-Key). Only the logged-in client's own
 * records; bad input is a 400 with the error-list shape.
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  AppointmentsQuerySchema,
  cancelAppointment,
  IDEMPOTENCY_KEY_PATTERN,
  listAppointments,
  parseWith,
} from '../../src/api';
import { cancelClientAppointment } from '../appointments/cancel-appointment';
import { sessionOf, unauthorized } from '../appointments/client-session';
import { runIdempotent } from '../appointments/idempotency';
import { listClientAppointments } from '../appointments/list-appointments';
import type { Database } from '../db/schema';
import { invalidInputBody } from '../http/errors';
import { readPage } from '../http/page-query';
import { type BookingClock, bookingWindow } from '../schedule/booking-clock';
import { readBody } from './accounts';

export function appointmentsRoutes({ db, clock }: { db: Kysely<Database>; clock: BookingClock }) {
  return new Hono()
    .get(listAppointments.path, async (c) => {
      const session = await sessionOf(db, clock.now(), c);
      if (!session) return unauthorized(c);
      const page = readPage(c, AppointmentsQuerySchema);
      if (!page) return c.json(invalidInputBody(), 400);
      const appointments = await listClientAppointments(db, session.clientId, page);
      return c.json(parseWith(listAppointments.answer, { appointments }, `GET ${listAppointments.path}`));
    })
    .post(cancelAppointment.path, async (c) => {
      const session = await sessionOf(db, clock.now(), c);
      if (!session) return unauthorized(c, 'cancelAppointmentErrors');
      const key = c.req.header('Idempotency-Key') ?? null;
      if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return c.json(invalidInputBody(), 400);
      const input = await readBody(c, cancelAppointment.payload);
      if (!input) return c.json(invalidInputBody(), 400);
      // Read before the transaction: the time zone comes through the pool (see create-appointment.ts).
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
      if (answer.replayed) c.header('Idempotent-Replayed', 'true');
      if (answer.status === 200)
        parseWith(cancelAppointment.answer, answer.body, `POST ${cancelAppointment.path}`);
      return c.json(answer.body, answer.status as 200);
    });
}
