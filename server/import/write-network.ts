/**
 * Writes a checked network file in one transaction: every row of the file is inserted or updated in
 * place by its id, and the doctors' links (clinics, specialties, services) and weekly hours and days off
 * are replaced by the file's for the doctors it lists. Rows the file no longer lists stay unless removal
 * is asked for (remove-missing.ts). Appointments are never written: they keep pointing at the same ids.
 */
import type { Kysely } from 'kysely';
import { AVATAR_SIZE, LOGO_SIZE } from '../../src/api';
import { timeToMinutes } from '../../src/domain/time-zone';
import { foldForSearch } from '../browsing/search-text';
import { clinicToRow } from '../clinics/clinics-store';
import type { Database, Flag } from '../db/schema';
import { insertImageIfMissing, insertImagesIfMissing, type NewImage } from '../images/images-store';
import { avatarImage } from '../seed/avatars';
import { logoImage } from '../seed/logos';
import { CONFIGURATION_KEY } from '../settings/configuration-store';
import { recountClinics } from './clinic-counts';
import type { NetworkFile } from './network-file';
import type { Pictures } from './picture-files';
import { type Removal, removeMissing } from './remove-missing';
import { IMAGES_PER_STATEMENT, insertChunked } from './chunks';

export interface ImportSummary {
  written: Record<'clinics' | 'specialties' | 'categories' | 'services' | 'doctors', number>;
  removal: Removal | null;
}

const digitsOf = (phone: string | null | undefined) => (phone ? phone.replace(/\D/g, '') || null : null);

async function storeImage(trx: Kysely<Database>, image: NewImage): Promise<string> {
  await insertImageIfMissing(trx, image);
  return image.id;
}

export async function writeNetwork(
  db: Kysely<Database>,
  file: NetworkFile,
  pictures: Pictures,
  { removeMissing: remove = false }: { removeMissing?: boolean } = {},
): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values({ key: CONFIGURATION_KEY, value: JSON.stringify(file.configuration) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(file.configuration) }))
      .execute();

    for (const clinic of file.clinics) {
      const row = clinicToRow({
        id: clinic.id,
        title: clinic.title,
        address: { city: clinic.city },
        shortAddress: clinic.shortAddress,
        email: clinic.email ?? null,
        phone1: clinic.phone1 ?? null,
        phone2: clinic.phone2 ?? null,
        notFormattedPhone1: digitsOf(clinic.phone1),
        notFormattedPhone2: digitsOf(clinic.phone2),
        site: clinic.site ?? null,
        informationAboutClinic: clinic.informationAboutClinic ?? null,
        logotypes: {},
        doctorsAvailable: clinic.doctorsAvailable,
        servicesAvailable: clinic.servicesAvailable,
        showInformationAboutClinic: clinic.showInformationAboutClinic,
        // Counted from the written rows below.
        doctorsCount: 0,
        servicesCount: 0,
        specialtiesCount: 0,
        onlineRecordingCategoriesCount: 0,
      });
      const { id: _id, ...changes } = row;
      await trx
        .insertInto('clinics')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(changes))
        .execute();
      const logo =
        pictures.logos.get(clinic.id) ??
        ('initials' in clinic.logo ? logoImage(clinic.logo.initials, clinic.logo.colour) : null);
      if (logo) {
        const image_id = await storeImage(trx, logo);
        await trx
          .insertInto('clinic_logotypes')
          .values({ clinic_id: clinic.id, size: LOGO_SIZE, image_id })
          .onConflict((oc) => oc.columns(['clinic_id', 'size']).doUpdateSet({ image_id }))
          .execute();
      }
    }

    await insertChunked(file.specialties, (chunk) =>
      trx
        .insertInto('specialties')
        .values(chunk.map(({ id, title }) => ({ id, title })))
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ title: eb.ref('excluded.title') })))
        .execute(),
    );
    await insertChunked(file.categories, (chunk) =>
      trx
        .insertInto('service_categories')
        .values(
          chunk.map((c) => ({
            id: c.id,
            clinic_id: c.clinic,
            title: c.title,
            description: c.description ?? null,
            position: c.position,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            clinic_id: eb.ref('excluded.clinic_id'),
            title: eb.ref('excluded.title'),
            description: eb.ref('excluded.description'),
            position: eb.ref('excluded.position'),
          })),
        )
        .execute(),
    );
    await insertChunked(file.services, (chunk) =>
      trx
        .insertInto('services')
        .values(
          chunk.map((s) => ({
            id: s.id,
            clinic_id: s.clinic,
            category_id: s.category,
            title: s.title,
            title_search: foldForSearch(s.title),
            price_minor: s.priceMinor,
            duration_minutes: s.durationMinutes,
            information_about_service: s.informationAboutService ?? null,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            clinic_id: eb.ref('excluded.clinic_id'),
            category_id: eb.ref('excluded.category_id'),
            title: eb.ref('excluded.title'),
            title_search: eb.ref('excluded.title_search'),
            price_minor: eb.ref('excluded.price_minor'),
            duration_minutes: eb.ref('excluded.duration_minutes'),
            information_about_service: eb.ref('excluded.information_about_service'),
          })),
        )
        .execute(),
    );

    await writeDoctors(trx, file, pictures);
    const removal = remove ? await removeMissing(trx, file) : null;
    await recountClinics(trx);
    return {
      written: {
        clinics: file.clinics.length,
        specialties: file.specialties.length,
        categories: file.categories.length,
        services: file.services.length,
        doctors: file.doctors.length,
      },
      removal,
    };
  });
}

