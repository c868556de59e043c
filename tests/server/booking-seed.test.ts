/** The demo seed's booking part: free times from today on, and upcoming appointments of the demo logins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMoment } from '../../src/domain/time-zone';
import { seedDemoNetwork } from '../../server/seed';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { DEMO_HOURS } from '../../server/seed/demo-schedules';
import { getDoctorsSchedule, listAppointments, parseWith, TokenPairSchema } from '../../src/api';
import { DIALECTS, openTestApp, type TestApp } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

describe.each(DIALECTS)('booking seed on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await t.app.request(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const today = () => localMoment(Date.now(), DEMO_CONFIGURATION.timeZone);

  it('writes the weekly hours once, however often the seed runs', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('doctor_working_hours')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(DEMO_HOURS.length);
    await seedDemoNetwork(t.db);
    expect(await count()).toBe(DEMO_HOURS.length);
  });

  it('leaves free times in every clinic over the next weeks', async () => {
    for (const clinicId of [1, 2, 3]) {
      let free = 0;
      for (let week = 0; week < 8; week++) {
        const date = new Date(Date.parse(`${today().date}T00:00:00Z`) + week * 7 * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const res = await call('POST', `/clinics/${clinicId}/doctors-schedule`, { date });
        expect(res.status).toBe(200);
        const days = parseWith(getDoctorsSchedule.answer, res.body, 'test');
        free += days.reduce((sum, day) => sum + Object.keys(day.recordingPoints).length, 0);
      }
      expect(free).toBeGreaterThan(50);
    }
  });

  it('gives both demo logins an upcoming appointment the closest-appointment calls answer', async () => {
    // The bookings of the booking seed: doctor 1 for the first login, a service for the second.
    const rows = await t.db
      .selectFrom('appointments')
      .selectAll()
      .where((eb) => eb.or([eb('doctor_id', '=', 1), eb('service_id', 'is not', null)]))
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    for (const [phone, row] of [
      ['79990000001', rows[0]],
      ['79990000002', rows[1]],
    ] as const) {
      const login = await call('POST', '/auth/login', { phone, password: DEMO_PASSWORD });
      const { accessToken } = parseWith(TokenPairSchema, login.body, 'login');
      const now = today();
      const query = `date=${now.date}&time=${now.time}`;
      const byDoctor = await call(
        'GET',
        `/clients/doctor/closest-appointment?doctorId=${row?.doctor_id}&${query}`,
        undefined,
        accessToken,
      );
      expect(byDoctor.body).toEqual({ date: row?.date, time: row?.time });
      expect(row!.date > now.date).toBe(true);
    }
    expect(rows[1]?.service_id).not.toBeNull();
  });

  it('gives both demo logins a history in every status, with feedback keys on the serviced and paid ones', async () => {
    for (const phone of ['79990000001', '79990000002']) {
      const login = await call('POST', '/auth/login', { phone, password: DEMO_PASSWORD });
      const { accessToken } = parseWith(TokenPairSchema, login.body, 'login');
      const res = await call('GET', '/clients/appointments?offset=0&limit=50', undefined, accessToken);
      const appointments = parseWith(listAppointments.answer, res.body, 'test');
      expect(appointments).toHaveLength(10);
      expect(new Set(appointments.map((item) => item.status))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
      for (const item of appointments) {
        const withKey = item.status === STATUS.SERVICED || item.status === STATUS.PAID;
        expect(item.feedbackKey !== null).toBe(withKey);
        if (item.feedbackKey === null) continue;
        // The screen's rule: reverse, then decode from base64, gives a link key of the spec's format.
        const key = Buffer.from(item.feedbackKey.split('').reverse().join(''), 'base64').toString();
        expect(key).toMatch(/^[A-Za-z0-9+/]{10}$/);
      }
    }
  });
});
