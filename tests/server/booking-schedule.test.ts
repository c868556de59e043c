import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { getDoctorsSchedule, parseWith } from '../../src/api';
import {
  type BookingTest,
  CLINIC,
  DIRECT,
  lists,
  MONDAY,
  OTHER_CLINIC_SERVICE,
  openBookingTest,
  pointsOf,
  SECOND,
  SERVICE,
  SERVICE_ONLY,
  T0,
  UNAVAILABLE,
} from './booking-kit';
import { DIALECTS } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

const MORNING = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
const BAD_INPUT = lists({ formErrors: ['errors.basis.invalid_input'] });

describe.each(DIALECTS)('booking schedule on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const schedule = (body: unknown, clinicId: number | string = CLINIC) =>
    t.post(`/clinics/${clinicId}/doctors-schedule`, body);

  it('answers 4 days from the date, only future times, each time mapped to the doctors free then', async () => {
    const res = await schedule({ doctorIds: [DIRECT, SECOND], date: MONDAY });
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    parseWith(getDoctorsSchedule.answer, res.body, 'test');
    const days = pointsOf(res.body);
    expect(days.map(([date]) => date)).toEqual(['2030-01-07', '2030-01-08', '2030-01-09', '2030-01-10']);
    // 09:00 has begun at T0 (Monday 09:00 in Moscow), so Monday starts at 09:30.
    expect(Object.keys(days[0]![1])).toEqual(MORNING.slice(1));
    expect(days[1]![1]).toEqual(Object.fromEntries(MORNING.map((time) => [time, [DIRECT, SECOND]])));
  });

  it('leaves out weekends, days off and booked times, and applies dated exceptions', async () => {
    await t.db
      .insertInto('doctor_days_off')
      .values({ doctor_id: DIRECT, date: '2030-01-08', reason: null })
      .execute();
    await t.db
      .insertInto('doctor_hours_exceptions')
      .values({
        doctor_id: DIRECT,
        clinic_id: CLINIC,
        date: '2030-01-09',
        start_minute: 14 * 60,
        end_minute: 15 * 60,
        slot_minutes: 20,
      })
      .execute();
    const { clientId } = await t.newClient();
    await t.db
      .insertInto('appointments')
      .values(
        [
          { time: '10:00', status: STATUS.NEED_APPROVAL },
          { time: '10:30', status: STATUS.CANCELED_BY_CLIENT },
        ].map(({ time, status }) =>
          appointmentRow(
            {
              client_id: clientId,
              clinic_id: CLINIC,
              doctor_id: DIRECT,
              service_id: null,
              date: '2030-01-10',
              time,
              duration_minutes: 30,
              status,
            },
            T0,
          ),
        ),
      )
      .execute();
    const days = pointsOf((await schedule({ doctorIds: [DIRECT], date: '2030-01-08' })).body);
    expect(days.map(([date, points]) => [date, Object.keys(points)])).toEqual([
      ['2030-01-08', []],
      ['2030-01-09', ['14:00', '14:20', '14:40']],
      // The cancelled appointment gave 10:30 back.
      ['2030-01-10', MORNING.filter((time) => time !== '10:00')],
      ['2030-01-11', MORNING],
    ]);
    const weekend = pointsOf((await schedule({ doctorIds: [DIRECT], date: '2030-01-12' })).body);
    expect(weekend.slice(0, 2)).toEqual([
      ['2030-01-12', {}],
      ['2030-01-13', {}],
    ]);
  });

  it('a time an appointment overlaps is taken though the grid changed since it was booked: neither shown nor booked', async () => {
    // Booked 09:30–10:00 on the half-hour grid; then the clinic's file gives that day 20-minute slots.
    const { clientId } = await t.newClient();
    await t.db
      .insertInto('appointments')
      .values(
        appointmentRow(
          {
            client_id: clientId,
            clinic_id: CLINIC,
            doctor_id: SECOND,
            service_id: null,
            date: '2030-01-15',
            time: '09:30',
            duration_minutes: 30,
            status: STATUS.NEED_APPROVAL,
          },
          T0,
        ),
      )
      .execute();
    await t.db
      .insertInto('doctor_hours_exceptions')
      .values({
        doctor_id: SECOND,
        clinic_id: CLINIC,
        date: '2030-01-15',
        start_minute: 9 * 60,
        end_minute: 11 * 60,
        slot_minutes: 20,
      })
      .execute();
    const [day] = pointsOf((await schedule({ doctorIds: [SECOND], date: '2030-01-15' })).body);
    expect(Object.keys(day![1])).toEqual(['09:00', '10:00', '10:20', '10:40']);
    const other = await t.newClient();
    for (const time of ['09:20', '09:40']) {
      const booked = await t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [SECOND], date: '2030-01-15', time },
        { token: other.token },
      );
      expect(booked.status, time).toBe(409);
    }
  });

  it('with a service lists only the doctors who provide it, service-only ones included', async () => {
    const withService = pointsOf((await schedule({ entryTypeId: SERVICE, date: '2030-01-14' })).body);
    expect(withService[0]![1]['09:00']).toEqual([DIRECT, SERVICE_ONLY, SECOND]);
    const direct = pointsOf((await schedule({ date: '2030-01-14' })).body);
    const at9 = direct[0]![1]['09:00'] ?? [];
    expect(at9).toContain(DIRECT);
    expect(at9).toContain(SECOND);
    expect(at9).not.toContain(SERVICE_ONLY);
    expect(at9).not.toContain(UNAVAILABLE);
    const narrowed = pointsOf(
      (await schedule({ doctorIds: [SERVICE_ONLY, UNAVAILABLE], entryTypeId: SERVICE, date: '2030-01-14' }))
        .body,
    );
    expect(narrowed[0]![1]['09:00']).toEqual([SERVICE_ONLY]);
  });

  it('keeps within today … the 60-day horizon: a range asked from a past day starts today with its 4 days, fewer than 4 at the end, none past it', async () => {
    // Saturday, two days ago (a page left open over the weekend): today's full range, so Next stays on.
    const past = pointsOf((await schedule({ doctorIds: [DIRECT], date: '2030-01-05' })).body);
    expect(past.map(([date]) => date)).toEqual(['2030-01-07', '2030-01-08', '2030-01-09', '2030-01-10']);
    // Today + 59 is the last bookable date.
    const end = pointsOf((await schedule({ doctorIds: [DIRECT], date: '2030-03-06' })).body);
    expect(end.map(([date]) => date)).toEqual(['2030-03-06', '2030-03-07']);
    expect(pointsOf((await schedule({ doctorIds: [DIRECT], date: '2030-03-08' })).body)).toEqual([]);
  });

  it('answers 404 for an unknown clinic or a service the clinic does not offer', async () => {
    for (const [body, clinicId] of [
      [{ date: MONDAY }, 999],
      [{ date: MONDAY }, 'abc'],
      [{ date: MONDAY, entryTypeId: OTHER_CLINIC_SERVICE }, CLINIC],
      [{ date: MONDAY, entryTypeId: 987654 }, CLINIC],
    ] as const) {
      const res = await schedule(body, clinicId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(lists({ formErrors: ['errors.basis.not_found'] }));
    }
  });

  it.each([
    ['no date', { doctorIds: [DIRECT] }],
    ['an impossible date', { date: '2030-02-30' }],
    ['a date with a time', { date: '2030-01-07T10:00' }],
    ['a text doctor id', { date: MONDAY, doctorIds: ['1'] }],
    ['a negative doctor id', { date: MONDAY, doctorIds: [-1] }],
    ['too large a doctor id', { date: MONDAY, doctorIds: [2 ** 31] }],
    ['a fractional service id', { date: MONDAY, entryTypeId: 1.5 }],
    ['an array body', [MONDAY]],
  ])('answers 400 in the error-list shape for %s', async (_, body) => {
    const res = await schedule(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(BAD_INPUT);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.post(`/clinics/${CLINIC}/doctors-schedule`, undefined, { raw: '{"date":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(BAD_INPUT);
  });
});
