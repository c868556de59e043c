import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { getDoctorsSchedule, parseWith } from '../../src/api';
import { type BookingTest, CLINIC, DIRECT, openBookingTest, pointsOf, SECOND, T0 } from './booking-kit';
import { DIALECTS } from './harness';

/** The server skips the contract check of this answer per request (server/routes/booking.ts): check it here. */
const checked = (body: unknown) => parseWith(getDoctorsSchedule.answer, body, 'test');

describe.each(DIALECTS)('schedule hours memo on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    // Long enough that nothing in this suite outlives it: the hours are read once.
    t = await openBookingTest(dialect, { hoursTtlMs: 60_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const tuesday = async () => {
    const res = await t.post(`/clinics/${CLINIC}/doctors-schedule`, {
      doctorIds: [DIRECT, SECOND],
      date: '2030-01-08',
    });
    expect(res.status).toBe(200);
    checked(res.body);
    return pointsOf(res.body)[0]![1];
  };

  it('reuses the hours within their lifetime but reads booked times per request', async () => {
    expect((await tuesday())['10:00']).toEqual([DIRECT, SECOND]);
    // A day off written behind the memo's back stays unseen until the memo reads again …
    await t.db
      .insertInto('doctor_days_off')
      .values({ doctor_id: SECOND, date: '2030-01-08', reason: null })
      .execute();
    expect((await tuesday())['10:00']).toEqual([DIRECT, SECOND]);
    // … while an appointment shows at once, however it was made.
    const { clientId } = await t.newClient();
    await t.db
      .insertInto('appointments')
      .values(
        appointmentRow(
          {
            client_id: clientId,
            clinic_id: CLINIC,
            doctor_id: DIRECT,
            service_id: null,
            date: '2030-01-08',
            time: '10:00',
            duration_minutes: 30,
            status: 2,
          },
          T0,
        ),
      )
      .execute();
    expect((await tuesday())['10:00']).toEqual([SECOND]);
  });

  it('leaves out a time booked through the API in the next schedule', async () => {
    const { token } = await t.newClient();
    const booked = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-08', time: '11:00', clientComment: '' },
      { token },
    );
    expect(booked.status).toBe(200);
    expect((await tuesday())['11:00']).toEqual([SECOND]);
  });

  it('answers 404 for an unknown clinic and does not remember it', async () => {
    const res = await t.post('/clinics/987654/doctors-schedule', { date: '2030-01-08' });
    expect(res.status).toBe(404);
  });
});
