/**
 * The personal-link commands (confirming an appointment, leaving feedback, following a short link, a
 * call link's video room), as WorkerApi handlers: one object argument, plain JSON back, expected
 * failures as values. The key in the link is the only authority, so nothing here needs a login and
 * nothing is stored (but a feedback that got no answer, below): each screen asks the server once and
 * leaves for the start page.
 *
 * - confirmByKey, moveByKey and createFeedback carry the screen's Idempotency-Key (one per user intent), so a
 *   retry after a lost answer changes nothing twice and gets the first answer.
 * - A feedback that gets no answer is not lost: the service worker's queue takes it, or, before any
 *   service worker controls this worker (a first visit), the worker stores it in the offline queue's store
 *   and sends it again itself (src/data/offline/offline-queue.ts); either way the screen hears `queued`.
 * - An expired link answers with errors.links.link_is_outdated among the failure's lists.
 */
import {
  confirmAppointmentUsingClientAccessKey,
  createClientFeedback,
  fetchShortLinkRedirectUrl,
  getAppointmentByClientAccessKey,
  getClientFeedback,
  getMoveScheduleUsingClientAccessKey,
  getVideoRoom,
  type LINK_STATUSES,
  moveAppointmentUsingClientAccessKey,
} from '../../api/links';
import type { MovedAppointment } from '../../api/appointments';
import type { ScheduleDay } from '../../api/booking';
import type { MoveInput } from '../booking/commands';
import type { Session } from '../account/session';
import { fetchHeader } from '../../domain/runtime-messages';
import type { ApiClient } from '../api-client';
import { type Result, fail, ok } from '../result';
import type { OfflineQueue } from '../offline/offline-queue';
import type { FeedbackPayload } from '../offline/pending';

export interface LinkAppointment {
  date: string;
  time: string;
  doctorFullName: string;
  /** Its status now: a cancelled appointment's link has nothing left to confirm. */
  status: number;
  /** Whose schedule a move opens. */
  clinicId: number;
  doctorId: number;
  serviceId: number | null;
  clinicPhone: string | null;
  /** Clinic-local `YYYY-MM-DD HH:mm`: the last moment it may be cancelled or moved online. */
  changeUntil: string;
}

/** Approved (Confirm) or canceled by client (Cancel). */
export type LinkStatus = (typeof LINK_STATUSES)[number];

export interface ConfirmByKeyInput {
  clientAccessKey: string;
  status: LinkStatus;
  idempotencyKey: string;
  /** The date and time the screen showed: a visit moved since is refused, not changed unseen. */
  shown?: { date: string; time: string };
}

export interface FeedbackInput {
  key: string;
  /** Half-step stars doubled: 1 … 10. */
  generalAssessmentOfAdmission: number;
  netPromoterScore: number;
  comment: string;
  idempotencyKey: string;
}

/**
 * Sends one feedback under its Idempotency-Key: the first time, and each time a kept one goes again.
 * `owner`: the client logged in as it is sent, whose the queue's report of it is (the service worker
 * reads it, as for a cancel, and strips it before anything goes out).
 */
export function sendFeedback(
  api: ApiClient,
  payload: FeedbackPayload,
  idempotencyKey: string,
  owner: number | null = null,
) {
  return api.call(createClientFeedback, {
    payload,
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(owner === null ? {} : fetchHeader({ type: 'queue-owner', owner })),
    },
  });
}

