/**
 * Writes the demo doctors, specialties, categories and services (demo-doctors.ts, demo-services.ts).
 * Run inside the seed's transaction; every insert ignores a row already there. A database seeded before
 * browsing existed gets these rows on its next start, under its own marker, with the clinics' counts
 * brought in line.
 */
import type { Kysely } from 'kysely';
import { AVATAR_SIZE } from '../../src/api';
import { foldForSearch } from '../../src/domain/title-search';
import type { Database } from '../db/schema';
import { insertImageIfMissing } from '../images/images-store';
import { avatarImage } from './avatars';
import { DEMO_CLINICS } from './demo-clinics';
import { DEMO_DOCTORS, DEMO_SPECIALTIES } from './demo-doctors';
import { DEMO_CATEGORIES, DEMO_SERVICES } from './demo-services';

export const BROWSING_SEED_MARKER_KEY = 'seed.demo.browsing';

const initials = (surname: string, name: string) => `${surname[0] ?? ''}${name[0] ?? ''}`;

/** Claims the browsing marker; false when another start has (or had) claimed it. */
export async function claimBrowsingSeed(trx: Kysely<Database>): Promise<boolean> {
  const claimed = await trx
    .insertInto('settings')
    .values({ key: BROWSING_SEED_MARKER_KEY, value: JSON.stringify({ version: 1 }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function insertDemoBrowsing(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('specialties')
    .values(DEMO_SPECIALTIES.map(({ id, title }) => ({ id, title })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  for (const doctor of DEMO_DOCTORS) {
    const image = avatarImage(initials(doctor.surname, doctor.name), doctor.avatarBackground);
    await insertImageIfMissing(trx, image);
    await trx
      .insertInto('doctors')
      .values({
        id: doctor.id,
        surname: doctor.surname,
        name: doctor.name,
        second_name: doctor.secondName,
        sex: doctor.sex === null ? null : doctor.sex ? 1 : 0,
        availability: doctor.availability,
        information_about_doctor: doctor.informationAboutDoctor,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('doctor_avatars')
      .values({ doctor_id: doctor.id, size: AVATAR_SIZE, image_id: image.id })
      .onConflict((oc) => oc.columns(['doctor_id', 'size']).doNothing())
      .execute();
  }
  await trx
    .insertInto('doctor_specialties')
    .values(
      DEMO_DOCTORS.flatMap((doctor) =>
        doctor.specialtyIds.map((specialty_id) => ({ doctor_id: doctor.id, specialty_id })),
      ),
    )
    .onConflict((oc) => oc.columns(['doctor_id', 'specialty_id']).doNothing())
    .execute();
  await trx
    .insertInto('doctor_clinics')
    .values(
      DEMO_DOCTORS.flatMap((doctor) =>
        doctor.clinicIds.map((clinic_id) => ({ doctor_id: doctor.id, clinic_id })),
      ),
    )
    .onConflict((oc) => oc.columns(['doctor_id', 'clinic_id']).doNothing())
    .execute();

  await trx
    .insertInto('service_categories')
    .values(
      DEMO_CATEGORIES.map((category) => ({
        id: category.id,
        clinic_id: category.clinicId,
        title: category.title,
        description: category.description,
        position: category.position,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // In chunks: PostgreSQL and SQLite both cap the parameters of one statement.
  for (let start = 0; start < DEMO_SERVICES.length; start += 50) {
    const chunk = DEMO_SERVICES.slice(start, start + 50);
    await trx
      .insertInto('services')
      .values(
        chunk.map((service) => ({
          id: service.id,
          clinic_id: service.clinicId,
          category_id: service.categoryId,
          title: service.title,
          title_search: foldForSearch(service.title),
          price_minor: service.priceMinor,
          duration_minutes: service.durationMinutes,
          information_about_service: service.informationAboutService,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const links = chunk.flatMap((service) =>
      service.doctorIds.map((doctor_id) => ({ service_id: service.id, doctor_id })),
    );
    if (links.length > 0) {
      await trx
        .insertInto('service_doctors')
        .values(links)
        .onConflict((oc) => oc.columns(['service_id', 'doctor_id']).doNothing())
        .execute();
    }
  }

  // The counts the clinic menu shows follow the rows just written.
  for (const { clinic } of DEMO_CLINICS) {
    await trx
      .updateTable('clinics')
      .set({
        doctors_count: clinic.doctorsCount,
        services_count: clinic.servicesCount,
        specialties_count: clinic.specialtiesCount,
        online_recording_categories_count: clinic.onlineRecordingCategoriesCount,
      })
      .where('id', '=', clinic.id)
      .execute();
  }
}
