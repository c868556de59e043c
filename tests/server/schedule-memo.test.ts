import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { getDoctorsSchedule, parseWith } from '../../src/api';
import {
  type BookingTest,
  CLINIC,
  DIRECT,
  deleteDoctor,
  insertLeavingDoctor,
  openBookingTest,
  pointsOf,
  SECOND,
  T0,
} from './booking-kit';
import type { DialectName } from '../../server/db/schema';
import type { BookingOptions } from '../../server/routes/booking';
import { DIALECTS } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

/** The server skips the contract check of this answer per request (server/routes/booking.ts): check it here. */
const checked = (body: unknown) => parseWith(getDoctorsSchedule.answer, body, 'test');

/** An appointment written straight into the database, as another instance's booking would be. */
const holdDirectly = async (t: BookingTest, doctorId: number, date: string, time: string) => {
  const { clientId } = await t.newClient();
  await t.db
    .insertInto('appointments')
    .values(
      appointmentRow(
        {
          client_id: clientId,
          clinic_id: CLINIC,
          doctor_id: doctorId,
          service_id: null,
          date,
          time,
          duration_minutes: 30,
          status: STATUS.NEED_APPROVAL,
        },
        T0,
      ),
    )
    .execute();
};

/** A booking test app per dialect with the given lifetimes, opened before and closed after the suite. */
const suiteWith = (dialect: DialectName, options: BookingOptions) => {
  const suite = {} as { t: BookingTest };
  beforeAll(async () => {
    suite.t = await openBookingTest(dialect, options);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
};

describe.each(DIALECTS)('schedule hours memo on %s', (dialect) => {
  // Long enough that nothing in this suite outlives it: the hours are read once.
  const suite = suiteWith(dialect, { hoursTtlMs: 60_000 });

  const tuesday = async () => {
    const res = await suite.t.post(`/clinics/${CLINIC}/doctors-schedule`, {
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
    await suite.t.db
      .insertInto('doctor_days_off')
      .values({ doctor_id: SECOND, date: '2030-01-08', reason: null })
      .execute();
    expect((await tuesday())['10:00']).toEqual([DIRECT, SECOND]);
    // … while an appointment shows at once, however it was made.
    await holdDirectly(suite.t, DIRECT, '2030-01-08', '10:00');
    expect((await tuesday())['10:00']).toEqual([SECOND]);
  });

  it('leaves out a time booked through the API in the next schedule', async () => {
    const { token } = await suite.t.newClient();
    const booked = await suite.t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-08', time: '11:00', clientComment: '' },
      { token },
    );
    expect(booked.status).toBe(200);
    expect((await tuesday())['11:00']).toEqual([SECOND]);
  });

  it('answers 404 for an unknown clinic and does not remember it', async () => {
    const res = await suite.t.post('/clinics/987654/doctors-schedule', { date: '2030-01-08' });
    expect(res.status).toBe(404);
  });
});

describe.each(DIALECTS)('schedule answers kept on %s', (dialect) => {
  const suite = suiteWith(dialect, { answersTtlMs: 60_000 });

  const wednesday = async () => {
    const res = await suite.t.post(`/clinics/${CLINIC}/doctors-schedule`, {
      doctorIds: [DIRECT],
      date: '2030-01-09',
    });
    expect(res.status).toBe(200);
    return pointsOf(checked(res.body))[0]![1];
  };

  it('keeps an answer until a booking through this instance drops it', async () => {
    expect(Object.keys(await wednesday())).toContain('09:00');
    // Booked behind this instance's back (as through another instance): the kept answer still offers it …
    await holdDirectly(suite.t, DIRECT, '2030-01-09', '09:00');
    const { token } = await suite.t.newClient();
    expect(Object.keys(await wednesday())).toContain('09:00');
    // … and booking it is refused all the same: the database decides, not the schedule.
    const book = (time: string) =>
      suite.t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-09', time, clientComment: '' },
        { token },
      );
    expect((await book('09:00')).status).toBe(409);
    // A booking made here drops the kept answers: both times are gone from the next schedule.
    expect((await book('09:30')).status).toBe(200);
    const times = Object.keys(await wednesday());
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('09:30');
  });
});

describe.each(DIALECTS)('schedule answers kept, and a move by link, on %s', (dialect) => {
  const suite = suiteWith(dialect, { answersTtlMs: 60_000 });

  it('drops the kept answers: the old time shows free and the new one taken at once', async () => {
    const thursday = async () => {
      const res = await suite.t.post(`/clinics/${CLINIC}/doctors-schedule`, {
        doctorIds: [DIRECT],
        date: '2030-01-10',
      });
      expect(res.status).toBe(200);
      return Object.keys(pointsOf(checked(res.body))[0]![1]);
    };
    const { token } = await suite.t.newClient();
    const booked = await suite.t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-10', time: '10:00', clientComment: '' },
      { token },
    );
    expect(booked.status).toBe(200);
    const id = (booked.body as { appointment: { id: number } }).appointment.id;
    const before = await thursday();
    expect(before).not.toContain('10:00');
    expect(before).toContain('10:30');
    const { client_access_key: key } = await suite.t.db
      .selectFrom('appointments')
      .select('client_access_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const moved = await suite.t.post(
      '/clients/move-appointment-using-client-access-key',
      { clientAccessKey: key, date: '2030-01-10', time: '10:30' },
      { key: 'memo-link-move' },
    );
    expect(moved.status).toBe(200);
    const after = await thursday();
    expect(after).toContain('10:00');
    expect(after).not.toContain('10:30');
  });
});

describe.each(DIALECTS)('a doctor removed while the hours memo holds them, on %s', (dialect) => {
  const suite = suiteWith(dialect, { hoursTtlMs: 60_000 });
  const GONE = 9050;

  it('refuses the booking as not available (409), not a 500', async () => {
    const { db } = suite.t;
    await insertLeavingDoctor(db, GONE);
    const schedule = await suite.t.post(`/clinics/${CLINIC}/doctors-schedule`, {
      doctorIds: [GONE],
      date: '2030-01-08',
    });
    expect(Object.keys(pointsOf(checked(schedule.body))[0]![1])).toContain('10:00');
    // An import removes the doctor, who has no appointments, while the memo still holds them.
    await deleteDoctor(db, GONE);
    const { token } = await suite.t.newClient();
    const res = await suite.t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [GONE], date: '2030-01-08', time: '10:00', clientComment: '' },
      { token },
    );
    expect([res.status, res.body]).toEqual([
      409,
      {
        unexpectedErrors: [],
        formErrors: [],
        createAppointmentErrors: ['errors.appointments.recording_point_not_available'],
        nearestFreeTimes: [],
      },
    ]);
  });
});
