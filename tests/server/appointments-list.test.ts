import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { listAppointments, parseWith } from '../../src/api';
import { type BookingTest, CLINIC, DIRECT, lists, openBookingTest, SECOND, SERVICE, T0 } from './booking-kit';
import { BAD_PAGE_QUERIES, DIALECTS } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

const BAD_INPUT = lists({ formErrors: ['errors.basis.invalid_input'] });

describe.each(DIALECTS)('appointments list on %s', (dialect) => {
  let t: BookingTest;
  let me: { clientId: number; token: string };
  let ids: number[];
  beforeAll(async () => {
    t = await openBookingTest(dialect);
    me = await t.newClient();
    const other = await t.newClient();
    const plan: [number, number, number | null, string, string, number, string | null, string | null][] = [
      // client, doctor, service, date, time, status, feedback key, deleted_at
      [me.clientId, DIRECT, null, '2030-01-03', '09:00', 7, '=QTM5YzN3Mj', null],
      [me.clientId, SECOND, SERVICE, '2030-01-09', '10:00', 2, null, null],
      [me.clientId, DIRECT, null, '2030-01-09', '11:00', 4, null, null],
      [me.clientId, DIRECT, null, '2030-01-10', '09:00', 9, null, '2030-01-06T10:00:00.000Z'],
      [other.clientId, DIRECT, null, '2030-01-11', '09:00', 2, null, null],
    ];
    ids = [];
    for (const [client_id, doctor_id, service_id, date, time, status, feedback_key, deleted_at] of plan) {
      const row = await t.db
        .insertInto('appointments')
        .values({
          ...appointmentRow(
            { client_id, clinic_id: CLINIC, doctor_id, service_id, date, time, duration_minutes: 30, status },
            T0,
          ),
          feedback_key,
          deleted_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (query: string, token: string | undefined = me.token) =>
    t.get(`/clients/appointments?${query}`, token);

  it("lists the client's own appointments newest date first with clinic, doctor and service display data", async () => {
    const res = await page('offset=0&limit=10');
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    const appointments = parseWith(listAppointments.answer, res.body, 'test');
    // The deleted one and the other client's are not there.
    expect(appointments.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
    const clinic = await t.db
      .selectFrom('clinics')
      .select(['title', 'short_address', 'phone1'])
      .where('id', '=', CLINIC)
      .executeTakeFirstOrThrow();
    expect(appointments[1]).toEqual({
      id: ids[1],
      date: '2030-01-09',
      time: '10:00',
      status: STATUS.NEED_APPROVAL,
      doctorId: SECOND,
      clinicId: CLINIC,
      duration: 30,
      services: [{ id: SERVICE, title: `Тестовая услуга ${SERVICE}` }],
      feedbackKey: null,
      feedbackGiven: false,
      // No notice configured: it may be changed online until it begins.
      changeUntil: '2030-01-09 10:00',
      clinic: { title: clinic.title, shortAddress: clinic.short_address, phone: clinic.phone1 },
      doctor: { fullName: `Тестов${SECOND} Тест` },
    });
    expect(appointments[2]).toMatchObject({
      status: STATUS.SERVICED,
      services: [],
      feedbackKey: '=QTM5YzN3Mj',
    });
  });

  it('pages by offset and limit', async () => {
    const first = parseWith(listAppointments.answer, (await page('offset=0&limit=2')).body, 'test');
    const second = parseWith(listAppointments.answer, (await page('offset=2&limit=2')).body, 'test');
    expect(first.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect(second.map((item) => item.id)).toEqual([ids[0]]);
    expect(parseWith(listAppointments.answer, (await page('offset=3&limit=2')).body, 'test')).toEqual([]);
  });

  it("says whether the visit's feedback was sent: its key used up", async () => {
    const serviced = async () =>
      parseWith(listAppointments.answer, (await page('offset=0&limit=10')).body, 'test').find(
        (item) => item.id === ids[0],
      );
    expect((await serviced())?.feedbackGiven).toBe(false);
    const issued = new Date(T0).toISOString();
    await t.db
      .insertInto('feedback_keys')
      .values({
        key: 'Fk7wQ2mZr9',
        appointment_id: ids[0] as number,
        created_at: issued,
        expires_at: '2031-01-01T00:00:00.000Z',
      })
      .execute();
    expect((await serviced())?.feedbackGiven).toBe(false);
    await t.db
      .updateTable('feedback_keys')
      .set({ used_at: issued })
      .where('key', '=', 'Fk7wQ2mZr9')
      .execute();
    expect(await serviced()).toMatchObject({ feedbackKey: '=QTM5YzN3Mj', feedbackGiven: true });
    // A key past its time and never used offers nothing: the feedback link would refuse it as gone.
    await t.db
      .updateTable('feedback_keys')
      .set({ used_at: null, expires_at: new Date(T0 - 1000).toISOString() })
      .where('key', '=', 'Fk7wQ2mZr9')
      .execute();
    expect(await serviced()).toMatchObject({ feedbackKey: null, feedbackGiven: false });
  });

  it('needs a live access token', async () => {
    const res = await page('offset=0&limit=10', 'expired-or-unknown');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(lists({ formErrors: ['errors.basis.unauthorized'] }));
  });

  it.each(BAD_PAGE_QUERIES)('answers 400 in the error-list shape for ?%s', async (query) => {
    const res = await page(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(BAD_INPUT);
  });
});
