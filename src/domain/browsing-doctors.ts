/**
 * Display rules for doctors: which doctors a clinic shows, the list's filters
 * (specialty, a JSON array of doctor ids), the grouped specialties under a name and the doctor page's
 * recording context. Pure: the screens and tests/domain/browsing-doctors.test.ts use the same rules.
 */

/** The displayed availability values (src/api/browsing.ts DoctorAvailability). */
const AVAILABLE = 1;
const AVAILABLE_ONLY_WITH_THE_SERVICE = 4;

export interface DoctorLike {
  id: number;
  fullName: string;
  clinicIds: number[];
  availability: number;
  specialties: { id: number; title: string }[];
}
export interface ClinicLike {
  id: number;
  servicesAvailable: boolean;
}

/**
 * A doctor shows if its clinicIds include the clinic and it is available, or available only with
 * the service when the clinic offers services. Values 2 and 3 never show.
 */
export function isDoctorDisplayed(doctor: DoctorLike, clinic: ClinicLike): boolean {
  if (!doctor.clinicIds.includes(clinic.id)) return false;
  if (doctor.availability === AVAILABLE) return true;
  return doctor.availability === AVAILABLE_ONLY_WITH_THE_SERVICE && clinic.servicesAvailable;
}

/** The label key of a shown doctor's availability; null for values that are never shown. */
export function availabilityLabel(availability: number): 'available' | 'onlyWithService' | null {
  if (availability === AVAILABLE) return 'available';
  if (availability === AVAILABLE_ONLY_WITH_THE_SERVICE) return 'onlyWithService';
  return null;
}

export interface DoctorFilter {
  specialtyId?: number | null;
  doctorIds?: readonly number[] | null;
}

// Made on first use: a Russian collator loads its ICU data, a noticeable cost on a slow phone that
// screens which never sort (the clinic menu counts) paid when it was made as the module loaded.
let byName: Intl.Collator | undefined;

/** The clinic's shown doctors after the optional filters, in the list's order (unsorted). */
export function shownDoctors<D extends DoctorLike>(
  doctors: readonly D[],
  clinic: ClinicLike,
  filter: DoctorFilter = {},
): D[] {
  const { specialtyId, doctorIds } = filter;
  return doctors.filter(
    (doctor) =>
      isDoctorDisplayed(doctor, clinic) &&
      (specialtyId == null || doctor.specialties.some((specialty) => specialty.id === specialtyId)) &&
      (doctorIds == null || doctorIds.includes(doctor.id)),
  );
}

/**
 * A service's specialists as the clinic shows them: of the doctors the service names, those the doctors
 * list would show, so the link, its count and the list it opens agree (a doctor the list hides would
 * otherwise be counted, and its page would step back).
 */
export function serviceSpecialists(
  serviceDoctorIds: readonly number[],
  doctors: readonly DoctorLike[],
  clinic: ClinicLike,
): number[] {
  const shown = new Set(
    shownDoctors(doctors, clinic, { doctorIds: serviceDoctorIds }).map((doctor) => doctor.id),
  );
  return serviceDoctorIds.filter((id) => shown.has(id));
}

/** The clinic's shown doctors after the optional filters, sorted by full name. */
export function clinicDoctors<D extends DoctorLike>(
  doctors: readonly D[],
  clinic: ClinicLike,
  filter: DoctorFilter = {},
): D[] {
  byName ??= new Intl.Collator('ru');
  const collator = byName;
  return shownDoctors(doctors, clinic, filter).sort((a, b) => collator.compare(a.fullName, b.fullName));
}

/** Up to 4 specialties, the shortest titles, shown in pairs (one line per pair). */
export function groupSpecialties(titles: readonly string[]): string[][] {
  const shortest = titles
    .map((title, index) => ({ title, index }))
    .sort((a, b) => a.title.length - b.title.length || a.index - b.index)
    .slice(0, 4)
    .map((entry) => entry.title);
  const pairs: string[][] = [];
  for (let i = 0; i < shortest.length; i += 2) pairs.push(shortest.slice(i, i + 2));
  return pairs;
}

/**
 * The doctors query parameter must be a JSON array; only numeric entries are kept; an empty
 * result is ignored (null: no filter).
 */
export function parseDoctorsQuery(raw: string | null | undefined): number[] | null {
  if (raw == null || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const ids = value.filter(
    (entry): entry is number => typeof entry === 'number' && Number.isSafeInteger(entry) && entry > 0,
  );
  return ids.length > 0 ? ids : null;
}

/** Doctor page: a doctor available only with the service is recorded in the doctor-and-service context. */
export function doctorContext(doctor: DoctorLike, clinic: ClinicLike): 'doctor-and-service' | 'doctor' {
  return doctor.availability === AVAILABLE_ONLY_WITH_THE_SERVICE && clinic.servicesAvailable
    ? 'doctor-and-service'
    : 'doctor';
}
