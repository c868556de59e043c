/**
 * The waitlist job. Each pass, on any instance, in this order:
 *   1. settles holds: run out → expired; booked by other means meanwhile → taken; their request ended → declined;
 *   2. ends requests past their date, fulfilled by a booking with the doctor made after they joined,
 *      whose doctor no longer works in the clinic, or who can no longer be booked online for them;
 *   3. offers each freed time (freed-times.ts) to the first open request in line that wants it and holds
 *      none, has not been offered that time before, joined before it freed and is not of the client who
 *      freed it; the insert's partial
 *      unique indexes (one hold per time, one per request) decide between racing instances;
 *   4. sends each new offer's message once (claimed like the reminders).
 * A time nobody in line takes stays free to everyone. All state is in the database, so a restart
 * mid-hold changes nothing, and a time freed while no server ran is offered on the first pass after.
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, DialectName } from '../db/schema';
import type { WaitlistRequestsTable } from '../db/waitlist-schema';
import { ACTIVE_STATUSES, FREEING_STATUSES } from '../appointments/statuses';
import { iso } from '../links/link-keys';
import { shortLinkPath, shortLinkTo } from '../links/short-links';
import type { Logger } from '../logger';
import { clientPhone } from '../reminders/reminder-messages';
import { type Claimer, claimDue, settleClaim } from '../reminders/claim';
import type { CodeTransport } from '../transports/types';
import { addDays, type LocalMoment, localMoment } from '../../src/domain/time-zone';
import { DoctorAvailability } from '../../src/api/browsing';
import { freedTimes } from './freed-times';
import { holdEnd } from './held-times';
import { insertHold } from './hold-freed';
import { offerPath, offerText } from './messages';
import { findOffer } from './offers';
import { doctorFullName } from '../links/link-answers';

export interface WaitlistJobDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Sends the offers' texts; one without sendText sends nothing (the app still shows the offer). */
  transport: CodeTransport;
  now: () => number;
  timeZone: () => Promise<string>;
  /** How long a freed time is held for the client it is offered to. */
  holdMs: number;
  publicBaseUrl: string;
  /** Days that may be booked, today included. */
  horizonDays?: number;
  logger?: Logger;
  instanceId?: string;
  staleMs?: number;
}

export type WaitlistRun = {
  settled: number;
  ended: number;
  offered: number;
  sent: number;
};

type OpenRequest = Pick<
  Selectable<WaitlistRequestsTable>,
  'id' | 'client_id' | 'clinic_id' | 'doctor_id' | 'service_id' | 'last_date' | 'created_at'
>;

