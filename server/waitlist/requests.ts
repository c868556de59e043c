/**
 * A client's waitlist requests: joining the line, listing what is open (with the offers held now) and
 * what ended lately, and leaving it or taking an ended one off the list. Every row is read and changed
 * through the session's client, so another client's request is as unknown as one that never was.
 */
import { type Kysely, PostgresAdapter } from 'kysely';
import {
  errorBody,
  WAITLIST_ENDED_SHOWN_DAYS,
  type WaitlistOffer,
  type WaitlistRequest,
  waitlistErrorKeys as keys,
} from '../../src/api';
import { DAY_MS } from '../auth/retention-times';
import type { Database } from '../db/schema';
import { notFoundBody } from '../http/errors';
import { DOCTOR_NAME, doctorFullName } from '../links/link-answers';
import { iso } from '../links/link-keys';
import type { BookingWindow } from '../schedule/booking-clock';
import { clinicDoctors, isBookable } from '../schedule/schedule-store';
import type { StoredAnswer } from '../appointments/idempotency';

export interface WaitlistLimits {
  /** Open requests one client may hold in one clinic. */
  requestsPerClinic: number;
  /** Requests one client may create or remove per clock hour. */
  changesPerHour: number;
}

export const DEFAULT_WAITLIST_LIMITS: WaitlistLimits = { requestsPerClinic: 3, changesPerHour: 30 };

const failed = (status: number, key: string): StoredAnswer => ({
  status,
  body: errorBody({ unexpectedErrors: [], formErrors: [], waitlistErrors: [key] }),
});

const requestsWithDoctor = (db: Kysely<Database>) =>
  db
    .selectFrom('waitlist_requests')
    // Left: a doctor the network dropped is deleted, and the request that ended with them still shows.
    .leftJoin('doctors', 'doctors.id', 'waitlist_requests.doctor_id')
    .select([
      'waitlist_requests.id',
      'waitlist_requests.clinic_id',
      'waitlist_requests.doctor_id',
      'waitlist_requests.service_id',
      'waitlist_requests.last_date',
      'waitlist_requests.created_at',
      'waitlist_requests.ended_at',
      'waitlist_requests.end_reason',
      ...DOCTOR_NAME,
    ]);

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsWithDoctor>['execute']>>[number];

const toRequest = (row: RequestRow): WaitlistRequest => ({
  id: row.id,
  clinicId: row.clinic_id,
  doctorId: row.doctor_id,
  serviceId: row.service_id,
  doctorFullName:
    row.surname === null || row.name === null
      ? null
      : doctorFullName({ ...row, surname: row.surname, name: row.name }),
  lastDate: row.last_date,
  createdAt: row.created_at,
  endedAt: row.ended_at,
  endReason: row.end_reason,
});

export interface NewRequest {
  clinicId: number;
  doctorId: number;
  serviceId?: number | null;
  lastDate: string;
}

/**
 * Joins the line. Runs in the caller's transaction: the count of open requests and the insert see the
 * same rows (SQLite has one writer; on PostgreSQL the client's row is locked first), so two concurrent
 * asks cannot both pass the limit or both join the same doctor.
 */
