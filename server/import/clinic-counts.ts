/**
 * Every clinic's menu counts from its rows, after an import: displayed doctors (by the same rule the
 * lists use) and their distinct specialties, its services, and its categories that hold a service. Read
 * for all clinics at once, and written only to the clinics whose counts changed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isDisplayedIn } from '../browsing/display-rules';

export async function recountClinics(trx: Kysely<Database>): Promise<void> {
  const clinics = await trx
    .selectFrom('clinics')
    .select([
      'id',
      'services_available',
      'doctors_count',
      'specialties_count',
      'services_count',
      'online_recording_categories_count',
    ])
    .execute();
  // Per clinic and doctor availability, since which availabilities a clinic shows is the clinic's own.
  const doctors = await trx
    .selectFrom('doctor_clinics')
    .innerJoin('doctors', 'doctors.id', 'doctor_clinics.doctor_id')
    .select(({ fn }) => ['doctor_clinics.clinic_id', 'doctors.availability', fn.countAll<number>().as('n')])
    .groupBy(['doctor_clinics.clinic_id', 'doctors.availability'])
    .execute();
  const specialties = await trx
    .selectFrom('doctor_specialties')
    .innerJoin('doctor_clinics', 'doctor_clinics.doctor_id', 'doctor_specialties.doctor_id')
    .innerJoin('doctors', 'doctors.id', 'doctor_specialties.doctor_id')
    .select(['doctor_clinics.clinic_id', 'doctors.availability', 'doctor_specialties.specialty_id'])
    .distinct()
    .execute();
  const services = await trx
    .selectFrom('services')
    .select(({ fn }) => [
      'clinic_id',
      fn.countAll<number>().as('n'),
      fn.count<number>('category_id').distinct().as('c'),
    ])
    .groupBy('clinic_id')
    .execute();

  const counts = new Map(
    clinics.map((clinic) => [
      clinic.id,
      { doctors: 0, specialties: new Set<number>(), services: 0, categories: 0 },
    ]),
  );
  const shows = new Map(
    clinics.map((clinic) => [
      clinic.id,
      (availability: number) => isDisplayedIn(availability, Number(clinic.services_available) === 1),
    ]),
  );
  for (const row of doctors) {
    const count = counts.get(row.clinic_id);
    if (count && shows.get(row.clinic_id)?.(Number(row.availability))) count.doctors += Number(row.n);
  }
  for (const row of specialties) {
    const count = counts.get(row.clinic_id);
    if (count && shows.get(row.clinic_id)?.(Number(row.availability)))
      count.specialties.add(row.specialty_id);
  }
  for (const row of services) {
    const count = counts.get(row.clinic_id);
    if (count) {
      count.services = Number(row.n);
      count.categories = Number(row.c);
    }
  }
  for (const clinic of clinics) {
    const count = counts.get(clinic.id)!;
    const next = {
      doctors_count: count.doctors,
      specialties_count: count.specialties.size,
      services_count: count.services,
      online_recording_categories_count: count.categories,
    };
    const same = (Object.keys(next) as (keyof typeof next)[]).every(
      (key) => Number(clinic[key]) === next[key],
    );
    if (!same) await trx.updateTable('clinics').set(next).where('id', '=', clinic.id).execute();
  }
}
