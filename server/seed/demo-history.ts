/**
 * The demo logins' appointment history (issue 11): past appointments in every appointment status
 * (serviced and paid ones with a feedback key), upcoming ones waiting for approval or approved, and one an
 * administrator deleted (not listed). Once per database behind its own marker, after the demo accounts.
 * Upcoming times sit on the doctors' slot grid, so the schedule and the held-time index agree with them.
 */
import type { Kysely } from 'kysely';
import { AppointmentStatus as S } from '../../src/api';
import { appointmentRow } from '../appointments/appointment-row';
import type { Database } from '../db/schema';
import { addDays, minutesToTime } from '../../src/domain/time-zone';
import { claimSeedMarker } from './seed-marker';
import { firstWorkingDay } from './demo-schedules';

export const HISTORY_SEED_MARKER_KEY = 'seed.demo.history';

/** [days from today, doctor (clinic 1), status, with a feedback key, deleted] */
const PLAN: readonly [number, number, number, boolean, boolean][] = [
  [-40, 3, S.PAID, true, false],
  [-30, 5, S.SERVICED, true, false],
  [-21, 3, S.FAILED, false, false],
  [-14, 9, S.CANCELED_BY_CLIENT, false, false],
  [-9, 5, S.BILLED, false, false],
  [-4, 9, S.ARRIVED, false, false],
  [5, 3, S.NEED_APPROVAL, false, false],
  [8, 5, S.APPROVED, false, false],
  [15, 3, S.CONFIRMED_BY_ADMINISTRATOR, false, false],
  [12, 9, S.NEED_APPROVAL, false, true],
];

/** The spec's feedback link key (10 letters or digits) as the list carries it: base64, reversed. */
export const demoFeedbackKey = (n: number) =>
  Buffer.from(`demofb${String(n).padStart(4, '0')}`)
    .toString('base64')
    .split('')
    .reverse()
    .join('');

export async function seedDemoHistory(
  db: Kysely<Database>,
  clientIds: readonly number[],
  now: number,
  today: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, HISTORY_SEED_MARKER_KEY, today))) return false;
    let n = 0;
    for (const clientId of clientIds) {
      for (const [days, doctorId, status, feedback, deleted] of PLAN) {
        n++;
        // The first working day from there; past days keep their place (no schedule to match).
        const day = firstWorkingDay(doctorId, 1, addDays(today, days), today);
        if (!day) continue;
        const slot = (n % 4) * day.hours.slotMinutes;
        const row = appointmentRow(
          {
            client_id: clientId,
            clinic_id: 1,
            doctor_id: doctorId,
            service_id: null,
            date: day.date,
            time: minutesToTime(day.hours.startMinute + slot),
            duration_minutes: day.hours.slotMinutes,
            status,
          },
          now,
        );
        await trx
          .insertInto('appointments')
          .values({
            ...row,
            feedback_key: feedback ? demoFeedbackKey(n) : null,
            deleted_at: deleted ? row.created_at : null,
            cancelled_at: status === S.CANCELED_BY_CLIENT ? row.created_at : null,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    return true;
  });
}
