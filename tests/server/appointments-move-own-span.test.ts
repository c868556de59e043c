/**
 * Moving a visit to a time inside its own span, after its day's grid changed since it was booked (an
 * import gave the doctor shorter slots): the visit being moved is the only thing in the way, so the move
 * is taken; a time another patient's visit overlaps stays refused, and a move racing a booking still
 * leaves no two visits of the doctor overlapping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentErrorKeys as keys } from '../../src/api';
import {
  type BookingTest,
  bookDirect,
  CLINIC,
  clashingVisits,
  DIRECT,
  heldVisits,
  lists,
  openBookingTest,
  quarterHourGrid,
} from './booking-kit';
import { DIALECTS } from './harness';

type Client = Awaited<ReturnType<BookingTest['newClient']>>;

const NOT_AVAILABLE = lists({ moveAppointmentErrors: [keys.recordingPointNotAvailable] });

describe.each(DIALECTS)('moving a visit within its own span on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A 30-minute visit booked on the doctor's half-hour grid. */
  const book = (client: Client, date: string, time: string) => bookDirect(t, client, date, time);
  const move = (client: Client, appointmentId: number, date: string, time: string) =>
    t.post('/clients/move-appointment', { appointmentId, date, time }, { token: client.token });
  const quarterHours = (date: string) => quarterHourGrid(t.db, date);
  const held = (date: string) => heldVisits(t.db, DIRECT, date);
  const clashes = (date: string) => clashingVisits(t.db, DIRECT, date);

  it('moves a 30-minute visit at 10:00 to 10:15 on a quarter-hour grid; another patient’s span stays refused', async () => {
    const [me, other] = [await t.newClient(), await t.newClient()];
    const id = await book(me, '2030-02-11', '10:00');
    await book(other, '2030-02-11', '10:30');
    await quarterHours('2030-02-11');
    // 10:30 is the other visit's start, 10:45 lies inside it (10:30–11:00).
    for (const time of ['10:30', '10:45']) {
      const refused = await move(me, id, '2030-02-11', time);
      expect([refused.status, refused.body], time).toEqual([409, NOT_AVAILABLE]);
    }
    const moved = await move(me, id, '2030-02-11', '10:15');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      appointment: { id, date: '2030-02-11', time: '10:15', duration: 15 },
    });
    expect((await held('2030-02-11')).map((row) => row.time)).toEqual(['10:15', '10:30']);
    expect(await clashes('2030-02-11')).toEqual([]);
  });

  it('a visit moved inside its span while another patient books the same time or the freed one: never two at once', async () => {
    for (const date of ['2030-02-12', '2030-02-13', '2030-02-14']) {
      const [me, other, third] = [await t.newClient(), await t.newClient(), await t.newClient()];
      const id = await book(me, date, '10:00');
      await quarterHours(date);
      const bookAt = (client: Client, time: string) =>
        t.post(
          '/clients/create-appointment',
          { clinicId: CLINIC, doctorIds: [DIRECT], date, time },
          { token: client.token },
        );
      const [moved, sameTime, freedTime] = await Promise.all([
        move(me, id, date, '10:15'),
        bookAt(other, '10:15'),
        bookAt(third, '10:00'),
      ]);
      // 10:15 goes to exactly one of the mover and the other patient.
      expect([moved.status, sameTime.status].sort(), date).toEqual([200, 409]);
      const rows = await held(date);
      expect(rows.filter((row) => row.time === '10:15')).toHaveLength(1);
      if (moved.status === 409) expect(rows.find((row) => row.id === id)?.time).toBe('10:00');
      // The old time is booked only once the move gave it back.
      if (freedTime.status === 200) expect(moved.status).toBe(200);
      expect(await clashes(date), date).toEqual([]);
    }
  });
});
