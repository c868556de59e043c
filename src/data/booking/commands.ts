/**
 * The booking commands (the create-appointment dialog, cancelling, the closest appointment), as
 * WorkerApi handlers: one object argument, plain JSON back, expected failures as values.
 *
 * - bookAppointment carries the dialog's Idempotency-Key (one per user intent), so a retry after a
 *   lost answer books nothing twice. A success removes the booked time from every stored schedule
 *   range (every tab's schedule follows) and forgets the closest appointments.
 * - cancelAppointment carries its own Idempotency-Key and its client (for the offline queue); a success marks the appointment cancelled in every
 *   stored page of the list (every tab greys it at once), appointment_has_been_deleted takes it out.
 * - moveAppointment carries its Idempotency-Key and is never queued offline (a time cannot be held
 *   without the server).
 * - A booking and a move fetch the stored pages of the client's appointments again (in every tab).
 * - closestAppointment answers from a 60 s memo (it is asked on every dialog), kept per login (a new login or a
 *   client switch starts afresh) and cleared by every booking made here. Not stored: it is private,
 *   and a minute's memo in the one worker that serves every tab is all the spec asks.
 */
import {
  appointmentErrorKeys,
  type ClosestAppointment,
  type CreatedAppointment,
  type CreateAppointmentPayload,
  createAppointment,
  getDoctorClosestAppointment,
  getDoctorsSchedule,
  getServiceClosestAppointment,
  type ScheduleDay,
} from '../../api/booking';
import {
  cancelAppointment as cancelAppointmentCall,
  type MovedAppointment,
  moveAppointment as moveAppointmentCall,
} from '../../api/appointments';
import { applyCancel, applyMove } from '../records/records-views';
import type { LocksLike } from '../sync/locks';
import type { PriyomDatabase } from '../database';
import type { Session } from '../account/session';
import { type Result, fail, ok } from '../result';
import { takeTime } from '../schedule/schedule-views';
import type { ScheduleRangeParams } from '../schedule/schedule-ranges';
import type { OfflineQueue } from '../offline/offline-queue';
import {
  type BetweenDataWorkers,
  type MessageHandlers,
  fetchHeader,
  handleMessage,
} from '../../domain/runtime-messages';

export const CLOSEST_APPOINTMENT_MS = 60_000;

/**
 * A move's new time and its Idempotency-Key, with the appointment's clinic and doctor: the server is
 * not sent those (the appointment names them), the stored schedule ranges are cleared of the time.
 */
export interface MoveInput {
  date: string;
  time: string;
  idempotencyKey: string;
  clinicId: number;
  doctorId: number;
}
const DELETED = appointmentErrorKeys.deleted;

export interface BookingCommandDeps {
  ready: () => Promise<{
    db: PriyomDatabase;
    session: Session;
    offline: OfflineQueue;
    /** Fetches the stored pages of the client's appointments again and forgets the closest appointment. */
    appointmentsChanged: () => void;
  }>;
  /** The origin's locks: a cancel's edit of the stored pages waits for a logout's wipe. */
  locks: LocksLike;
  now: () => number;
  /**
   * Where workers over the same database tell each other to forget closest appointments (one worker
   * per tab without SharedWorker); none: this worker only. A BroadcastChannel by default.
   */
  channelName?: string;
}

/** The part of BroadcastChannel used here: a small interface, so tests can run without one. */
interface ClearChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

function openChannel(name: string | undefined): ClearChannel | null {
  if (!name || typeof BroadcastChannel !== 'function') return null;
  return new BroadcastChannel(name) as ClearChannel;
}

export interface ClosestQuery {
  kind: 'doctor' | 'service';
  id: number;
  /** Now, clinic-local. */
  date: string;
  time: string;
}

/** What a data worker does with each message another one posts (src/domain/runtime-messages.ts). */
export function dataWorkerHandlers(forgetClosest: () => void): MessageHandlers<BetweenDataWorkers> {
  return { 'closest-appointments-changed': forgetClosest };
}

