/**
 * POST /clients/cancel-appointment. One conditional UPDATE decides: it cancels
 * only the client's own, undeleted appointment in a cancellable status whose start is still ahead by the
 * clinic's notice, so two racing requests (or a cancel racing an administrator's change) cannot both act
 * on a stale read. When it changes nothing, a read of the row says why. Cancelling gives the doctor's time
 * back (the held-time index leaves cancelled rows out) and, in the same transaction, holds it for the
 * first other patient in the waitlist's line.
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
import { holdForLine } from '../waitlist/hold-freed';
import { changeDeadline, type NoticeSettings, tooLate, tooLateToChange } from './change-notice';
import type { StoredAnswer } from './idempotency';
import { startsAfter } from './starts-after';

const rejected = (key: string): StoredAnswer => ({
  status: 409,
  body: errorBody({ unexpectedErrors: [], formErrors: [], cancelAppointmentErrors: [key] }),
});

const cancelled = (appointmentId: number): StoredAnswer => ({
  status: 200,
  body: { appointmentId, status: AppointmentStatus.CANCELED_BY_CLIENT },
});

export interface FreeingDeps {
  now: LocalMoment;
  at: number;
  settings: NoticeSettings;
  /** How long the waitlist holds the freed time for the first in line. */
  holdMs: number;
}

export async function cancelClientAppointment(
  db: Kysely<Database>,
  { clientId, appointmentId }: { clientId: number; appointmentId: number },
  { at, settings, holdMs }: FreeingDeps,
): Promise<StoredAnswer> {
  const found = await db
    .selectFrom('appointments')
    .select('clinic_id')
    .where('id', '=', appointmentId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  // Another client's appointment is as unknown as one that never existed.
  if (!found) return { status: 404, body: notFoundBody() };
  const deadline = changeDeadline(settings, found.clinic_id, at);
  const stamp = new Date(at).toISOString();
  const updated = await db
    .updateTable('appointments')
    .set({ status: AppointmentStatus.CANCELED_BY_CLIENT, cancelled_at: stamp, updated_at: stamp })
    .where('id', '=', appointmentId)
    .where('client_id', '=', clientId)
    .where('deleted_at', 'is', null)
    .where('status', 'in', CANCELLABLE_STATUSES)
    .where((eb) => startsAfter(eb, deadline))
    .returning(['client_id', 'clinic_id', 'doctor_id', 'date', 'time'])
    .executeTakeFirst();
  if (updated) {
    await holdForLine(db, updated, at, { holdMs, timeZone: settings.timeZone });
    return cancelled(appointmentId);
  }
  return whyNot(db, appointmentId, deadline);
}

/** Why the update changed nothing, read after it (the row may have changed since the first read). */
async function whyNot(
  db: Kysely<Database>,
  appointmentId: number,
  deadline: LocalMoment,
): Promise<StoredAnswer> {
  const row = await db
    .selectFrom('appointments')
    .select(['status', 'deleted_at', 'date', 'time'])
    .where('id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  if (row.deleted_at !== null) return rejected(keys.deleted);
  // Cancelled already (a retry, another tab): the same answer, nothing changes.
  if (row.status === AppointmentStatus.CANCELED_BY_CLIENT)
    return { ...cancelled(appointmentId), unchanged: true };
  if (CANCELLABLE_STATUSES.includes(row.status) && tooLateToChange(row, deadline))
    return tooLate('cancelAppointmentErrors');
  return rejected(keys.cancelRejected);
}
