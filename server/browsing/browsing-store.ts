/**
 * Browsing reads: rows → contract objects. Orders are fixed in JS or by byte order of
 * folded text, so SQLite and PostgreSQL (whatever its collation) answer the same lists in the same order.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import {
  CATEGORY_DESCRIPTION_MAX,
  type Doctor,
  type Service,
  type ServiceCategory,
  type ServicesQuery,
  type SpecialtyItem,
} from '../../src/api';
import type { Database } from '../db/schema';
import { displayedAvailabilities } from './display-rules';
import { foldForSearch } from '../../src/domain/title-search';
import { containsPattern } from './search-text';

const byRu = (a: string, b: string) => a.localeCompare(b, 'ru');

/** A description: over 512 characters cut to 512 plus an ellipsis; anything not a string is ''. */
export function trimDescription(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return text.length > CATEGORY_DESCRIPTION_MAX ? `${text.slice(0, CATEGORY_DESCRIPTION_MAX)}…` : text;
}

/** Rows grouped by a key, each group's values in the rows' order. */
export function groupRows<K, R, V>(
  rows: readonly R[],
  key: (row: R) => K,
  value: (row: R) => V,
): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(value(row));
    else out.set(key(row), [value(row)]);
  }
  return out;
}

function groupIds<K, R>(rows: readonly R[], key: (row: R) => K, value: (row: R) => number): Map<K, number[]> {
  const out = groupRows(rows, key, value);
  for (const list of out.values()) list.sort((a, b) => a - b);
  return out;
}

export async function listDoctorsFromDb(db: Kysely<Database>): Promise<Doctor[]> {
  const [doctors, avatars, specialties, clinics, provided] = await Promise.all([
    db.selectFrom('doctors').selectAll().execute(),
    db.selectFrom('doctor_avatars').selectAll().orderBy('size').execute(),
    db
      .selectFrom('doctor_specialties')
      .innerJoin('specialties', 'specialties.id', 'doctor_specialties.specialty_id')
      .select(['doctor_specialties.doctor_id', 'specialties.id', 'specialties.title'])
      .orderBy('specialties.id')
      .execute(),
    db.selectFrom('doctor_clinics').select(['doctor_id', 'clinic_id']).execute(),
    db
      .selectFrom('service_doctors')
      .innerJoin('services', 'services.id', 'service_doctors.service_id')
      .select(['service_doctors.doctor_id', 'services.clinic_id'])
      .distinct()
      .execute(),
  ]);
  const avatarsOf = new Map<number, Record<string, string>>();
  for (const avatar of avatars) {
    const entry = avatarsOf.get(avatar.doctor_id) ?? {};
    entry[avatar.size] = avatar.image_id;
    avatarsOf.set(avatar.doctor_id, entry);
  }
  const clinicsOf = groupIds(
    clinics,
    (row) => row.doctor_id,
    (row) => row.clinic_id,
  );
  // Grouped once: filtering every specialty row per doctor grew with the square of the network's size.
  const specialtiesOf = groupRows(
    specialties,
    (item) => item.doctor_id,
    (item) => ({ id: item.id, title: item.title }),
  );
  const providedOf = groupIds(
    provided,
    (row) => row.doctor_id,
    (row) => row.clinic_id,
  );
  return doctors
    .map((row): Doctor => {
      const fullName = [row.surname, row.name, row.second_name].filter(Boolean).join(' ');
      return {
        id: row.id,
        fullName,
        surname: row.surname,
        name: row.name,
        secondName: row.second_name,
        sex: row.sex === null ? null : Number(row.sex) === 1,
        avatars: avatarsOf.get(row.id) ?? {},
        specialties: specialtiesOf.get(row.id) ?? [],
        clinicIds: clinicsOf.get(row.id) ?? [],
        clinicIdsWithProvidedServices: providedOf.get(row.id) ?? [],
        availability: row.availability as Doctor['availability'],
        informationAboutDoctor: row.information_about_doctor,
      };
    })
    .sort((a, b) => byRu(a.fullName, b.fullName) || a.id - b.id);
}

/** The clinic's categories holding at least one service, in the clinic's order. */
export async function listCategoriesFromDb(
  db: Kysely<Database>,
  clinicId: number,
): Promise<ServiceCategory[]> {
  const rows = await db
    .selectFrom('service_categories')
    .innerJoin('services', 'services.category_id', 'service_categories.id')
    .select(({ fn }) => [
      'service_categories.id',
      'service_categories.title',
      'service_categories.description',
      'service_categories.position',
      fn.count<number | string>('services.id').as('services_count'),
    ])
    .where('service_categories.clinic_id', '=', clinicId)
    .groupBy([
      'service_categories.id',
      'service_categories.title',
      'service_categories.description',
      'service_categories.position',
    ])
    .orderBy('service_categories.position')
    .orderBy('service_categories.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: trimDescription(row.description),
    // PostgreSQL counts in bigint, which pg hands over as text.
    servicesCount: Number(row.services_count),
  }));
}