export function createBookingCommands({ ready, locks, now, channelName }: BookingCommandDeps) {
  const memo = new Map<string, { at: number; value: ClosestAppointment }>();
  // The spec's events: a booking or cancel in any tab refreshes every tab's closest appointment.
  const channel = openChannel(channelName);
  const handlers = dataWorkerHandlers(() => memo.clear());
  if (channel) channel.onmessage = (event) => handleMessage(handlers, event.data, undefined);
  const forget = () => {
    memo.clear();
    channel?.postMessage({ type: 'closest-appointments-changed' } satisfies BetweenDataWorkers);
  };

  const commands = {
    async bookAppointment(input: {
      payload: CreateAppointmentPayload;
      idempotencyKey: string;
    }): Promise<Result<{ appointment: CreatedAppointment }>> {
      const { db, session, appointmentsChanged } = await ready();
      const result = await session.api.call(createAppointment, {
        payload: input.payload,
        headers: { 'Idempotency-Key': input.idempotencyKey },
      });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      const { appointment } = result.value;
      // The stored pages and the closest appointment, in every tab.
      appointmentsChanged();
      await takeTime(db, {
        clinicId: appointment.clinicId,
        date: appointment.date,
        time: appointment.time,
        doctorId: appointment.doctorId,
      });
      return ok({ appointment });
    },

    async cancelAppointment(input: {
      appointmentId: number;
      idempotencyKey: string;
    }): Promise<Result<{ appointmentId: number; queued?: true }>> {
      const { db, session, offline } = await ready();
      // The service worker queues a cancel only for a known client: it waits for that client's login.
      const owner = await session.currentClient();
      const result = await session.api.call(cancelAppointmentCall, {
        payload: { appointmentId: input.appointmentId },
        headers: {
          'Idempotency-Key': input.idempotencyKey,
          ...(owner === null ? {} : fetchHeader({ type: 'queue-owner', owner })),
        },
      });
      if (!result.ok && result.error.kind === 'queued') {
        // No network: the service worker sends it later; every tab shows it pending meanwhile.
        await offline.queued({
          intentKey: input.idempotencyKey,
          kind: 'cancel-appointment',
          owner,
          appointmentId: input.appointmentId,
          at: now(),
        });
        return ok({ appointmentId: input.appointmentId, queued: true as const });
      }
      if (result.ok) {
        forget();
        await applyCancel({ db, locks }, input.appointmentId, 'cancelled');
        return ok({ appointmentId: input.appointmentId });
      }
      const failure = fail(result.error.kind, result.error.errors);
      if (failure.error.errors.cancelAppointmentErrors?.includes(DELETED)) {
        forget();
        await applyCancel({ db, locks }, input.appointmentId, 'deleted');
      }
      return failure;
    },

    /**
     * Moves the appointment to another free time in one step. Never queued: a time cannot be held
     * offline, so with no network it fails as offline and the screen says a move needs the network.
     * The new time leaves every stored schedule range, as a booked one does.
     */
    async moveAppointment(input: MoveInput & { appointmentId: number }): Promise<Result<MovedAppointment>> {
      const { db, session, appointmentsChanged } = await ready();
      const { idempotencyKey, clinicId, doctorId, ...payload } = input;
      const result = await session.api.call(moveAppointmentCall, {
        payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      // Written into the stored pages at once, then fetched again with the closest appointment, in every tab.
      await applyMove({ db, locks }, result.value.appointment);
      appointmentsChanged();
      await takeTime(db, { clinicId, doctorId, date: payload.date, time: payload.time });
      return ok(result.value.appointment);
    },

    /**
     * A range of the schedule as a move of the client's own appointment sees it: the visit's own span
     * is free. Stored nowhere and kept in no cache: the answer tells where the client's visit lies.
     */
    async moveSchedule({
      appointmentId,
      clinicId,
      doctorIds,
      serviceId,
      date,
    }: ScheduleRangeParams & { appointmentId: number }): Promise<Result<ScheduleDay[]>> {
      const { session } = await ready();
      const result = await session.api.call(getDoctorsSchedule, {
        params: { clinicId },
        payload: { doctorIds, entryTypeId: serviceId, date, movingAppointmentId: appointmentId },
      });
      return result.ok ? result : fail(result.error.kind, result.error.errors);
    },

    async closestAppointment(query: ClosestQuery): Promise<Result<ClosestAppointment>> {
      const { session } = await ready();
      const stored = await session.store.read();
      if (!stored.loginId) return ok(null);
      const key = `${stored.loginId}|${query.kind}:${query.id}`;
      const kept = memo.get(key);
      if (kept && now() - kept.at < CLOSEST_APPOINTMENT_MS) return ok(kept.value);
      const result =
        query.kind === 'doctor'
          ? await session.api.call(getDoctorClosestAppointment, {
              payload: { doctorId: query.id, date: query.date, time: query.time },
            })
          : await session.api.call(getServiceClosestAppointment, {
              payload: { serviceId: query.id, date: query.date, time: query.time },
            });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      memo.set(key, { at: now(), value: result.value });
      return ok(result.value);
    },
  };

  return {
    commands,
    /**
     * Forgets every closest appointment, here and in the other data workers: a change made elsewhere
     * (a personal link, a waitlist offer, a cancel the offline queue delivered) moved one.
     */
    forgetClosest: forget,
    /** Stops listening to the other workers (the worker is closing). */
    close: () => channel?.close(),
  };
}