export async function createRequest(
  trx: Kysely<Database>,
  { window, at, limits }: { window: BookingWindow; at: number; limits: WaitlistLimits },
  clientId: number,
  input: NewRequest,
): Promise<StoredAnswer> {
  if (input.lastDate < window.now.date || input.lastDate > window.lastDate) {
    return failed(400, keys.dateNotAvailable);
  }
  const serviceId = input.serviceId ?? null;
  const doctors = await clinicDoctors(trx, input.clinicId, serviceId);
  const doctor = doctors.find((candidate) => candidate.id === input.doctorId);
  if (!doctor || !isBookable(doctor, serviceId !== null)) return failed(400, keys.doctorNotAvailable);

  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    // The client's own row serializes their joins: locking the open rows would not stop a concurrent
    // insert, and locks nothing when there are none. The read after the lock sees the earlier join.
    await trx.selectFrom('clients').select('id').where('id', '=', clientId).forNoKeyUpdate().execute();
  }
  const rows = await trx
    .selectFrom('waitlist_requests')
    .select(['id', 'doctor_id', 'service_id', 'last_date'])
    .where('client_id', '=', clientId)
    .where('clinic_id', '=', input.clinicId)
    .where('ended_at', 'is', null)
    .execute();
  const same = rows.find((row) => row.doctor_id === input.doctorId && row.service_id === serviceId);
  let requestId: number;
  if (same) {
    // The place in line stays; only a later date widens what the client would take.
    if (input.lastDate > same.last_date) {
      await trx
        .updateTable('waitlist_requests')
        .set({ last_date: input.lastDate })
        .where('id', '=', same.id)
        .execute();
    }
    requestId = same.id;
  } else {
    if (rows.length >= limits.requestsPerClinic) return failed(409, keys.requestsLimit);
    const row = await trx
      .insertInto('waitlist_requests')
      .values({
        client_id: clientId,
        clinic_id: input.clinicId,
        doctor_id: input.doctorId,
        service_id: serviceId,
        last_date: input.lastDate,
        created_at: iso(at),
        ended_at: null,
        end_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    requestId = row.id;
  }
  const request = await requestsWithDoctor(trx)
    .where('waitlist_requests.id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { status: 200, body: { request: toRequest(request) } };
}

const offersWithDoctor = (db: Kysely<Database>) =>
  db
    .selectFrom('waitlist_offers')
    .innerJoin('doctors', 'doctors.id', 'waitlist_offers.doctor_id')
    .select([
      'waitlist_offers.key',
      'waitlist_offers.request_id',
      'waitlist_offers.clinic_id',
      'waitlist_offers.doctor_id',
      'waitlist_offers.service_id',
      'waitlist_offers.date',
      'waitlist_offers.time',
      'waitlist_offers.expires_at',
      'waitlist_offers.status',
      'waitlist_offers.decided_at',
      'waitlist_offers.client_id',
      'waitlist_offers.id',
      ...DOCTOR_NAME,
    ]);

export type OfferRow = Awaited<ReturnType<ReturnType<typeof offersWithDoctor>['execute']>>[number];

export const toOffer = (row: OfferRow): WaitlistOffer => ({
  key: row.key,
  requestId: row.request_id,
  clinicId: row.clinic_id,
  doctorId: row.doctor_id,
  serviceId: row.service_id,
  doctorFullName: doctorFullName(row),
  date: row.date,
  time: row.time,
  heldUntil: row.expires_at,
});

export { offersWithDoctor };

/**
 * The client's open requests in the order they joined, then those that ended lately by any reason but
 * their removal and were not taken off the list, the most recent end first; and the offers held for
 * them until now.
 */
export async function listWaitlistOf(db: Kysely<Database>, clientId: number, at: number) {
  const shownSince = iso(at - WAITLIST_ENDED_SHOWN_DAYS * DAY_MS);
  const rows = await requestsWithDoctor(db)
    .where('waitlist_requests.client_id', '=', clientId)
    .where((eb) =>
      eb.or([
        eb('waitlist_requests.ended_at', 'is', null),
        eb.and([
          eb('waitlist_requests.ended_at', '>=', shownSince),
          eb('waitlist_requests.end_reason', '<>', 'removed'),
          eb('waitlist_requests.dismissed_at', 'is', null),
        ]),
      ]),
    )
    .orderBy('waitlist_requests.created_at')
    .orderBy('waitlist_requests.id')
    .execute();
  // Sorted here: the dialects put nulls at opposite ends.
  const open = rows.filter((row) => row.ended_at === null);
  const ended = rows
    .filter((row) => row.ended_at !== null)
    .sort((a, b) => (b.ended_at ?? '').localeCompare(a.ended_at ?? ''));
  const requests = [...open, ...ended];
  const offers = await offersWithDoctor(db)
    .where('waitlist_offers.client_id', '=', clientId)
    .where('waitlist_offers.status', '=', 'held')
    .where('waitlist_offers.expires_at', '>', iso(at))
    .orderBy('waitlist_offers.date')
    .orderBy('waitlist_offers.time')
    .execute();
  return { requests: requests.map(toRequest), offers: offers.map(toOffer) };
}

/**
 * Leaves the line; an offer held for the request is declined, so the job offers it to the next. A
 * request that ended already is taken off the list instead, its reason kept.
 */
export async function removeRequest(
  db: Kysely<Database>,
  clientId: number,
  requestId: number,
  at: number,
): Promise<StoredAnswer> {
  const ended = await db
    .updateTable('waitlist_requests')
    .set({ ended_at: iso(at), end_reason: 'removed' })
    .where('id', '=', requestId)
    .where('client_id', '=', clientId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) {
    const dismissed = await db
      .updateTable('waitlist_requests')
      .set({ dismissed_at: iso(at) })
      .where('id', '=', requestId)
      .where('client_id', '=', clientId)
      .where('ended_at', 'is not', null)
      .where('dismissed_at', 'is', null)
      .executeTakeFirst();
    if (Number(dismissed.numUpdatedRows) === 0) {
      const row = await db
        .selectFrom('waitlist_requests')
        .select('id')
        .where('id', '=', requestId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      // Removed or taken off already (a retry, another tab) answers as the first time; another's is
      // unknown.
      if (!row) return { status: 404, body: notFoundBody() };
    }
  }
  // Declined the way declineOffer does: held until the job gives it to the next in line.
  await db
    .updateTable('waitlist_offers')
    .set({ expires_at: iso(at), decided_at: iso(at) })
    .where('request_id', '=', requestId)
    .where('status', '=', 'held')
    .where('decided_at', 'is', null)
    .execute();
  return { status: 200, body: { requestId } };
}
