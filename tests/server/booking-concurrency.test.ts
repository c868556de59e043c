/**
 * No double booking, by the database itself: concurrent bookings of one time from many clients, from one
 * app instance and (PostgreSQL) from two instances with their own connection pools over one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { appointmentErrorKeys as keys } from '../../src/api';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { type BookingTest, CLINIC, DIRECT, openBookingTest, SECOND, T0 } from './booking-kit';
import { DIALECTS, silentLogger } from './harness';

const CLIENTS = 50;

/** The suite's requests and reads over the test app opened for it. */
function bookingSuite(dialect: 'sqlite' | 'postgres') {
  const suite = { t: undefined as unknown as BookingTest };
  beforeAll(async () => {
    suite.t = await openBookingTest(dialect);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  const request = (token: string, body: Record<string, unknown>, key?: string) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    };
    if (key) headers['idempotency-key'] = key;
    return new Request('http://localhost/api/clients/create-appointment', {
      method: 'POST',
      headers,
      body: JSON.stringify({ clinicId: CLINIC, doctorIds: [DIRECT], ...body }),
    });
  };
  const heldAt = (date: string, time: string) =>
    suite.t.db
      .selectFrom('appointments')
      .select(['client_id', 'doctor_id'])
      .where('date', '=', date)
      .where('time', '=', time)
      .where('status', 'not in', [4, 5])
      .execute();
  const clients = () => Promise.all(Array.from({ length: CLIENTS }, () => suite.t.newClient()));
  return { suite, request, heldAt, clients };
}

describe.each(DIALECTS)('concurrent bookings on %s', (dialect) => {
  const { suite, request, heldAt, clients } = bookingSuite(dialect);

  it('the database itself refuses a second held appointment at a time, whatever the code does', async () => {
    const { clientId } = await suite.t.newClient();
    const row = (status: number, deleted = false) => ({
      ...appointmentRow(
        {
          client_id: clientId,
          clinic_id: CLINIC,
          doctor_id: SECOND,
          service_id: null,
          date: '2030-02-04',
          time: '09:00',
          duration_minutes: 30,
          status,
        },
        T0,
      ),
      deleted_at: deleted ? new Date(T0).toISOString() : null,
    });
    const insert = (status: number, deleted = false) =>
      suite.t.db.insertInto('appointments').values(row(status, deleted)).execute();
    // Cancelled, failed and deleted rows hold nothing: any number of them may share the time.
    await insert(4);
    await insert(5);
    await insert(2, true);
    await insert(2);
    for (const status of [1, 2, 3, 6, 7, 8, 9]) await expect(insert(status)).rejects.toThrow();
    // heldAt leaves out cancelled and failed rows only: the deleted one and the active one remain.
    expect(await heldAt('2030-02-04', '09:00')).toHaveLength(2);
  });

  it(`${CLIENTS} clients booking one time at once get exactly one appointment`, async () => {
    const everyone = await clients();
    const answers = await Promise.all(
      everyone.map(({ token }) =>
        suite.t.booking.fetch(request(token, { date: '2030-01-08', time: '10:00' })),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(CLIENTS - 1);
    const refused = await answers.find((res) => res.status === 409)?.json();
    expect(refused.createAppointmentErrors).toEqual([keys.recordingPointNotAvailable]);
    expect(await heldAt('2030-01-08', '10:00')).toHaveLength(1);
  });

  it('a cell of two doctors gives each one booking, no more', async () => {
    const everyone = await clients();
    const answers = await Promise.all(
      everyone.map(({ token }) =>
        suite.t.booking.fetch(
          request(token, { doctorIds: [DIRECT, SECOND], date: '2030-01-08', time: '11:00' }),
        ),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
    const held = await heldAt('2030-01-08', '11:00');
    expect(held.map((row) => row.doctor_id).sort()).toEqual([DIRECT, SECOND]);
  });

  it('concurrent retries with one Idempotency-Key book once and all get the first answer', async () => {
    const { clientId, token } = await suite.t.newClient();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        suite.t.booking.fetch(request(token, { date: '2030-01-09', time: '09:00' }, 'one-intent')),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies).size).toBe(1);
    const rows = await suite.t.db
      .selectFrom('appointments')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('concurrent bookings across two server instances on postgres', () => {
  const { suite, request, heldAt, clients } = bookingSuite('postgres');

  it(`${CLIENTS} clients split across two instances over one PostgreSQL get exactly one appointment`, async () => {
    const second = openDatabase({ databaseUrl: suite.t.env.DATABASE_URL ?? '', dataDir: '', poolSize: 4 });
    try {
      const other = createApp({
        db: second.db,
        staticDir: suite.t.staticDir,
        logger: silentLogger(),
        accounts: { now: () => suite.t.clock.now },
        booking: { now: () => suite.t.clock.now },
      });
      const everyone = await clients();
      const answers = await Promise.all(
        everyone.map(({ token }, index) =>
          (index % 2 === 0 ? suite.t.booking : other).fetch(
            request(token, { date: '2030-01-10', time: '09:30' }),
          ),
        ),
      );
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status === 409)).toHaveLength(CLIENTS - 1);
      expect(await heldAt('2030-01-10', '09:30')).toHaveLength(1);
    } finally {
      await second.db.destroy();
    }
  });
});
