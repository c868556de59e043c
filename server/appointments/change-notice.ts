/**
 * The clinic's notice window: how long before a visit a patient may still cancel or move it online
 * (network-wide in the configuration, optionally per clinic over it). Inside the window the server refuses
 * with too_late_to_change_online and the screens say so beforehand, naming the clinic's phone. No notice
 * (the default) leaves the rule as it always was: until the visit begins.
 */
import { appointmentErrorKeys, type Configuration, errorBody } from '../../src/api';
import { instantOf, type LocalMoment, localMoment } from '../../src/domain/time-zone';
import type { StoredAnswer } from './idempotency';

export type NoticeSettings = Pick<
  Configuration,
  'timeZone' | 'onlineChangeNoticeMinutes' | 'onlineChangeNoticeMinutesByClinic'
>;

/** The clinic's notice in minutes: its own value, else the network's, else none. */
export const noticeMinutes = (settings: NoticeSettings, clinicId: number): number =>
  settings.onlineChangeNoticeMinutesByClinic?.[String(clinicId)] ?? settings.onlineChangeNoticeMinutes ?? 0;

/** The last clinic-local moment the appointment may be changed online, `YYYY-MM-DD HH:mm`. */
export function changeUntil(
  settings: NoticeSettings,
  appointment: { clinicId: number; date: string; time: string },
): string {
  const minutes = noticeMinutes(settings, appointment.clinicId);
  if (minutes === 0) return `${appointment.date} ${appointment.time}`;
  const moment = localMoment(
    instantOf(appointment.date, appointment.time, settings.timeZone) - minutes * 60_000,
    settings.timeZone,
  );
  return `${moment.date} ${moment.time}`;
}

/**
 * The moment a change must come before: now, moved on by the clinic's notice. An appointment starting at
 * or before it may no longer be changed online.
 */
export function changeDeadline(settings: NoticeSettings, clinicId: number, at: number): LocalMoment {
  return localMoment(at + noticeMinutes(settings, clinicId) * 60_000, settings.timeZone);
}

/**
 * Whether a cancel or move of the appointment comes too late to be made online: its start is not after
 * `deadline`, so it is inside the notice window or has begun (the patient is told to call the clinic,
 * not that its status changed).
 */
export const tooLateToChange = (appointment: { date: string; time: string }, deadline: LocalMoment) =>
  `${appointment.date} ${appointment.time}` <= `${deadline.date} ${deadline.time}`;

/** The refusal inside the window, in the call's own error list. */
export const tooLate = (list: string): StoredAnswer => ({
  status: 409,
  body: errorBody({
    unexpectedErrors: [],
    formErrors: [],
    [list]: [appointmentErrorKeys.tooLateToChangeOnline],
  }),
});
