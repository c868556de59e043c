/** The offer's text message and the path its short link leads to. */
import { instantOf } from '../../src/domain/time-zone';

const shownDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** HH:mm of an instant in the clinic's zone. */
const shownTime = (isoInstant: string, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(isoInstant),
  );

export const offerText = (
  offer: { doctor: string; date: string; time: string; heldUntil: string },
  timeZone: string,
  url: string,
) =>
  `Освободилось время у специалиста ${offer.doctor} ${shownDate(offer.date)} в ${offer.time}. ` +
  `Оно закреплено за вами до ${shownTime(offer.heldUntil, timeZone)}: ${url}`;

export const offerPath = (key: string) => `/waitlist/${encodeURIComponent(key)}`;

/** An offer never outlives its time: the hold ends at the latest when the appointment would start. */
export const holdEnd = (at: number, holdMs: number, date: string, time: string, timeZone: string) =>
  Math.min(at + holdMs, instantOf(date, time, timeZone));
