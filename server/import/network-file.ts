/**
 * The clinic network file that `npm run import` loads: the network's configuration, its clinics,
 * specialties, service categories, services, and doctors with their photos, services, weekly hours and
 * days off. Ids are the clinic's own (from its records system), so a second import of a changed file
 * updates the same rows. Its JSON Schema, generated from this valibot schema, is published in
 * docs/network-file.schema.json (tests/server/network-import-schema.test.ts keeps the two equal).
 *
 * Only the structure is checked here; what refers to what (a doctor's services, a service's category,
 * hours in a clinic the doctor works in) is checked by check-references.ts, so every error names its place.
 */
import * as v from 'valibot';
import { ConfigurationSchema } from '../../src/api';

const id = v.pipe(v.number(), v.integer(), v.minValue(1, 'must be a whole number from 1'));
const text = v.pipe(v.string(), v.regex(/\S/, 'must not be empty'));
const optionalText = v.optional(v.nullable(v.string()));
const colour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #3FAECA'));
const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'must be a time HH:mm'));
const calendarDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD'),
);
/** A path relative to the network file, inside its folder. */
const relativeFile = v.pipe(
  v.string(),
  v.regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^\\:]+$/, 'must be a path inside the file’s folder'),
);

const ClinicEntry = v.object({
  id,
  title: text,
  city: text,
  shortAddress: text,
  /** IANA zone; the portal runs one network in one zone, so it must equal the configuration's. */
  timeZone: v.optional(v.string()),
  email: optionalText,
  phone1: optionalText,
  phone2: optionalText,
  site: optionalText,
  informationAboutClinic: optionalText,
  doctorsAvailable: v.optional(v.boolean(), true),
  servicesAvailable: v.optional(v.boolean(), true),
  showInformationAboutClinic: v.optional(v.boolean(), true),
  /** The logo: a picture file, or the clinic's initials drawn on its colour. */
  logo: v.union([
    v.object({ file: relativeFile }),
    v.object({ initials: v.pipe(text, v.maxLength(3, 'at most 3 letters')), colour }),
  ]),
});

const SpecialtyEntry = v.object({ id, title: text });

const CategoryEntry = v.object({
  id,
  clinic: id,
  title: text,
  description: optionalText,
  position: v.optional(v.pipe(v.number(), v.integer()), 0),
});

const ServiceEntry = v.object({
  id,
  clinic: id,
  category: id,
  title: text,
  /** In minor units (kopecks), so no price is ever a float. */
  priceMinor: v.pipe(v.number(), v.integer(), v.minValue(0, 'must not be negative')),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1, 'must be at least 1 minute')),
  informationAboutService: optionalText,
});

const HoursEntry = v.object({
  clinic: id,
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7, 'must be 1 (Monday) to 7 (Sunday)')),
  start: clockTime,
  end: clockTime,
  slotMinutes: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(480, 'must be 5 to 480 minutes')),
  validFrom: v.optional(v.nullable(calendarDate)),
  validUntil: v.optional(v.nullable(calendarDate)),
});

const DoctorEntry = v.object({
  id,
  surname: text,
  name: text,
  secondName: optionalText,
  sex: v.optional(v.nullable(v.picklist(['male', 'female'], 'must be male, female or null')), null),
  /** 1 bookable, 2 not bookable, 3 bookable only through a service, 4 as 3 and not listed. */
  availability: v.picklist([1, 2, 3, 4], 'must be 1, 2, 3 or 4'),
  informationAboutDoctor: optionalText,
  /** A picture file; without one the portal draws the doctor's initials. */
  photo: v.optional(v.nullable(relativeFile)),
  specialties: v.array(id),
  clinics: v.pipe(v.array(id), v.minLength(1, 'a doctor works in at least one clinic')),
  services: v.optional(v.array(id), []),
  hours: v.optional(v.array(HoursEntry), []),
  daysOff: v.optional(v.array(v.object({ date: calendarDate, reason: optionalText })), []),
});

export const NetworkFileSchema = v.object({
  /** The editor's pointer to the schema; ignored. */
  $schema: v.optional(v.string()),
  configuration: ConfigurationSchema,
  clinics: v.pipe(v.array(ClinicEntry), v.minLength(1, 'a network has at least one clinic')),
  specialties: v.array(SpecialtyEntry),
  categories: v.optional(v.array(CategoryEntry), []),
  services: v.optional(v.array(ServiceEntry), []),
  doctors: v.array(DoctorEntry),
});

export type NetworkFile = v.InferOutput<typeof NetworkFileSchema>;
export type ClinicEntry = NetworkFile['clinics'][number];
export type DoctorEntry = NetworkFile['doctors'][number];
