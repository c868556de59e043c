/**
 * Writes the demo schedules (demo-schedules.ts) and, when the demo accounts exist, a few appointments
 * of theirs, so the closest-appointment row and the appointments list have something to show. Once per
 * database behind its own marker; a database seeded before booking existed gets them on its next start.
 */
import type { Kysely } from 'kysely';
import { AppointmentStatus } from '../../src/api';
import { appointmentRow } from '../appointments/appointment-row';
import type { Database } from '../db/schema';
import { addDays, localMoment, minutesToTime } from '../../src/domain/time-zone';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_CONFIGURATION } from './demo-configuration';
import { DEMO_DOCTORS } from './demo-doctors';
import { seedDemoHistory } from './demo-history';
import { DEMO_HOURS, demoDayOff, demoShortDay, firstWorkingDay, SHORT_DAY } from './demo-schedules';
import { DEMO_SERVICES } from './demo-services';
import { claimSeedMarker } from './seed-marker';

export const BOOKING_SEED_MARKER_KEY = 'seed.demo.booking';

export async function seedDemoBooking(
  db: Kysely<Database>,
  { now = Date.now(), appointments = true }: { now?: number; appointments?: boolean } = {},
): Promise<boolean> {
  const today = localMoment(now, DEMO_CONFIGURATION.timeZone).date;
  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, BOOKING_SEED_MARKER_KEY, today))) return false;
    // Only the demo doctors that are still there (a clinic may have removed some).
    const present = new Set((await trx.selectFrom('doctors').select('id').execute()).map((row) => row.id));
    const hours = DEMO_HOURS.filter((row) => present.has(row.doctorId));
    for (let start = 0; start < hours.length; start += 50) {
      await trx
        .insertInto('doctor_working_hours')
        .values(
          hours.slice(start, start + 50).map((row) => ({
            doctor_id: row.doctorId,
            clinic_id: row.clinicId,
            weekday: row.weekday,
            start_minute: row.startMinute,
            end_minute: row.endMinute,
            slot_minutes: row.slotMinutes,
            valid_from: null,
            valid_until: null,
          })),
        )
        .execute();
    }
    const doctors = DEMO_DOCTORS.filter(
      (doctor) => present.has(doctor.id) && doctor.clinicIds[0] !== undefined,
    );
    if (doctors.length > 0) {
      await trx
        .insertInto('doctor_days_off')
        .values(
          doctors.map((doctor) => ({
            doctor_id: doctor.id,
            date: demoDayOff(doctor.id, today),
            reason: 'отпуск',
          })),
        )
        .onConflict((oc) => oc.columns(['doctor_id', 'date']).doNothing())
        .execute();
      await trx
        .insertInto('doctor_hours_exceptions')
        .values(
          doctors.map((doctor) => ({
            doctor_id: doctor.id,
            clinic_id: doctor.clinicIds[0] as number,
            date: demoShortDay(doctor.id, today),
            start_minute: SHORT_DAY.startMinute,
            end_minute: SHORT_DAY.endMinute,
            slot_minutes: 30,
          })),
        )
        .execute();
    }
    if (appointments) await insertDemoAppointments(trx, now, today);
    return true;
  });
  if (appointments) await seedDemoHistory(db, await demoClients(db), now, today);
  return seeded;
}

/** The demo logins' own clients, in DEMO_ACCOUNTS order. */
async function demoClients(trx: Kysely<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .select(['users.phone', 'user_clients.client_id'])
    .where(
      'users.phone',
      'in',
      DEMO_ACCOUNTS.map((account) => account.phone),
    )
    .where('user_clients.position', '=', 0)
    .execute();
  return DEMO_ACCOUNTS.flatMap((account) =>
    rows.filter((row) => row.phone === account.phone).map((row) => row.client_id),
  );
}

async function insertDemoAppointments(trx: Kysely<Database>, now: number, today: string): Promise<void> {
  const [anna, igor] = await demoClients(trx);
  const service = DEMO_SERVICES.find((item) => item.clinicId === 1 && item.doctorIds.length > 0);
  const plans = [
    // Anna with doctor 1 (bookable directly) in two days; Igor for a service in three days.
    {
      clientId: anna,
      doctorId: 1,
      serviceId: null,
      from: addDays(today, 2),
      slot: 0,
      status: AppointmentStatus.CONFIRMED_BY_ADMINISTRATOR,
    },
    {
      clientId: igor,
      doctorId: service?.doctorIds[0],
      serviceId: service?.id ?? null,
      from: addDays(today, 3),
      slot: 1,
      status: AppointmentStatus.NEED_APPROVAL,
    },
  ];
  for (const plan of plans) {
    if (plan.clientId === undefined || plan.doctorId === undefined) continue;
    const day = firstWorkingDay(plan.doctorId, 1, plan.from, today);
    if (!day) continue;
    await trx
      .insertInto('appointments')
      .values(
        appointmentRow(
          {
            client_id: plan.clientId,
            clinic_id: 1,
            doctor_id: plan.doctorId,
            service_id: plan.serviceId,
            date: day.date,
            time: minutesToTime(day.hours.startMinute + plan.slot * day.hours.slotMinutes),
            duration_minutes: day.hours.slotMinutes,
            status: plan.status,
          },
          now,
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