const priceOf = (minor: number) => Number(minor) / 100;

async function doctorIdsOf(db: Kysely<Database>, serviceIds: number[]): Promise<Map<number, number[]>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('service_doctors')
    .select(['service_id', 'doctor_id'])
    .where('service_id', 'in', serviceIds)
    .execute();
  return groupIds(
    rows,
    (row) => row.service_id,
    (row) => row.doctor_id,
  );
}

function toService(
  row: { id: number; title: string; price_minor: number; information_about_service: string | null },
  doctorIds: number[],
): Service {
  return {
    id: row.id,
    title: row.title,
    price: priceOf(row.price_minor),
    ...(row.information_about_service ? { informationAboutService: row.information_about_service } : {}),
    doctorIds,
  };
}

/** Byte order of the folded title: alphabetical for Russian (ё is folded), the same on both dialects. */
function titleOrder(db: Kysely<Database>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`services.title_search collate "C"`
    : sql<string>`services.title_search`;
}

export async function listServicesFromDb(
  db: Kysely<Database>,
  clinicId: number,
  query: ServicesQuery,
): Promise<Service[]> {
  let select = db
    .selectFrom('services')
    .select(['services.id', 'services.title', 'services.price_minor', 'services.information_about_service'])
    .where('services.clinic_id', '=', clinicId);
  if (query.categoryId !== undefined) select = select.where('services.category_id', '=', query.categoryId);
  const search = query.serviceTitle === undefined ? '' : foldForSearch(query.serviceTitle);
  if (search) {
    select = select.where(sql<boolean>`services.title_search like ${containsPattern(search)} escape '\\'`);
  }
  if (query.doctorId !== undefined) {
    const doctorId = query.doctorId;
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('service_doctors')
          .select('service_doctors.doctor_id')
          .whereRef('service_doctors.service_id', '=', 'services.id')
          .where('service_doctors.doctor_id', '=', doctorId),
      ),
    );
  }
  const rows = await select
    .orderBy(titleOrder(db))
    .orderBy('services.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const doctors = await doctorIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toService(row, doctors.get(row.id) ?? []));
}

export async function findServiceInDb(
  db: Kysely<Database>,
  clinicId: number,
  serviceId: number,
): Promise<Service | null> {
  const row = await db
    .selectFrom('services')
    .select(['id', 'title', 'price_minor', 'information_about_service'])
    .where('clinic_id', '=', clinicId)
    .where('id', '=', serviceId)
    .executeTakeFirst();
  if (!row) return null;
  return toService(row, (await doctorIdsOf(db, [row.id])).get(row.id) ?? []);
}

/** Specialties of the doctors the clinic shows (display-rules.ts), by title. */
export async function listSpecialtiesFromDb(
  db: Kysely<Database>,
  clinicId: number,
  servicesAvailable: boolean,
): Promise<SpecialtyItem[]> {
  const rows = await db
    .selectFrom('doctor_clinics')
    .innerJoin('doctors', 'doctors.id', 'doctor_clinics.doctor_id')
    .innerJoin('doctor_specialties', 'doctor_specialties.doctor_id', 'doctors.id')
    .innerJoin('specialties', 'specialties.id', 'doctor_specialties.specialty_id')
    .select(['specialties.id', 'specialties.title', 'doctors.id as doctor_id'])
    .where('doctor_clinics.clinic_id', '=', clinicId)
    .where('doctors.availability', 'in', displayedAvailabilities(servicesAvailable))
    .execute();
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  const doctors = groupIds(
    rows,
    (row) => row.id,
    (row) => row.doctor_id,
  );
  return [...doctors.entries()]
    .map(([specialtyId, doctorIds]) => ({
      specialtyId,
      specialtyTitle: titles.get(specialtyId) ?? '',
      doctorsCount: doctorIds.length,
      doctorIds,
    }))
    .sort((a, b) => byRu(a.specialtyTitle, b.specialtyTitle) || a.specialtyId - b.specialtyId);
}

/** The image behind a doctor avatar id; other images (e.g. logos) are not served by this path. */
export async function findDoctorAvatar(
  db: Kysely<Database>,
  avatar: string,
): Promise<{ mimeType: string; bytes: Uint8Array } | null> {
  const row = await db
    .selectFrom('images')
    .select(['images.mime_type', 'images.bytes'])
    .where('images.id', '=', avatar)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('doctor_avatars').select('doctor_avatars.size').whereRef('image_id', '=', 'images.id'),
      ),
    )
    .executeTakeFirst();
  return row ? { mimeType: row.mime_type, bytes: row.bytes } : null;
}
