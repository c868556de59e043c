/**
 * The published FHIR R4 resources, one minified JSON object per NDJSON line: a Location per clinic, a
 * Schedule per doctor and clinic, and a Slot per upcoming time of that doctor there. Ids are FHIR ids
 * (letters, digits, `-` and `.`, at most 64): a Location's is the clinic's id, a Schedule's
 * `{doctor}-{clinic}`, a Slot's `{doctor}-{clinic}-{YYYYMMDDhhmm}` (a doctor has one slot at a time in a
 * clinic). Times are clinic-local with their UTC offset, to the second, as FHIR's `instant` wants.
 *
 * Slots are most of the bytes (a large network publishes a million and more), so a Slot line is written
 * from its parts rather than through JSON.stringify; every part that is not fixed text is escaped once
 * per doctor-day, and the tests parse each line back.
 */
import type { Clinic } from '../../src/api';
import { doctorDayPath } from '../../src/domain/doctor-day';
import { addDays, instantOf, localMoment, minutesToTime, offsetText } from '../../src/domain/time-zone';

export const BOOKING_DEEP_LINK =
  'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';
export const BOOKING_PHONE = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone';

/** What a Schedule names: the doctor in a clinic, with the services they give there. */
export interface PublishedSchedule {
  clinicId: number;
  clinicTitle: string;
  doctorId: number;
  fullName: string;
  specialties: readonly { id: number; title: string }[];
  services: readonly { id: number; title: string }[];
}

export const scheduleId = (doctorId: number, clinicId: number) => `${doctorId}-${clinicId}`;

/** The code systems of the network's own services and specialties: URLs of the portal that names them. */
const codeSystem = (base: string, name: 'service' | 'specialty') => `${base}/fhir/CodeSystem/${name}`;

export function locationOf(clinic: Clinic, country: string): Record<string, unknown> {
  const telecom = [
    ...[clinic.phone1, clinic.phone2].flatMap((phone) =>
      phone ? [{ system: 'phone', value: phone, use: 'work' }] : [],
    ),
    ...(clinic.email ? [{ system: 'email', value: clinic.email, use: 'work' }] : []),
    ...(clinic.site ? [{ system: 'url', value: clinic.site, use: 'work' }] : []),
  ];
  return {
    resourceType: 'Location',
    id: String(clinic.id),
    status: 'active',
    name: clinic.title,
    ...(clinic.showInformationAboutClinic && clinic.informationAboutClinic
      ? { description: clinic.informationAboutClinic }
      : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
    address: {
      line: [clinic.shortAddress],
      city: clinic.address.city,
      country,
    },
  };
}

export function scheduleOf(schedule: PublishedSchedule, base: string): Record<string, unknown> {
  const concept = (system: string) => (item: { id: number; title: string }) => ({
    coding: [{ system, code: String(item.id), display: item.title }],
    text: item.title,
  });
  return {
    resourceType: 'Schedule',
    id: scheduleId(schedule.doctorId, schedule.clinicId),
    active: true,
    ...(schedule.services.length > 0
      ? { serviceType: schedule.services.map(concept(codeSystem(base, 'service'))) }
      : {}),
    ...(schedule.specialties.length > 0
      ? { specialty: schedule.specialties.map(concept(codeSystem(base, 'specialty'))) }
      : {}),
    actor: [{ reference: `Location/${schedule.clinicId}`, display: schedule.clinicTitle }],
    comment: schedule.fullName,
  };
}

/** One resource per line, each line ended by a newline (an empty file for none). */
export const ndjson = (resources: readonly unknown[]) =>
  resources.map((resource) => `${JSON.stringify(resource)}\n`).join('');

/** One doctor-day of slots. */
export interface SlotDay {
  /** The portal's address: a free slot's booking link is the doctor's page opened at that day. */
  base: string;
  clinicId: number;
  doctorId: number;
  date: string;
  /** The clinic's phone, the booking-phone extension of a free slot; null: none. */
  phone: string | null;
  /** Writes the day's start and end times (daySpans): the same for every doctor that day. */
  span: SpanWriter;
}

export interface SlotWriter {
  /** The line of a slot starting `start` minutes after the clinic-local midnight. */
  line(start: number, minutes: number, free: boolean): string;
}

/** Writes the Slot lines of one doctor-day. */
export function slotWriter(day: SlotDay): SlotWriter {
  const { clinicId, doctorId, date, span } = day;
  const schedule = scheduleId(doctorId, clinicId);
  const idStem = `${schedule}-${date.replaceAll('-', '')}`;
  const head = `{"resourceType":"Slot","id":"${idStem}`;
  const reference = `","schedule":{"reference":"Schedule/${schedule}"},"status":"`;
  const link = JSON.stringify(`${day.base}${doctorDayPath(clinicId, doctorId, date)}`);
  const phone =
    day.phone === null ? '' : `,{"url":"${BOOKING_PHONE}","valueString":${JSON.stringify(day.phone)}}`;
  const extensions = `,"extension":[{"url":"${BOOKING_DEEP_LINK}","valueUrl":${link}}${phone}]}\n`;
  return {
    line(start, minutes, free) {
      const time = minutesToTime(start);
      return (
        `${head}${time.slice(0, 2)}${time.slice(3)}${reference}${free ? 'free' : 'busy'}` +
        `${span(start, minutes)}${free ? extensions : '}\n'}`
      );
    },
  };
}

/** `","start":"…","end":"…"` of a slot starting `start` minutes after the day's clinic-local midnight. */
export type SpanWriter = (start: number, minutes: number) => string;

/**
 * A day whose offset is the same at both midnights writes the wall-clock times with that offset; a day
 * whose clocks change goes through the instants, so a time the clocks skip comes out as the instant the
 * schedule engine books (instantOf) and the end is `minutes` later in real time.
 */
export function daySpans(date: string, timeZone: string): SpanWriter {
  const next = addDays(date, 1);
  const offset = offsetText(instantOf(date, '00:00', timeZone), timeZone);
  if (offset === offsetText(instantOf(next, '00:00', timeZone), timeZone)) {
    const wall = (minute: number) =>
      minute >= 1440
        ? `${next}T${minutesToTime(minute - 1440)}:00${offset}`
        : `${date}T${minutesToTime(minute)}:00${offset}`;
    return (start, minutes) => `","start":"${wall(start)}","end":"${wall(start + minutes)}"`;
  }
  const stampAt = (instant: number) => {
    const local = localMoment(instant, timeZone);
    return `${local.date}T${local.time}:00${offsetText(instant, timeZone)}`;
  };
  return (start, minutes) => {
    const instant = instantOf(date, minutesToTime(start), timeZone);
    return `","start":"${stampAt(instant)}","end":"${stampAt(instant + minutes * 60_000)}"`;
  };
}
