/**
 * The clinic's notice before a visit: inside it the server refuses a cancel and a move, logged in and by
 * the confirmation link, with too_late_to_change_online; outside it both go through; the list and the
 * link say until when a change may be made. The clinic's own value wins over the network's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentErrorKeys as keys } from '../../src/api';
import { CONFIGURATION_KEY } from '../../server/settings/configuration-store';
import { type BookingTest, CLINIC, DIRECT, lists, MONDAY, openBookingTest } from './booking-kit';
import { DIALECTS } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

type Client = Awaited<ReturnType<BookingTest['newClient']>>;

describe.each(DIALECTS)('the notice window on %s', (dialect) => {
  let t: BookingTest;
  let me: Client;
  beforeAll(async () => {
    t = await openBookingTest(dialect);
    // Before the app's first read of its configuration: the network asks 10 hours, this clinic 2.
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', CONFIGURATION_KEY)
      .executeTakeFirstOrThrow();
    const value = {
      ...JSON.parse(row.value),
      onlineChangeNoticeMinutes: 600,
      onlineChangeNoticeMinutesByClinic: { [String(CLINIC)]: 120 },
    };
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify(value) })
      .where('key', '=', CONFIGURATION_KEY)
      .execute();
    me = await t.newClient();
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = async (time: string) => {
    const reply = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: MONDAY, time },
      { token: me.token },
    );
    expect(reply.status).toBe(200);
    const id = (reply.body as { appointment: { id: number } }).appointment.id;
    const row = await t.db
      .selectFrom('appointments')
      .select('client_access_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, key: row.client_access_key as string };
  };
  const cancel = (id: number) =>
    t.post('/clients/cancel-appointment', { appointmentId: id }, { token: me.token });
  const move = (id: number, time: string) =>
    t.post('/clients/move-appointment', { appointmentId: id, date: '2030-01-08', time }, { token: me.token });
  const cancelByLink = (key: string) =>
    t.post('/clients/confirm-appointment-using-client-access-key', {
      clientAccessKey: key,
      status: STATUS.CANCELED_BY_CLIENT,
    });
  const moveByLink = (key: string, time: string) =>
    t.post('/clients/move-appointment-using-client-access-key', {
      clientAccessKey: key,
      date: '2030-01-08',
      time,
    });

  it('refuses a cancel and a move inside the clinic’s notice, both ways, and says until when beforehand', async () => {
    // Monday 09:00 now; 10:30 is inside the clinic's two hours.
    const { id, key } = await book('10:30');
    const tooLate = (list: string) => lists({ [list]: [keys.tooLateToChangeOnline] });
    expect([(await cancel(id)).status, (await cancel(id)).body]).toEqual([
      409,
      tooLate('cancelAppointmentErrors'),
    ]);
    expect((await move(id, '10:00')).body).toEqual(tooLate('moveAppointmentErrors'));
    expect((await cancelByLink(key)).body).toEqual(tooLate('confirmAppointmentErrors'));
    expect((await moveByLink(key, '10:00')).body).toEqual(tooLate('moveAppointmentErrors'));
    // Confirming is no change of the visit: it is still allowed.
    expect(
      (
        await t.post('/clients/confirm-appointment-using-client-access-key', {
          clientAccessKey: key,
          status: STATUS.APPROVED,
        })
      ).status,
    ).toBe(200);
    const listed = await t.get('/clients/appointments?offset=0&limit=10', me.token);
    expect(listed.body).toMatchObject([
      { id, time: '10:30', changeUntil: `${MONDAY} 08:30`, clinic: { phone: expect.any(String) } },
    ]);
    const link = await t.get(
      `/clients/appointment-by-client-access-key?clientAccessKey=${key}&date=${MONDAY}&time=09:00`,
    );
    expect(link.body).toMatchObject({ changeUntil: `${MONDAY} 08:30` });
    const row = await t.db
      .selectFrom('appointments')
      .select(['date', 'time', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ date: MONDAY, time: '10:30', status: STATUS.APPROVED });
  });

  it('lets both through outside the clinic’s notice (the network’s longer one is not this clinic’s)', async () => {
    const first = await book('11:30');
    expect((await move(first.id, '11:00')).status).toBe(200);
    expect((await cancel(first.id)).status).toBe(200);
    const second = await book('11:30');
    expect((await moveByLink(second.key, '11:30')).status).toBe(200);
    expect((await cancelByLink(second.key)).status).toBe(200);
  });
});
