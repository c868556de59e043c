/**
 * Every clinic's menu counts from its rows, after an import: displayed doctors (by the same rule the
 * lists use) and their distinct specialties, its services, and its categories that hold a service.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { displayedAvailabilities } from '../browsing/display-rules';

export async function recountClinics(trx: Kysely<Database>): Promise<void> {
  const clinics = await trx.selectFrom('clinics').select(['id', 'services_available']).execute();
  const count = (n: number | string | bigint | undefined) => Number(n ?? 0);
  for (const clinic of clinics) {
    const shown = displayedAvailabilities(Number(clinic.services_available) === 1);
    const doctors = await trx
      .selectFrom('doctor_clinics')
      .innerJoin('doctors', 'doctors.id', 'doctor_clinics.doctor_id')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('doctor_clinics.clinic_id', '=', clinic.id)
      .where('doctors.availability', 'in', shown)
      .executeTakeFirst();
    const specialties = await trx
      .selectFrom('doctor_specialties')
      .innerJoin('doctor_clinics', 'doctor_clinics.doctor_id', 'doctor_specialties.doctor_id')
      .innerJoin('doctors', 'doctors.id', 'doctor_specialties.doctor_id')
      .select(({ fn }) => fn.count<number>('doctor_specialties.specialty_id').distinct().as('n'))
      .where('doctor_clinics.clinic_id', '=', clinic.id)
      .where('doctors.availability', 'in', shown)
      .executeTakeFirst();
    const services = await trx
      .selectFrom('services')
      .select(({ fn }) => [fn.countAll<number>().as('n'), fn.count<number>('category_id').distinct().as('c')])
      .where('clinic_id', '=', clinic.id)
      .executeTakeFirst();
    await trx
      .updateTable('clinics')
      .set({
        doctors_count: count(doctors?.n),
        specialties_count: count(specialties?.n),
        services_count: count(services?.n),
        online_recording_categories_count: count(services?.c),
      })
      .where('id', '=', clinic.id)
      .execute();
  }
}
