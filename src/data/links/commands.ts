/**
 * The personal-link commands (confirming an appointment, leaving feedback, following a short link), as
 * WorkerApi handlers (and a call link's video room password): one object argument, plain JSON back, expected failures as values. The key in the
 * link is the only authority, so nothing here needs a login and nothing is stored: each screen asks the
 * server once and leaves for the start page.
 *
 * - confirmByKey and createFeedback carry the screen's Idempotency-Key (one per user intent), so a
 *   retry after a lost answer changes nothing twice and gets the first answer.
 * - An expired link answers with errors.links.link_is_outdated among the failure's lists.
 */
import {
  confirmAppointmentUsingClientAccessKey,
  createClientFeedback,
  fetchShortLinkRedirectUrl,
  getAppointmentByClientAccessKey,
  getClientFeedback,
  getVideoRoom,
  type LINK_STATUSES,
} from '../../api/links';
import type { Session } from '../account/session';
import { type Result, fail, ok } from '../result';
import type { OfflineQueue } from '../offline/offline-queue';

export interface LinkAppointment {
  date: string;
  time: string;
  doctorFullName: string;
  /** Its status now: a cancelled appointment's link has nothing left to confirm. */
  status: number;
}

/** Approved (Confirm) or canceled by client (Cancel). */
export type LinkStatus = (typeof LINK_STATUSES)[number];

export interface FeedbackInput {
  key: string;
  /** Half-step stars doubled: 1 … 10. */
  generalAssessmentOfAdmission: number;
  netPromoterScore: number;
  comment: string;
  idempotencyKey: string;
}

export function createLinksCommands({
  session,
  offline,
}: {
  session: () => Promise<Session>;
  offline?: () => Promise<OfflineQueue>;
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
      return result.ok ? ok(result.data) : fail(result.kind, result.errors);
    },

    async confirmByKey(input: {
      clientAccessKey: string;
      status: LinkStatus;
      idempotencyKey: string;
    }): Promise<Result<{ status: LinkStatus }>> {
      const { api } = await session();
      const result = await api.call(confirmAppointmentUsingClientAccessKey, {
        payload: { clientAccessKey: input.clientAccessKey, status: input.status },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      });
      return result.ok ? ok({ status: result.data.status }) : fail(result.kind, result.errors);
    },

    async feedbackByKey(input: { key: string }): Promise<Result<{ doctorFullName: string }>> {
      const { api } = await session();
      const result = await api.call(getClientFeedback, { payload: { key: input.key } });
      return result.ok ? ok(result.data) : fail(result.kind, result.errors);
    },

    /** The comment goes trimmed. With no network the service worker's queue sends it later (`queued`). */
    async createFeedback(input: FeedbackInput): Promise<Result<{ sent: true; queued?: true }>> {
      const { api } = await session();
      const { idempotencyKey, comment, ...ratings } = input;
      const result = await api.call(createClientFeedback, {
        payload: { ...ratings, comment: comment.trim() },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      if (!result.ok && result.kind === 'queued' && offline) {
        const at = Date.now();
        await (await offline()).queued({
          intentKey: idempotencyKey,
          kind: 'create-feedback',
          owner: null,
          appointmentId: null,
          at,
        });
        return ok({ sent: true as const, queued: true as const });
      }
      return result.ok ? ok({ sent: true as const }) : fail(result.kind, result.errors);
    },

    /** A path of this app that a short link leads to. */
    async shortLinkRedirect(input: { key: string }): Promise<Result<{ url: string }>> {
      const { api } = await session();
      const result = await api.call(fetchShortLinkRedirectUrl, { payload: { key: input.key } });
      return result.ok ? ok(result.data) : fail(result.kind, result.errors);
    },

    /** The password of the video room a call link names; never stored, asked for at each visit. */
    async videoRoom(input: { key: string }): Promise<Result<{ password: string }>> {
      const { api } = await session();
      const result = await api.call(getVideoRoom, { payload: { key: input.key } });
      return result.ok ? ok(result.data) : fail(result.kind, result.errors);
    },
  };
}