export function createWaitlistJob(deps: WaitlistJobDeps) {
  const { db, now } = deps;
  const claimer: Claimer = {
    dialect: deps.dialect,
    instanceId: deps.instanceId ?? randomUUID(),
    staleMs: deps.staleMs ?? 5 * 60_000,
    batch: 50,
  };

  async function settleHolds(at: number): Promise<number> {
    const stamp = iso(at);
    // A hold ended by a decline carries its decision's time already.
    const expired = await db
      .updateTable('waitlist_offers')
      .set(holdEnd(stamp))
      .where('status', '=', 'held')
      .where('expires_at', '<=', stamp)
      .executeTakeFirst();
    const taken = await db
      .updateTable('waitlist_offers')
      .set({ status: 'taken', decided_at: stamp })
      .where('status', '=', 'held')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('appointments')
            .select('appointments.id')
            .whereRef('appointments.doctor_id', '=', 'waitlist_offers.doctor_id')
            .whereRef('appointments.date', '=', 'waitlist_offers.date')
            .whereRef('appointments.time', '=', 'waitlist_offers.time')
            // Every status that keeps the time taken, as the hold's own check and the unique index
            // count: a visit the clinic wrote as serviced or paid takes it too.
            .where('appointments.status', 'not in', FREEING_STATUSES)
            .where('appointments.deleted_at', 'is', null),
        ),
      )
      .executeTakeFirst();
    const released = await db
      .updateTable('waitlist_offers')
      .set({ status: 'declined', decided_at: stamp })
      .where('status', '=', 'held')
      .where('request_id', 'in', (eb) =>
        eb.selectFrom('waitlist_requests').select('id').where('ended_at', 'is not', null),
      )
      .executeTakeFirst();
    return [expired, taken, released].reduce((sum, result) => sum + Number(result.numUpdatedRows), 0);
  }

  async function endRequests(at: number, today: string): Promise<number> {
    const stamp = iso(at);
    const past = await db
      .updateTable('waitlist_requests')
      .set({ ended_at: stamp, end_reason: 'expired' })
      .where('ended_at', 'is', null)
      .where('last_date', '<', today)
      .executeTakeFirst();
    const fulfilled = await db
      .updateTable('waitlist_requests')
      .set({ ended_at: stamp, end_reason: 'fulfilled' })
      .where('ended_at', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('appointments')
            .select('appointments.id')
            .whereRef('appointments.client_id', '=', 'waitlist_requests.client_id')
            .whereRef('appointments.doctor_id', '=', 'waitlist_requests.doctor_id')
            .whereRef('appointments.date', '<=', 'waitlist_requests.last_date')
            // Booked after the request, or moved into its days after it: the patient has the visit
            // the line was for (a move keeps the appointment's own creation time).
            .where((eb) =>
              eb.or([
                eb('appointments.created_at', '>', eb.ref('waitlist_requests.created_at')),
                eb.exists(
                  eb
                    .selectFrom('appointment_moves')
                    .select('appointment_moves.id')
                    .whereRef('appointment_moves.appointment_id', '=', 'appointments.id')
                    .whereRef('appointment_moves.moved_at', '>', 'waitlist_requests.created_at'),
                ),
              ]),
            )
            .where('appointments.date', '>=', today)
            .where('appointments.status', 'in', ACTIVE_STATUSES)
            .where('appointments.deleted_at', 'is', null),
        ),
      )
      .executeTakeFirst();
    // The doctor no longer works in the clinic (an import took them out of it, or removed them): nothing
    // frees for that line, the patient's list no longer shows it, and left open it would go on counting
    // against their open requests, which they could neither see nor remove.
    const left = await db
      .updateTable('waitlist_requests')
      .set({ ended_at: stamp, end_reason: 'doctor_left' })
      .where('ended_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('doctor_clinics')
              .select('doctor_clinics.doctor_id')
              .whereRef('doctor_clinics.doctor_id', '=', 'waitlist_requests.doctor_id')
              .whereRef('doctor_clinics.clinic_id', '=', 'waitlist_requests.clinic_id'),
          ),
        ),
      )
      .executeTakeFirst();
    // The doctor can no longer be booked online for what the line asked (the clinic made them
    // unavailable, or bookable only with a service the line did not name, or they no longer give its
    // service): each freed time would be held from everyone else, offered, and refused when taken.
    const unbookable = await db
      .updateTable('waitlist_requests')
      .set({ ended_at: stamp, end_reason: 'doctor_unavailable' })
      .where('ended_at', 'is', null)
      .where((eb) => {
        const doctor = () =>
          eb
            .selectFrom('doctors')
            .select('doctors.id')
            .whereRef('doctors.id', '=', 'waitlist_requests.doctor_id');
        return eb.or([
          eb.exists(doctor().where('doctors.availability', '=', DoctorAvailability.NOT_AVAILABLE)),
          eb.and([
            eb('waitlist_requests.service_id', 'is', null),
            eb.exists(doctor().where('doctors.availability', '!=', DoctorAvailability.AVAILABLE)),
          ]),
          eb.and([
            eb('waitlist_requests.service_id', 'is not', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('service_doctors')
                  .select('service_doctors.doctor_id')
                  .whereRef('service_doctors.doctor_id', '=', 'waitlist_requests.doctor_id')
                  .whereRef('service_doctors.service_id', '=', 'waitlist_requests.service_id'),
              ),
            ),
          ]),
        ]);
      })
      .executeTakeFirst();
    return [past, fulfilled, left, unbookable].reduce(
      (sum, result) => sum + Number(result.numUpdatedRows),
      0,
    );
  }

  async function offerFreed(at: number, today: LocalMoment, lastBookable: string, timeZone: string) {
    const requests: OpenRequest[] = await db
      .selectFrom('waitlist_requests')
      .select(['id', 'client_id', 'clinic_id', 'doctor_id', 'service_id', 'last_date', 'created_at'])
      .where('ended_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('waitlist_offers')
              .select('waitlist_offers.id')
              .whereRef('waitlist_offers.request_id', '=', 'waitlist_requests.id')
              .where('waitlist_offers.status', '=', 'held'),
          ),
        ),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    if (requests.length === 0) return 0;
    const offeredBefore = new Set(
      (
        await db
          .selectFrom('waitlist_offers')
          .select(['request_id', 'date', 'time'])
          .where(
            'request_id',
            'in',
            requests.map((request) => request.id),
          )
          .execute()
      ).map((row) => `${row.request_id} ${row.date} ${row.time}`),
    );
    const lines = new Map<string, OpenRequest[]>();
    for (const request of requests) {
      const line = `${request.clinic_id} ${request.doctor_id}`;
      lines.set(line, [...(lines.get(line) ?? []), request]);
    }
    let offered = 0;
    for (const line of lines.values()) {
      const first = line[0];
      if (!first) continue;
      const lastDate = line.reduce((last, r) => (r.last_date > last ? r.last_date : last), today.date);
      const times = await freedTimes(
        db,
        { clinicId: first.clinic_id, doctorId: first.doctor_id },
        today,
        lastDate < lastBookable ? lastDate : lastBookable,
      );
      const held = new Set<string>();
      for (const request of line) {
        for (const time of times) {
          const slot = `${time.date} ${time.time}`;
          if (held.has(slot) || time.date > request.last_date || time.freedAt <= request.created_at) continue;
          if (offeredBefore.has(`${request.id} ${slot}`)) continue;
          // Who gave the time up let it go: offering it back would hide it from the rest of the line.
          if (time.freedBy.includes(request.client_id)) continue;
          held.add(slot);
          const terms = { holdMs: deps.holdMs, timeZone };
          if (await db.transaction().execute((trx) => insertHold(trx, request, time, at, terms))) {
            offered++;
            break;
          }
        }
      }
    }
    return offered;
  }

  async function sendOffers(at: number, timeZone: string): Promise<number> {
    const due = sql<boolean>`status = 'held' and expires_at > ${iso(at)}`;
    const ids = await claimDue<number>(db, 'waitlist_offers', due, claimer, at);
    let sent = 0;
    for (const id of ids) {
      const row = await db
        .selectFrom('waitlist_offers')
        .select('key')
        .where('id', '=', id)
        .executeTakeFirst();
      const offer = row && (await findOffer(db, row.key));
      const phone = offer ? await clientPhone(db, offer.client_id) : null;
      if (!offer || phone === null || !deps.transport.sendText) {
        // Nobody to write to, or no way to: the app shows the offer all the same.
        await settleClaim(db, 'waitlist_offers', id, claimer, now());
        continue;
      }
      const key = await shortLinkTo(db, offerPath(offer.key), { at, expiresAt: offer.expires_at });
      const text = offerText(
        { doctor: doctorFullName(offer), date: offer.date, time: offer.time, heldUntil: offer.expires_at },
        timeZone,
        `${deps.publicBaseUrl}${shortLinkPath(key)}`,
      );
      const ok = await deps.transport.sendText(phone, text).catch(() => false);
      await settleClaim(db, 'waitlist_offers', id, claimer, ok ? now() : null);
      if (ok) sent++;
      else
        deps.logger?.warn({ transport: deps.transport.name }, 'waitlist offer not sent; tried again later');
    }
    return sent;
  }

  return {
    instanceId: claimer.instanceId,
    async runOnce(): Promise<WaitlistRun> {
      const at = now();
      const timeZone = await deps.timeZone();
      const today = localMoment(at, timeZone);
      const lastBookable = addDays(today.date, (deps.horizonDays ?? 60) - 1);
      const ended = await endRequests(at, today.date);
      const settled = await settleHolds(at);
      const offered = await offerFreed(at, today, lastBookable, timeZone);
      const sent = await sendOffers(at, timeZone);
      return { settled, ended, offered, sent };
    },
  };
}

export type WaitlistJob = ReturnType<typeof createWaitlistJob>;
