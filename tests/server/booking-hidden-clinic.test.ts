/**
 * A clinic hidden just after this instance read its hours: the hours memo still holds the clinic, but a
 * booking or a move there is refused as for any hidden clinic, and writes nothing, since whether the
 * clinic is open is read in the booking's own transaction.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentErrorKeys as keys } from '../../src/api';
import { type BookingTest, CLINIC, DIRECT, lists, openBookingTest, pointsOf } from './booking-kit';
import { DIALECTS } from './harness';

const NOT_FOUND = lists({ formErrors: ['errors.basis.not_found'] });
const NOT_AVAILABLE = lists({ moveAppointmentErrors: [keys.recordingPointNotAvailable] });
const TUESDAY = '2030-01-08';
const WEDNESDAY = '2030-01-09';

describe.each(DIALECTS)('a clinic hidden behind the hours memo on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    // Long enough that the memo never reads the clinic again within the suite.
    t = await openBookingTest(dialect, { hoursTtlMs: 60_000 });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.db.updateTable('clinics').set({ hidden: 0 }).where('id', '=', CLINIC).execute();
  });

  /**
   * Reads the day's schedule, free at 10:00 (the memo now holds the clinic's hours), then hides the clinic
   * behind the app's back, as an import does.
   */
  const warmThenHide = async (date: string) => {
    const schedule = await t.post(`/clinics/${CLINIC}/doctors-schedule`, { doctorIds: [DIRECT], date });
    expect(pointsOf(schedule.body).find(([day]) => day === date)?.[1]).toHaveProperty('10:00');
    await t.db.updateTable('clinics').set({ hidden: 1 }).where('id', '=', CLINIC).execute();
  };
  const appointmentsOf = (clientId: number) =>
    t.db
      .selectFrom('appointments')
      .select(['id', 'date', 'time'])
      .where('client_id', '=', clientId)
      .execute();
  const counted = (clientId: number) =>
    t.db.selectFrom('client_booking_counters').select('count').where('client_id', '=', clientId).execute();

  it('refuses a booking there as not found, and writes nothing', async () => {
    const me = await t.newClient();
    await warmThenHide(TUESDAY);
    const booked = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: TUESDAY, time: '10:00' },
      { token: me.token },
    );
    expect(booked).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await appointmentsOf(me.clientId)).toEqual([]);
    expect(await counted(me.clientId)).toEqual([]);
  });

  it('refuses a move there as not available, and the appointment stays where it was', async () => {
    const me = await t.newClient();
    const booked = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: WEDNESDAY, time: '09:00' },
      { token: me.token },
    );
    expect(booked.status).toBe(200);
    const { id } = (booked.body as { appointment: { id: number } }).appointment;
    await warmThenHide(WEDNESDAY);
    const moved = await t.post(
      '/clients/move-appointment',
      { appointmentId: id, date: WEDNESDAY, time: '10:00' },
      { token: me.token },
    );
    expect(moved).toMatchObject({ status: 409, body: NOT_AVAILABLE });
    expect(await appointmentsOf(me.clientId)).toEqual([{ id, date: WEDNESDAY, time: '09:00' }]);
    const moves = await t.db
      .selectFrom('appointment_moves')
      .select('id')
      .where('appointment_id', '=', id)
      .execute();
    expect(moves).toEqual([]);
  });
});
