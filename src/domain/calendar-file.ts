/**
 * 'Add to calendar' (beyond the spec): an RFC 5545 calendar file for one appointment. The
 * clinic's wall-clock time is turned into UTC through its time zone (Intl), so any calendar shows it at
 * the right moment without needing a VTIMEZONE block; lines are CRLF, text escaped, long lines folded.
 */
export interface CalendarAppointment {
  id: number;
  /** Clinic-local `YYYY-MM-DD` and `HH:mm`. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
}

/** The time zone's offset from UTC (ms) at a given instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  return asUtc - instant;
}

/** The UTC instant of a wall-clock time in a time zone (twice corrected, for DST edges). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return instant;
}

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/[,;]/g, (char) => `\\${char}`);

/** Folds a content line at 75 octets (RFC 5545, section 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(
  appointment: CalendarAppointment,
  timeZone: string,
  now: number,
  host = 'priyom',
): string {
  const start = zonedTimeToUtc(appointment.date, appointment.time, timeZone);
  const end = start + appointment.durationMinutes * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Priyom//Patient portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:appointment-${appointment.id}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(appointment.summary)}`,
    `LOCATION:${escapeText(appointment.location)}`,
    `DESCRIPTION:${escapeText(appointment.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
