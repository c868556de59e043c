/**
 * POST /clients/cancel-appointment. One conditional UPDATE decides: it cancels
 * only the client's own, undeleted appointment in a cancellable status whose start is still ahead, so two
 * racing requests (or a cancel racing an administrator's change) cannot both act on a stale read. When it
 * changes nothing, a read of the row says why. Cancelling gives the doctor's time back: the held-time
 * index leaves cancelled rows out.
 */
import type { Kysely } from 'kysely';
import {
  AppointmentStatus,
  appointmentErrorKeys as keys,
  CANCELLABLE_STATUSES,
  errorBody,
} from '../../src/api';
import type { Database } from '../db/schema';
import { notFoundBody } from '../http/errors';
import type { LocalMoment } from '../../src/domain/time-zone';
import type { StoredAnswer } from './idempotency';

const rejected = (key: string): StoredAnswer => ({
  status: 409,
  body: errorBody({ unexpectedErrors: [], formErrors: [], cancelAppointmentErrors: [key] }),
});

const cancelled = (appointmentId: number): StoredAnswer => ({
  status: 200,
  body: { appointmentId, status: AppointmentStatus.CANCELED_BY_CLIENT },
});

export async function cancelClientAppointment(
  db: Kysely<Database>,
  {
    clientId,
    appointmentId,
    now,
    at,
  }: { clientId: number; appointmentId: number; now: LocalMoment; at: number },
): Promise<StoredAnswer> {
  const stamp = new Date(at).toISOString();
  const updated = await db
    .updateTable('appointments')
    .set({ status: AppointmentStatus.CANCELED_BY_CLIENT, cancelled_at: stamp, updated_at: stamp })
    .where('id', '=', appointmentId)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .where('status', 'in', CANCELLABLE_STATUSES)
    .where((eb) =>
      eb.or([eb('date', '>', now.date), eb.and([eb('date', '=', now.date), eb('time', '>', now.time)])]),
    )
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return cancelled(appointmentId);

  const row = await db
    .selectFrom('appointments')
    .select(['status', 'deleted_at'])
    .where('id', '=', appointmentId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  // Another client's appointment is as unknown as one that never existed.
  if (!row) return { status: 404, body: notFoundBody() };
  if (row.deleted_at !== null) return rejected(keys.deleted);
  // Cancelled already (a retry, another tab): the same answer, nothing changes.
  if (row.status === AppointmentStatus.CANCELED_BY_CLIENT)
    return { ...cancelled(appointmentId), unchanged: true };
  return rejected(keys.cancelRejected);
}