export function createLinksCommands({
  session,
  offline,
  appointmentsChanged = () => undefined,
  moved = async () => undefined,
  timeTaken = async () => undefined,
}: {
  session: () => Promise<Session>;
  offline?: () => Promise<OfflineQueue>;
  /** A link's choice changed an appointment: the client's stored lists on this device follow. */
  appointmentsChanged?: () => void;
  /**
   * A link moved an appointment: written into the stored lists at once, as a move from the app is, so
   * the device shows the new time even when the fetch that follows gets no answer.
   */
  moved?: (appointment: MovedAppointment) => Promise<void>;
  /** A move took a time: it leaves the stored schedule ranges. */
  timeTaken?: (taken: { clinicId: number; doctorId: number; date: string; time: string }) => Promise<void>;
}) {
  return {
    /** The appointment behind a confirmation link; `date` and `time` are the clinic-local now. */
    async appointmentByKey(input: {
      clientAccessKey: string;
      date: string;
      time: string;
    }): Promise<Result<LinkAppointment>> {
      const { api } = await session();
      const result = await api.call(getAppointmentByClientAccessKey, { payload: input });
      return result.ok ? ok(result.value) : fail(result.error.kind, result.error.errors);
    },

    async confirmByKey(input: ConfirmByKeyInput): Promise<Result<{ status: LinkStatus }>> {
      const { api } = await session();
      const { clientAccessKey, status, shown } = input;
      const result = await api.call(confirmAppointmentUsingClientAccessKey, {
        payload: shown ? { clientAccessKey, status, shown } : { clientAccessKey, status },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      appointmentsChanged();
      return ok({ status: result.value.status });
    },

    /**
     * Moves the link's appointment to another free time. Never queued: a time cannot be held offline,
     * so with no network it fails as offline and the screen says a move needs the network.
     */
    async moveByKey(input: MoveInput & { clientAccessKey: string }): Promise<Result<MovedAppointment>> {
      const { api } = await session();
      const { idempotencyKey, clinicId, doctorId, ...payload } = input;
      const result = await api.call(moveAppointmentUsingClientAccessKey, {
        payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      await moved(result.value.appointment);
      appointmentsChanged();
      await timeTaken({ clinicId, doctorId, date: payload.date, time: payload.time });
      return ok(result.value.appointment);
    },

    /** The move dialog's range for the link's visit (its own span free); stored nowhere: it tells the visit's time. */
    async moveScheduleByKey(input: {
      clientAccessKey: string;
      date: string;
    }): Promise<Result<ScheduleDay[]>> {
      const { api } = await session();
      const result = await api.call(getMoveScheduleUsingClientAccessKey, { payload: input });
      return result.ok ? result : fail(result.error.kind, result.error.errors);
    },

    async feedbackByKey(input: { key: string }): Promise<Result<{ doctorFullName: string }>> {
      const { api } = await session();
      const result = await api.call(getClientFeedback, { payload: { key: input.key } });
      return result.ok ? ok(result.value) : fail(result.error.kind, result.error.errors);
    },

    /**
     * The comment goes trimmed. With no network it is sent later (`queued`): by the service worker's
     * queue, or, when no service worker took it, by this worker from the offline queue's store.
     */
    async createFeedback(input: FeedbackInput): Promise<Result<{ sent: true; queued?: true }>> {
      const current = await session();
      const { idempotencyKey, comment, ...ratings } = input;
      const payload = { ...ratings, comment: comment.trim() };
      // Sent by a logged-in patient, its queued report is theirs: the link is its own authority, but
      // whether someone's feedback went is not the next login's on this device to be told.
      const owner = await current.currentClient();
      const result = await sendFeedback(current.api, payload, idempotencyKey, owner);
      const unanswered = !result.ok && (result.error.kind === 'queued' || result.error.kind === 'offline');
      if (unanswered && offline) {
        await (await offline()).queued({
          intentKey: idempotencyKey,
          kind: 'create-feedback',
          owner,
          appointmentId: null,
          at: Date.now(),
          // No service worker saw the request (none controls this worker yet): this worker stores it.
          ...(result.error.kind === 'offline' ? { kept: payload } : {}),
        });
        return ok({ sent: true as const, queued: true as const });
      }
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      // Its appointment offers feedback no more: the client's stored lists on this device follow.
      appointmentsChanged();
      return ok({ sent: true as const });
    },

    /** A path of this app that a short link leads to. */
    async shortLinkRedirect(input: { key: string }): Promise<Result<{ url: string }>> {
      const { api } = await session();
      const result = await api.call(fetchShortLinkRedirectUrl, { payload: { key: input.key } });
      return result.ok ? ok(result.value) : fail(result.error.kind, result.error.errors);
    },

    /** The video room a call link opens, its name and password; never stored, asked for at each visit. */
    async videoRoom(input: { key: string }): Promise<Result<{ room: string; password: string }>> {
      const { api } = await session();
      const result = await api.call(getVideoRoom, { payload: { key: input.key } });
      return result.ok ? ok(result.value) : fail(result.error.kind, result.error.errors);
    },
  };
}
