/**
 * The logged-in client's closest appointment with a doctor or for a service (date and time only): the
 * earliest active one (not cancelled, failed, serviced, paid or deleted) at or after the given moment.
 */
import type { Kysely } from 'kysely';
import type { ClosestAppointment } from '../../src/api';
import type { Database } from '../db/schema';
import { ACTIVE_STATUSES } from './statuses';

export interface ClosestQuery {
  clientId: number;
  by: { doctorId: number } | { serviceId: number };
  date: string;
  time: string;
}

export async function closestAppointment(
  db: Kysely<Database>,
  query: ClosestQuery,
): Promise<ClosestAppointment> {
  let select = db
    .selectFrom('appointments')
    .select(['date', 'time'])
    .where('client_id', '=', query.clientId)
    .where('status', 'in', ACTIVE_STATUSES)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('date', '>', query.date),
        eb.and([eb('date', '=', query.date), eb('time', '>=', query.time)]),
      ]),
    )
    .orderBy('date')
    .orderBy('time')
    .limit(1);
  select =
    'doctorId' in query.by
      ? select.where('doctor_id', '=', query.by.doctorId)
      : select.where('service_id', '=', query.by.serviceId);
  return (await select.executeTakeFirst()) ?? null;
}
