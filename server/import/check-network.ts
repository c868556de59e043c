/**
 * Checks a parsed network file before anything is written: first its structure (network-file.ts), then
 * what refers to what. Every problem is reported with its place in the file, like
 * `doctors[3].services[0]: unknown service 99`, and all of them at once, so a clinic fixes its file
 * in one pass.
 */
import * as v from 'valibot';
import { failed, ok, type Result } from '../../src/api';
import { timeToMinutes } from '../../src/domain/time-zone';
import { apiBaseMistake } from './api-base';
import { type NetworkFile, NetworkFileSchema } from './network-file';

/** The file, or every mistake in it, each with its place. */
export type Checked = Result<NetworkFile, string[]>;

/** `doctors[3].services[0]` from a valibot issue path. */
function placeOf(path: readonly { key: unknown }[] | undefined): string {
  let place = '';
  for (const { key } of path ?? []) {
    place += typeof key === 'number' ? `[${key}]` : place === '' ? String(key) : `.${String(key)}`;
  }
  return place === '' ? '(the file)' : place;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `allowedApiOrigin`: the one other origin the configuration's apiBase may be on (the import's flag). */
export function checkNetworkFile(input: unknown, { allowedApiOrigin = null as string | null } = {}): Checked {
  const parsed = v.safeParse(NetworkFileSchema, input);
  if (!parsed.success) {
    const errors = parsed.issues.map((issue) => `${placeOf(issue.path)}: ${issue.message}`);
    return failed([...new Set(errors)]);
  }
  const apiBase = apiBaseMistake(parsed.output.configuration.apiBase, allowedApiOrigin);
  const errors = [
    ...(apiBase ? [`configuration.apiBase: ${apiBase}`] : []),
    ...checkReferences(parsed.output),
  ];
  return errors.length > 0 ? failed(errors) : ok(parsed.output);
}

/** Ids unique per kind: the first holder of an id keeps it, the others are errors. */
function indexById<T extends { id: number }>(list: readonly T[], kind: string, errors: string[]) {
  const byId = new Map<number, { entry: T; index: number }>();
  list.forEach((entry, index) => {
    const first = byId.get(entry.id);
    if (first) errors.push(`${kind}[${index}].id: ${entry.id} is already the id of ${kind}[${first.index}]`);
    else byId.set(entry.id, { entry, index });
  });
  return byId;
}

function checkReferences(file: NetworkFile): string[] {
  const errors: string[] = [];
  const zone = file.configuration.timeZone;
  if (!isTimeZone(zone)) errors.push(`configuration.timeZone: unknown time zone ${zone}`);

  const clinics = indexById(file.clinics, 'clinics', errors);
  const specialties = indexById(file.specialties, 'specialties', errors);
  const categories = indexById(file.categories, 'categories', errors);
  const services = indexById(file.services, 'services', errors);
  indexById(file.doctors, 'doctors', errors);

  file.clinics.forEach((clinic, i) => {
    if (clinic.timeZone !== undefined && clinic.timeZone !== zone) {
      errors.push(
        `clinics[${i}].timeZone: ${clinic.timeZone} differs from the network's ${zone}; ` +
          'the portal writes every time of a network in one zone',
      );
    }
  });
  file.categories.forEach((category, i) => {
    if (!clinics.has(category.clinic))
      errors.push(`categories[${i}].clinic: unknown clinic ${category.clinic}`);
  });
  file.services.forEach((service, i) => {
    if (!clinics.has(service.clinic)) errors.push(`services[${i}].clinic: unknown clinic ${service.clinic}`);
    const category = categories.get(service.category)?.entry;
    if (!category) errors.push(`services[${i}].category: unknown category ${service.category}`);
    else if (category.clinic !== service.clinic) {
      errors.push(
        `services[${i}].category: category ${category.id} belongs to clinic ${category.clinic}, the service to clinic ${service.clinic}`,
      );
    }
  });
  file.doctors.forEach((doctor, i) => {
    const place = `doctors[${i}]`;
    doctor.clinics.forEach((clinicId, j) => {
      if (!clinics.has(clinicId)) errors.push(`${place}.clinics[${j}]: unknown clinic ${clinicId}`);
    });
    doctor.specialties.forEach((specialtyId, j) => {
      if (!specialties.has(specialtyId))
        errors.push(`${place}.specialties[${j}]: unknown specialty ${specialtyId}`);
    });
    doctor.services.forEach((serviceId, j) => {
      const service = services.get(serviceId)?.entry;
      if (!service) errors.push(`${place}.services[${j}]: unknown service ${serviceId}`);
      else if (!doctor.clinics.includes(service.clinic)) {
        errors.push(
          `${place}.services[${j}]: service ${serviceId} is in clinic ${service.clinic}, where the doctor does not work`,
        );
      }
    });
    checkHours(doctor, place, errors);
    const seenDays = new Set<string>();
    doctor.daysOff.forEach((day, j) => {
      if (seenDays.has(day.date)) errors.push(`${place}.daysOff[${j}].date: ${day.date} is listed twice`);
      seenDays.add(day.date);
    });
  });
  return errors;
}

/** Each interval in one of the doctor's clinics, ending after it starts, and none overlapping another. */
function checkHours(doctor: NetworkFile['doctors'][number], place: string, errors: string[]) {
  const placed = doctor.hours.map((hours, j) => ({
    hours,
    j,
    start: timeToMinutes(hours.start),
    end: timeToMinutes(hours.end),
  }));
  for (const { hours, j, start, end } of placed) {
    if (!doctor.clinics.includes(hours.clinic)) {
      errors.push(`${place}.hours[${j}].clinic: the doctor does not work in clinic ${hours.clinic}`);
    }
    if (end <= start)
      errors.push(`${place}.hours[${j}]: ends at ${hours.end}, not after its start ${hours.start}`);
    if (hours.validFrom && hours.validUntil && hours.validUntil < hours.validFrom) {
      errors.push(
        `${place}.hours[${j}].validUntil: ${hours.validUntil} is before validFrom ${hours.validFrom}`,
      );
    }
  }
  // A doctor is in one place at a time: two intervals of one weekday (in any clinics) may not overlap
  // where their validity periods overlap.
  for (const a of placed) {
    for (const b of placed) {
      if (b.j <= a.j || a.hours.weekday !== b.hours.weekday) continue;
      const datesMeet =
        (a.hours.validUntil ?? '9999') >= (b.hours.validFrom ?? '0000') &&
        (b.hours.validUntil ?? '9999') >= (a.hours.validFrom ?? '0000');
      if (datesMeet && a.start < b.end && b.start < a.end) {
        errors.push(`${place}.hours[${b.j}]: overlaps hours[${a.j}] on weekday ${a.hours.weekday}`);
      }
    }
  }
}
