/**
 * What the schedule and the bookings need to know about time: the clock (injectable for tests), the
 * network's time zone (from its configuration) and how far ahead times may be booked.
 */
import { addDays, type LocalMoment, localMoment } from '../../src/domain/time-zone';

export interface BookingClock {
  now(): number;
  timeZone(): Promise<string>;
  /** Days that may be booked, today included. */
  horizonDays: number;
}

export const DEFAULT_HORIZON_DAYS = 60;

/** The clock of a server's routes: the network's time zone read from its configuration on each use. */
export const configuredClock = (
  configuration: () => Promise<{ timeZone: string }>,
  { now = Date.now, horizonDays = DEFAULT_HORIZON_DAYS }: { now?: () => number; horizonDays?: number },
): BookingClock => ({ now, timeZone: async () => (await configuration()).timeZone, horizonDays });

export interface BookingWindow {
  now: LocalMoment;
  timeZone: string;
  /** The last bookable date. */
  lastDate: string;
}

/**
 * The last window worked out: the clinic-local moment has whole minutes, so within one second of one
 * clock, zone and horizon it is the same, and Intl's formatToParts (several microseconds) runs once a
 * second rather than once per schedule request.
 */
let last: { second: number; timeZone: string; horizonDays: number; window: BookingWindow } | null = null;

export async function bookingWindow(clock: BookingClock): Promise<BookingWindow> {
  const timeZone = await clock.timeZone();
  const instant = clock.now();
  const second = Math.floor(instant / 1000);
  const { horizonDays } = clock;
  if (last && last.second === second && last.timeZone === timeZone && last.horizonDays === horizonDays)
    return last.window;
  const now = localMoment(instant, timeZone);
  const window: BookingWindow = { now, timeZone, lastDate: addDays(now.date, horizonDays - 1) };
  last = { second, timeZone, horizonDays, window };
  return window;
}