async function writeDoctors(trx: Kysely<Database>, file: NetworkFile, pictures: Pictures) {
  // Written a chunk of doctors at a time: a statement per doctor (and per avatar) made the import's
  // time grow with the network's round trips, not its rows.
  await insertChunked(file.doctors, (chunk) =>
    trx
      .insertInto('doctors')
      .values(
        chunk.map((doctor) => ({
          id: doctor.id,
          surname: doctor.surname,
          name: doctor.name,
          second_name: doctor.secondName ?? null,
          sex: doctor.sex === null ? null : ((doctor.sex === 'male' ? 1 : 0) as Flag),
          availability: doctor.availability,
          information_about_doctor: doctor.informationAboutDoctor ?? null,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          surname: eb.ref('excluded.surname'),
          name: eb.ref('excluded.name'),
          second_name: eb.ref('excluded.second_name'),
          sex: eb.ref('excluded.sex'),
          availability: eb.ref('excluded.availability'),
          information_about_doctor: eb.ref('excluded.information_about_doctor'),
        })),
      )
      .execute(),
  );
  const photos = new Map<number, NewImage>();
  for (const doctor of file.doctors)
    photos.set(
      doctor.id,
      pictures.photos.get(doctor.id) ??
        avatarImage(`${doctor.surname[0] ?? ''}${doctor.name[0] ?? ''}`, '#3FAECA'),
    );
  // Made-up avatars repeat (the same initials): each distinct image is written once, a few to a statement
  // since a real photo's bytes are large.
  const images = [...new Map([...photos.values()].map((image) => [image.id, image])).values()];
  for (let start = 0; start < images.length; start += IMAGES_PER_STATEMENT)
    await insertImagesIfMissing(trx, images.slice(start, start + IMAGES_PER_STATEMENT));
  const avatars = [...photos].map(([doctor_id, image]) => ({
    doctor_id,
    size: AVATAR_SIZE,
    image_id: image.id,
  }));
  await insertChunked(avatars, (chunk) =>
    trx
      .insertInto('doctor_avatars')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['doctor_id', 'size']).doUpdateSet((eb) => ({ image_id: eb.ref('excluded.image_id') })),
      )
      .execute(),
  );

  // The file's links, hours and days off replace the stored ones of the doctors it lists.
  const ids = file.doctors.map((doctor) => doctor.id);
  for (const table of [
    'doctor_specialties',
    'doctor_clinics',
    'service_doctors',
    'doctor_working_hours',
    'doctor_days_off',
  ] as const) {
    await insertChunked(ids, (chunk) => trx.deleteFrom(table).where('doctor_id', 'in', chunk).execute());
  }
  const each = <T>(pick: (doctor: NetworkFile['doctors'][number]) => T[]) => file.doctors.flatMap(pick);
  await insertChunked(
    each((d) => d.specialties.map((specialty_id) => ({ doctor_id: d.id, specialty_id }))),
    (chunk) =>
      trx
        .insertInto('doctor_specialties')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
  await insertChunked(
    each((d) => d.clinics.map((clinic_id) => ({ doctor_id: d.id, clinic_id }))),
    (chunk) =>
      trx
        .insertInto('doctor_clinics')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
  await insertChunked(
    each((d) => d.services.map((service_id) => ({ doctor_id: d.id, service_id }))),
    (chunk) =>
      trx
        .insertInto('service_doctors')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
  await insertChunked(
    each((d) =>
      d.hours.map((h) => ({
        doctor_id: d.id,
        clinic_id: h.clinic,
        weekday: h.weekday,
        start_minute: timeToMinutes(h.start),
        end_minute: timeToMinutes(h.end),
        slot_minutes: h.slotMinutes,
        valid_from: h.validFrom ?? null,
        valid_until: h.validUntil ?? null,
      })),
    ),
    (chunk) => trx.insertInto('doctor_working_hours').values(chunk).execute(),
  );
  await insertChunked(
    each((d) => d.daysOff.map((day) => ({ doctor_id: d.id, date: day.date, reason: day.reason ?? null }))),
    (chunk) =>
      trx
        .insertInto('doctor_days_off')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .execute(),
  );
}
