import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { type BookingTest, CLINIC, DIRECT, lists, openBookingTest, SECOND, SERVICE, T0 } from './booking-kit';
import { DIALECTS } from './harness';

const BAD_INPUT = lists({ formErrors: ['errors.basis.invalid_input'] });

describe.each(DIALECTS)('closest appointment on %s', (dialect) => {
  let t: BookingTest;
  let me: { clientId: number; token: string };
  beforeAll(async () => {
    t = await openBookingTest(dialect);
    me = await t.newClient();
    const other = await t.newClient();
    const rows: [number, number, number | null, string, string, number, string | null][] = [
      // client, doctor, service, date, time, status, deleted_at
      [me.clientId, DIRECT, null, '2030-01-07', '08:30', 2, null],
      [me.clientId, DIRECT, SERVICE, '2030-01-09', '11:00', 1, null],
      [me.clientId, DIRECT, null, '2030-01-08', '10:00', 4, null],
      [me.clientId, DIRECT, null, '2030-01-08', '10:30', 2, '2030-01-07T05:00:00.000Z'],
      [me.clientId, DIRECT, SERVICE, '2030-01-10', '09:00', 7, null],
      [me.clientId, DIRECT, null, '2030-01-11', '09:00', 9, null],
      [other.clientId, DIRECT, SERVICE, '2030-01-08', '09:00', 2, null],
      [other.clientId, SECOND, null, '2030-01-07', '11:00', 2, null],
    ];
    for (const [client_id, doctor_id, service_id, date, time, status, deleted_at] of rows) {
      await t.db
        .insertInto('appointments')
        .values({
          ...appointmentRow(
            { client_id, clinic_id: CLINIC, doctor_id, service_id, date, time, duration_minutes: 30, status },
            T0,
          ),
          deleted_at,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const closest = (kind: 'doctor' | 'service', query: string, token: string | undefined = me.token) =>
    t.get(`/clients/${kind}/closest-appointment?${query}`, token);

  it("answers the client's earliest active appointment at or after the moment given", async () => {
    // Cancelled (4) and deleted ones do not count; the other client's earlier ones are not seen.
    const byDoctor = await closest('doctor', `doctorId=${DIRECT}&date=2030-01-07&time=09:00`);
    expect(byDoctor.status).toBe(200);
    expect(byDoctor.res.headers.get('cache-control')).toBe('no-store');
    expect(byDoctor.body).toEqual({ date: '2030-01-09', time: '11:00' });
    expect((await closest('doctor', `doctorId=${DIRECT}&date=2030-01-07&time=08:30`)).body).toEqual({
      date: '2030-01-07',
      time: '08:30',
    });
    // Serviced (7) is history; confirmed by the administrator (9) is ahead.
    expect((await closest('doctor', `doctorId=${DIRECT}&date=2030-01-09&time=11:01`)).body).toEqual({
      date: '2030-01-11',
      time: '09:00',
    });
    expect((await closest('service', `serviceId=${SERVICE}&date=2030-01-07&time=09:00`)).body).toEqual({
      date: '2030-01-09',
      time: '11:00',
    });
  });

  it('answers null when there is none', async () => {
    for (const [kind, query] of [
      ['doctor', `doctorId=${SECOND}&date=2030-01-07&time=09:00`],
      ['service', `serviceId=${SERVICE}&date=2030-01-09&time=11:01`],
      ['doctor', `doctorId=424242&date=2030-01-07&time=09:00`],
    ] as const) {
      const res = await closest(kind, query);
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
    }
  });

  it('needs a live access token', async () => {
    const res = await closest('doctor', `doctorId=${DIRECT}&date=2030-01-07&time=09:00`, 'dead-token');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(lists({ formErrors: ['errors.basis.unauthorized'] }));
  });

  it.each([
    ['doctor', 'date=2030-01-07&time=09:00'],
    ['doctor', `doctorId=0&date=2030-01-07&time=09:00`],
    ['doctor', `doctorId=1&doctorId=2&date=2030-01-07&time=09:00`],
    ['doctor', `doctorId=abc&date=2030-01-07&time=09:00`],
    ['doctor', `doctorId=${DIRECT}&date=2030-13-07&time=09:00`],
    ['doctor', `doctorId=${DIRECT}&date=2030-01-07&time=9:00`],
    ['doctor', `doctorId=${DIRECT}&date=2030-01-07`],
    ['service', `doctorId=${DIRECT}&date=2030-01-07&time=09:00`],
    ['service', `serviceId=99999999999&date=2030-01-07&time=09:00`],
    ['service', `serviceId=1&date=%00&time=09:00`],
  ] as const)('answers 400 in the error-list shape for %s ?%s', async (kind, query) => {
    const res = await closest(kind, query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(BAD_INPUT);
  });
});
