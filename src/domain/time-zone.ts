/**
 * Clinic-local time, one module for the browser and the server. Dates are `YYYY-MM-DD` and times `HH:mm`
 * in the network's IANA time zone. Intl.DateTimeFormat does every zone conversion (its tables know DST
 * and the zones' history), so no time-zone library is needed. Calendar steps (next day, weekday) work on
 * the date text through UTC, where every day has 24 hours.
 */

/**
 * The zone clinic-local times are read in when the configuration names none (before it has loaded, or
 * a page without one): Moscow time, the demo network's. The app, the server's paint and the service
 * worker's kept page read the same one, so they draw the same days.
 */
export const FALLBACK_TIME_ZONE = 'Europe/Moscow';

export interface LocalMoment {
  date: string;
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. Throws RangeError for an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Builds the zone's formatter ahead of its first use: the first Intl.DateTimeFormat of a page loads the
 * zone and locale data, which a screen's first render would otherwise pay
 * inside its own long task. An unknown zone is left for its users to report.
 */
export function prepareTimeZone(timeZone: string): void {
  try {
    formatterFor(timeZone);
  } catch {
    // localMomentOrDevice falls back to the device's clock for it.
  }
}

function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The clinic-local date and time of an instant (ms since the epoch). */
export function localMoment(instant: number, timeZone: string): LocalMoment {
  const parts = wallClock(instant, timeZone);
  const time = `${parts.hour}:${parts.minute}`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time, minutes: timeToMinutes(time) };
}

/**
 * As localMoment, but an unknown zone name (a configuration's typo) gives the device's own date and time:
 * a screen then shows something rather than nothing.
 */
export function localMomentOrDevice(instant: number, timeZone: string): LocalMoment {
  try {
    return localMoment(instant, timeZone);
  } catch {
    const device = new Date(instant);
    const pad = (value: number) => String(value).padStart(2, '0');
    const date = `${device.getFullYear()}-${pad(device.getMonth() + 1)}-${pad(device.getDate())}`;
    const time = `${pad(device.getHours())}:${pad(device.getMinutes())}`;
    return { date, time, minutes: timeToMinutes(time) };
  }
}

/** The clinic's date (`YYYY-MM-DD`) at an instant; the device's date if the zone is unknown. */
export function clinicToday(now: Date | number, timeZone: string): string {
  return localMomentOrDevice(typeof now === 'number' ? now : now.getTime(), timeZone).date;
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClock(instant, timeZone);
  const get = (type: string) => Number(parts[type]);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  // The formatter has no milliseconds: compare whole seconds.
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The zone's offset from UTC at an instant as a timestamp ends with it: `+03:00`, `-04:00`, `+05:45`. */
export function offsetText(instant: number, timeZone: string): string {
  const minutes = Math.round(offsetAt(instant, timeZone) / MINUTE_MS);
  const whole = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${minutesToTime(whole)}`;
}

/**
 * The instant of a clinic-local date and time, corrected twice so the DST edges still give one: a time
 * the clocks skip comes out an hour to one side of the jump, and a time they pass twice as one of its two
 * instants (east of UTC the later, west of it the earlier).
 */
export function instantOf(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const instant = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(instant, timeZone);
}

export const timeToMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(text);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Minutes from the epoch to a date and time read as if in UTC: orders and subtracts wall-clock times. */
export const wallClockMinutes = (date: string, time: string) =>
  Date.parse(`${date}T00:00:00Z`) / MINUTE_MS + timeToMinutes(time);
