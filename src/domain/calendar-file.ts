/**
 * 'Add to calendar' (beyond the spec): an RFC 5545 calendar file for one appointment. The
 * clinic's wall-clock time is turned into UTC through its time zone (Intl), so any calendar shows it at
 * the right moment without needing a VTIMEZONE block; lines are CRLF, text escaped, long lines folded.
 */
import { instantOf } from './time-zone';

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
  const start = instantOf(appointment.date, appointment.time, timeZone);
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
