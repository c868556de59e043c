/**
 * Appointment statuses and what they allow in the appointments list: the label each
 * status shows, whether an appointment may be cancelled, whether it is active (inactive ones are
 * greyed), whether feedback is available and the feedback route's key; and what a confirmation
 * link may offer. Dates are clinic-local `YYYY-MM-DD`; "today" is passed in (no clock here).
 */
import { instantOf, localMoment } from './time-zone';

export const STATUS = {
  APPROVED: 1,
  NEED_APPROVAL: 2,
  BILLED: 3,
  CANCELED_BY_CLIENT: 4,
  FAILED: 5,
  ARRIVED: 6,
  SERVICED: 7,
  PAID: 8,
  CONFIRMED_BY_ADMINISTRATOR: 9,
} as const;
export type StatusNumber = (typeof STATUS)[keyof typeof STATUS];

/** The status strings shown to users (failed means a no-show). */
export type StatusString =
  | 'need_approval'
  | 'confirmed_by_administrator'
  | 'approved'
  | 'arrived'
  | 'serviced'
  | 'billed'
  | 'paid'
  | 'canceled_by_client'
  | 'failed';

const STRINGS: Record<StatusNumber, StatusString> = {
  1: 'approved',
  2: 'need_approval',
  3: 'billed',
  4: 'canceled_by_client',
  5: 'failed',
  6: 'arrived',
  7: 'serviced',
  8: 'paid',
  9: 'confirmed_by_administrator',
};

/** The label key: approved stands for approved, arrived and billed; serviced for serviced and paid. */
export type StatusLabel =
  | 'need_approval'
  | 'confirmed_by_administrator'
  | 'approved'
  | 'serviced'
  | 'canceled_by_client'
  | 'failed';

export function statusString(status: number): StatusString | null {
  return STRINGS[status as StatusNumber] ?? null;
}

export function statusLabel(status: number): StatusLabel | null {
  switch (status) {
    case STATUS.APPROVED:
    case STATUS.ARRIVED:
    case STATUS.BILLED:
      return 'approved';
    case STATUS.SERVICED:
    case STATUS.PAID:
      return 'serviced';
    case STATUS.NEED_APPROVAL:
      return 'need_approval';
    case STATUS.CONFIRMED_BY_ADMINISTRATOR:
      return 'confirmed_by_administrator';
    case STATUS.CANCELED_BY_CLIENT:
      return 'canceled_by_client';
    case STATUS.FAILED:
      return 'failed';
    default:
      return null;
  }
}

const isPast = (date: string, today: string) => date < today;

/** Cancellable: need approval, confirmed by administrator or approved, and the date not past. */
export function isCancellable(appointment: { status: number; date: string }, today: string): boolean {
  const { status, date } = appointment;
  const open =
    status === STATUS.NEED_APPROVAL ||
    status === STATUS.CONFIRMED_BY_ADMINISTRATOR ||
    status === STATUS.APPROVED;
  return open && !isPast(date, today);
}

/**
 * Whether the clinic's notice before the visit has begun (`now` clinic-local `YYYY-MM-DD HH:mm`): the
 * patient may no longer cancel or move it online and is told to call the clinic. `changeUntil` is what
 * the server says; absent (a page stored before it) or at the start itself (no notice) it never closes
 * earlier than the rules above.
 */
export function noticeClosed(
  appointment: { date: string; time: string; changeUntil?: string },
  now: string,
): boolean {
  const { changeUntil } = appointment;
  return (
    changeUntil !== undefined && changeUntil < `${appointment.date} ${appointment.time}` && now >= changeUntil
  );
}

/**
 * The notice deadline of an appointment moved from `before` to `after` (clinic-local, in `timeZone`):
 * the same notice before its new start. A move's answer carries no deadline; the old one kept would
 * leave cancel and move on offer inside the new time's notice. Where it cannot be worked out, the new
 * start itself: no earlier close than the server's own refusal.
 */
export function movedChangeUntil(
  before: { date: string; time: string; changeUntil: string },
  after: { date: string; time: string },
  timeZone: string,
): string {
  try {
    const [untilDate = '', untilTime = ''] = before.changeUntil.split(' ');
    const notice = instantOf(before.date, before.time, timeZone) - instantOf(untilDate, untilTime, timeZone);
    const moment = localMoment(instantOf(after.date, after.time, timeZone) - notice, timeZone);
    return `${moment.date} ${moment.time}`;
  } catch {
    return `${after.date} ${after.time}`;
  }
}

/**
 * What a personal confirmation link still offers for an appointment in `status` (the same rules the
 * server applies to the link's choice): Confirm while the appointment waits for the patient's word
 * (needs approval, or confirmed by the administrator), Cancel while the patient may still cancel it.
 * A cancelled or finished appointment offers neither, so its link shows what became of it instead of
 * buttons that could only be refused. No date here: the link's lookup already refuses a begun one.
 */
export function linkChoices(status: number): { confirm: boolean; cancel: boolean } {
  const waiting = status === STATUS.NEED_APPROVAL || status === STATUS.CONFIRMED_BY_ADMINISTRATOR;
  return { confirm: waiting, cancel: waiting || status === STATUS.APPROVED };
}

/** Not active (greyed): a past date, serviced, paid, cancelled or failed. */
export function isActive(appointment: { status: number; date: string }, today: string): boolean {
  const { status, date } = appointment;
  const closed =
    status === STATUS.SERVICED ||
    status === STATUS.PAID ||
    status === STATUS.CANCELED_BY_CLIENT ||
    status === STATUS.FAILED;
  return !closed && !isPast(date, today);
}

/**
 * Feedback is available when feedbackKey is a string and the status is serviced or paid, unless it was
 * sent already: a key allows one feedback, so offering it again could only lead to "no longer available".
 */
export function feedbackAvailable(appointment: {
  status: number;
  feedbackKey?: unknown;
  feedbackGiven?: boolean | undefined;
}): boolean {
  return (
    typeof appointment.feedbackKey === 'string' &&
    appointment.feedbackGiven !== true &&
    (appointment.status === STATUS.SERVICED || appointment.status === STATUS.PAID)
  );
}

/**
 * The client-feedback route's key: feedbackKey reversed, then decoded from base64. Null when it
 * does not decode (the entry is then not offered).
 */
export function feedbackRouteKey(feedbackKey: string): string | null {
  const reversed = [...feedbackKey].reverse().join('');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(reversed) || reversed.length % 4 !== 0) return null;
  try {
    const binary = atob(reversed);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
