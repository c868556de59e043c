/**
 * With removal asked for, what the stored network holds and the file no longer lists is removed —
 * except what appointments (or their feedback) still point at, because appointments are never touched:
 * such a doctor is kept but taken out of every clinic, service and schedule so nobody can book them; such
 * a service is kept without doctors; such a clinic is kept but hidden from every public list and from
 * booking (a file that lists it again shows it again). The waitlist of a clinic hidden or removed ends
 * with it. Each kept row is reported.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { NetworkFile } from './network-file';
import { endClosedClinicLines } from '../waitlist/clinic-closed';
import { insertChunked } from './chunks';

export interface Removal {
  removed: Record<'clinics' | 'specialties' | 'categories' | 'services' | 'doctors', number[]>;
  /** Rows the file dropped that appointments still refer to, with why they were kept. */
  kept: string[];
}

async function idsNotIn(
  trx: Kysely<Database>,
  table: 'clinics' | 'specialties' | 'service_categories' | 'services' | 'doctors',
  listed: readonly number[],
): Promise<number[]> {
  const keep = new Set(listed);
  const rows = await trx.selectFrom(table).select('id').execute();
  return rows.map((row) => Number(row.id)).filter((id) => !keep.has(id));
}

async function referenced(
  trx: Kysely<Database>,
  column: 'doctor_id' | 'service_id' | 'clinic_id',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('appointments')
    .select(column)
    .distinct()
    .where(column, 'in', ids)
    .execute();
  const out = new Set(rows.map((row) => Number(row[column as keyof typeof row])));
  if (column === 'doctor_id') {
    const feedback = await trx
      .selectFrom('feedbacks')
      .select('doctor_id')
      .where('doctor_id', 'in', ids)
      .execute();
    for (const row of feedback) out.add(Number(row.doctor_id));
  }
  return out;
}

export async function removeMissing(trx: Kysely<Database>, file: NetworkFile): Promise<Removal> {
  const removed: Removal['removed'] = {
    clinics: [],
    specialties: [],
    categories: [],
    services: [],
    doctors: [],
  };
  const kept: string[] = [];

  const doctors = await idsNotIn(
    trx,
    'doctors',
    file.doctors.map((d) => d.id),
  );
  const bookedDoctors = await referenced(trx, 'doctor_id', doctors);
  const keptDoctors = doctors.filter((id) => bookedDoctors.has(id));
  removed.doctors.push(...doctors.filter((id) => !bookedDoctors.has(id)));
  // One statement a chunk: a statement per row made a tenth of a large network take seconds.
  for (const table of [
    'doctor_clinics',
    'service_doctors',
    'doctor_working_hours',
    'doctor_hours_exceptions',
  ] as const) {
    await insertChunked(keptDoctors, (chunk) =>
      trx.deleteFrom(table).where('doctor_id', 'in', chunk).execute(),
    );
  }
  await insertChunked(keptDoctors, (chunk) =>
    trx.updateTable('doctors').set({ availability: 2 }).where('id', 'in', chunk).execute(),
  );
  for (const id of keptDoctors)
    kept.push(`doctor ${id}: kept out of every clinic and schedule, appointments refer to it`);
  await insertChunked(removed.doctors, (chunk) =>
    trx.deleteFrom('doctors').where('id', 'in', chunk).execute(),
  );

  const services = await idsNotIn(
    trx,
    'services',
    file.services.map((s) => s.id),
  );
  const bookedServices = await referenced(trx, 'service_id', services);
  const keptServices = services.filter((id) => bookedServices.has(id));
  removed.services.push(...services.filter((id) => !bookedServices.has(id)));
  await insertChunked(keptServices, (chunk) =>
    trx.deleteFrom('service_doctors').where('service_id', 'in', chunk).execute(),
  );
  for (const id of keptServices) kept.push(`service ${id}: kept without doctors, appointments refer to it`);
  await insertChunked(removed.services, (chunk) =>
    trx.deleteFrom('services').where('id', 'in', chunk).execute(),
  );

  for (const id of await idsNotIn(
    trx,
    'service_categories',
    file.categories.map((c) => c.id),
  )) {
    const holds = await trx
      .selectFrom('services')
      .select('id')
      .where('category_id', '=', id)
      .executeTakeFirst();
    if (holds) kept.push(`category ${id}: kept, a kept service is in it`);
    else {
      await trx.deleteFrom('service_categories').where('id', '=', id).execute();
      removed.categories.push(id);
    }
  }

  for (const id of await idsNotIn(
    trx,
    'specialties',
    file.specialties.map((s) => s.id),
  )) {
    await trx.deleteFrom('specialties').where('id', '=', id).execute();
    removed.specialties.push(id);
  }

  const clinics = await idsNotIn(
    trx,
    'clinics',
    file.clinics.map((c) => c.id),
  );
  const bookedClinics = await referenced(trx, 'clinic_id', clinics);
  const hidden: number[] = [];
  for (const id of clinics) {
    const holdsKept = await trx
      .selectFrom('services')
      .select('id')
      .where('clinic_id', '=', id)
      .executeTakeFirst();
    if (bookedClinics.has(id) || holdsKept) {
      hidden.push(id);
      kept.push(`clinic ${id}: kept hidden from every list and from booking, appointments refer to it`);
    } else {
      await trx.deleteFrom('clinics').where('id', '=', id).execute();
      removed.clinics.push(id);
    }
  }
  await insertChunked(hidden, (chunk) =>
    trx.updateTable('clinics').set({ hidden: 1 }).where('id', 'in', chunk).execute(),
  );
  await endClosedClinicLines(trx, [...hidden, ...removed.clinics], Date.now());
  return { removed, kept };
}
