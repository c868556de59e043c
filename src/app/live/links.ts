/** Commands the personal-link screens use (not the worker directly): confirmation, feedback, short links, video rooms. */
import type {
  ConfirmByKeyInput,
  FeedbackInput,
  LinkAppointment,
  LinkStatus,
  MoveInput,
  Result,
} from '../../data';
import type { MovedAppointment } from '../../api/appointments';
import type { ScheduleDay } from '../../api/booking';
import { getWorkerApi } from './worker-client';

export interface LinksCommands {
  /** The appointment behind a confirmation link; `date` and `time` are the clinic-local now. */
  appointmentByKey(input: {
    clientAccessKey: string;
    date: string;
    time: string;
  }): Promise<Result<LinkAppointment>>;
  /**
   * One Idempotency-Key per user intent: the same key again returns the first answer. `shown`: the date
   * and time the screen showed, which the server refuses to act on if the visit was moved since.
   */
  confirmByKey(input: ConfirmByKeyInput): Promise<Result<{ status: LinkStatus }>>;
  /** One Idempotency-Key per chosen time; never queued: with no network it fails as offline. */
  moveByKey(input: MoveInput & { clientAccessKey: string }): Promise<Result<MovedAppointment>>;
  /** The move dialog's range for the link's visit, its own span free; never stored. */
  moveScheduleByKey(input: { clientAccessKey: string; date: string }): Promise<Result<ScheduleDay[]>>;
  feedbackByKey(input: { key: string }): Promise<Result<{ doctorFullName: string }>>;
  /** `queued`: no network; the service worker's queue sends it later. */
  createFeedback(input: FeedbackInput): Promise<Result<{ sent: true; queued?: true }>>;
  shortLinkRedirect(input: { key: string }): Promise<Result<{ url: string }>>;
  /** The video room a call link opens: its name and password. */
  videoRoom(input: { key: string }): Promise<Result<{ room: string; password: string }>>;
}

export const linksCommands: LinksCommands = {
  appointmentByKey: (input) => getWorkerApi().appointmentByKey(input),
  confirmByKey: (input) => getWorkerApi().confirmByKey(input),
  moveByKey: (input) => getWorkerApi().moveByKey(input),
  moveScheduleByKey: (input) => getWorkerApi().moveScheduleByKey(input),
  feedbackByKey: (input) => getWorkerApi().feedbackByKey(input),
  createFeedback: (input) => getWorkerApi().createFeedback(input),
  shortLinkRedirect: (input) => getWorkerApi().shortLinkRedirect(input),
  videoRoom: (input) => getWorkerApi().videoRoom(input),
};
