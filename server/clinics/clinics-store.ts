/** Clinic rows ↔ contract objects, and the clinic logotype lookup. */
import type { Kysely, Selectable } from 'kysely';
import type { Clinic } from '../../src/api';
import type { ClinicsTable, Database, Flag } from '../db/schema';

const toFlag = (value: boolean): Flag => (value ? 1 : 0);
// pg and better-sqlite3 both return integers as numbers for `integer` columns; `=== 1` keeps 0/1 strict.
const fromFlag = (value: number): boolean => Number(value) === 1;

export function clinicFromRow(row: Selectable<ClinicsTable>, logotypes: Record<string, string>): Clinic {
  return {
    id: row.id,
    title: row.title,
    address: { city: row.city },
    shortAddress: row.short_address,
    email: row.email,
    phone1: row.phone1,
    phone2: row.phone2,
    notFormattedPhone1: row.not_formatted_phone1,
    notFormattedPhone2: row.not_formatted_phone2,
    site: row.site,
    informationAboutClinic: row.information_about_clinic,
    logotypes,
    doctorsAvailable: fromFlag(row.doctors_available),
    servicesAvailable: fromFlag(row.services_available),
    showInformationAboutClinic: fromFlag(row.show_information_about_clinic),
    doctorsCount: row.doctors_count,
    servicesCount: row.services_count,
    specialtiesCount: row.specialties_count,
    onlineRecordingCategoriesCount: row.online_recording_categories_count,
  };
}

/** The row for a clinic, shown; logotypes are stored apart (clinic_logotypes). */
export function clinicToRow(clinic: Clinic): Selectable<ClinicsTable> {
  return {
    id: clinic.id,
    title: clinic.title,
    city: clinic.address.city,
    short_address: clinic.shortAddress,
    email: clinic.email,
    phone1: clinic.phone1,
    phone2: clinic.phone2,
    not_formatted_phone1: clinic.notFormattedPhone1,
    not_formatted_phone2: clinic.notFormattedPhone2,
    site: clinic.site,
    information_about_clinic: clinic.informationAboutClinic,
    doctors_available: toFlag(clinic.doctorsAvailable),
    services_available: toFlag(clinic.servicesAvailable),
    show_information_about_clinic: toFlag(clinic.showInformationAboutClinic),
    doctors_count: clinic.doctorsCount,
    services_count: clinic.servicesCount,
    specialties_count: clinic.specialtiesCount,
    online_recording_categories_count: clinic.onlineRecordingCategoriesCount,
    hidden: 0,
  };
}

/** The clinics patients may browse and book: a hidden one is only in its appointments' history. */
export async function listClinicsFromDb(db: Kysely<Database>): Promise<Clinic[]> {
  const [rows, logos] = await Promise.all([
    db.selectFrom('clinics').selectAll().where('hidden', '=', 0).orderBy('id').execute(),
    db.selectFrom('clinic_logotypes').select(['clinic_id', 'size', 'image_id']).orderBy('size').execute(),
  ]);
  const byClinic = new Map<number, Record<string, string>>();
  for (const logo of logos) {
    const entry = byClinic.get(logo.clinic_id) ?? {};
    entry[logo.size] = logo.image_id;
    byClinic.set(logo.clinic_id, entry);
  }
  return rows.map((row) => clinicFromRow(row, byClinic.get(row.id) ?? {}));
}

export interface StoredImage {
  mimeType: string;
  bytes: Uint8Array;
}

/** The image behind a clinic logotype id; other images (e.g. avatars) are not served by this path. */
export async function findClinicLogotype(
  db: Kysely<Database>,
  logotype: string,
): Promise<StoredImage | null> {
  const row = await db
    .selectFrom('images')
    .select(['images.mime_type', 'images.bytes'])
    .where('images.id', '=', logotype)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('clinic_logotypes')
          .select('clinic_logotypes.size')
          .whereRef('image_id', '=', 'images.id'),
      ),
    )
    .executeTakeFirst();
  return row ? { mimeType: row.mime_type, bytes: row.bytes } : null;
}
