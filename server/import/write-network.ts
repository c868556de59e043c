/**
 * Writes a checked network file in one transaction: every row of the file is inserted or updated in
 * place by its id, and the doctors' links (clinics, specialties, services) and weekly hours and days off
 * are replaced by the file's for the doctors it lists. Rows the file no longer lists stay unless removal
 * is asked for (remove-missing.ts). Appointments are never written: they keep pointing at the same ids.
 */
import type { Kysely } from 'kysely';
import { AVATAR_SIZE, LOGO_SIZE } from '../../src/api';
import { timeToMinutes } from '../../src/domain/time-zone';
import { foldForSearch } from '../../src/domain/title-search';
import { clinicToRow } from '../clinics/clinics-store';
import type { Database, Flag } from '../db/schema';
import { insertImagesIfMissing, type NewImage } from '../images/images-store';
import { avatarImage } from '../seed/avatars';
import { logoImage } from '../seed/logos';
import { CONFIGURATION_KEY } from '../settings/configuration-store';
import { recountClinics } from './clinic-counts';
import type { NetworkFile } from './network-file';
import type { Pictures } from './picture-files';
import { type Removal, removeMissing } from './remove-missing';
import { IMAGES_PER_STATEMENT, insertChunked } from './chunks';
import { replaceDoctorRows } from './replace-rows';
import { changed, fromFile } from './upsert';

export interface ImportSummary {
  written: Record<'clinics' | 'specialties' | 'categories' | 'services' | 'doctors', number>;
  removal: Removal | null;
}

// The columns an import writes over, all but the id (and the clinic's counts, recounted after).
const CLINIC_COLUMNS = [
  'title',
  'city',
  'short_address',
  'email',
  'phone1',
  'phone2',
  'not_formatted_phone1',
  'not_formatted_phone2',
  'site',
  'information_about_clinic',
  'doctors_available',
  'services_available',
  'show_information_about_clinic',
  // A clinic the file lists again is shown again.
  'hidden',
] as const;
const CATEGORY_COLUMNS = ['clinic_id', 'title', 'description', 'position'] as const;
const SERVICE_COLUMNS = [
  'clinic_id',
  'category_id',
  'title',
  'title_search',
  'price_minor',
  'duration_minutes',
  'information_about_service',
] as const;
const DOCTOR_COLUMNS = [
  'surname',
  'name',
  'second_name',
  'sex',
  'availability',
  'information_about_doctor',
] as const;

const digitsOf = (phone: string | null | undefined) => (phone ? phone.replace(/\D/g, '') || null : null);

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

    await writeClinics(trx, file, pictures);

    await insertChunked(file.specialties, (chunk) =>
      trx
        .insertInto('specialties')
        .values(chunk.map(({ id, title }) => ({ id, title })))
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet(fromFile(['title']))
            .where(changed('specialties', ['title'])),
        )
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
          oc
            .column('id')
            .doUpdateSet(fromFile(CATEGORY_COLUMNS))
            .where(changed('service_categories', CATEGORY_COLUMNS)),
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
          oc.column('id').doUpdateSet(fromFile(SERVICE_COLUMNS)).where(changed('services', SERVICE_COLUMNS)),
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

async function writeClinics(trx: Kysely<Database>, file: NetworkFile, pictures: Pictures) {
  const rows = file.clinics.map((clinic) =>
    clinicToRow({
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
      // A new clinic's counts; recountClinics sets every clinic's from the written rows.
      doctorsCount: 0,
      servicesCount: 0,
      specialtiesCount: 0,
      onlineRecordingCategoriesCount: 0,
    }),
  );
  await insertChunked(rows, (chunk) =>
    trx
      .insertInto('clinics')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet(fromFile(CLINIC_COLUMNS)).where(changed('clinics', CLINIC_COLUMNS)),
      )
      .execute(),
  );
  const logos = new Map<number, NewImage>();
  for (const clinic of file.clinics) {
    const logo =
      pictures.logos.get(clinic.id) ??
      ('initials' in clinic.logo ? logoImage(clinic.logo.initials, clinic.logo.colour) : null);
    if (logo) logos.set(clinic.id, logo);
  }
  await writeImages(trx, logos.values());
  await insertChunked(
    [...logos].map(([clinic_id, image]) => ({ clinic_id, size: LOGO_SIZE, image_id: image.id })),
    (chunk) =>
      trx
        .insertInto('clinic_logotypes')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['clinic_id', 'size'])
            .doUpdateSet(fromFile(['image_id']))
            .where(changed('clinic_logotypes', ['image_id'])),
        )
        .execute(),
  );
}

/** Each distinct image once (made-up pictures repeat), a few to a statement since a real one's bytes are large. */
async function writeImages(trx: Kysely<Database>, all: Iterable<NewImage>) {
  const images = [...new Map([...all].map((image) => [image.id, image])).values()];
  for (let start = 0; start < images.length; start += IMAGES_PER_STATEMENT)
    await insertImagesIfMissing(trx, images.slice(start, start + IMAGES_PER_STATEMENT));
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
        oc.column('id').doUpdateSet(fromFile(DOCTOR_COLUMNS)).where(changed('doctors', DOCTOR_COLUMNS)),
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
  await writeImages(trx, photos.values());
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
        oc
          .columns(['doctor_id', 'size'])
          .doUpdateSet(fromFile(['image_id']))
          .where(changed('doctor_avatars', ['image_id'])),
      )
      .execute(),
  );

  // The file's links, hours and days off replace the stored ones of the doctors it lists.
  const ids = file.doctors.map((doctor) => doctor.id);
  const each = <T>(pick: (doctor: NetworkFile['doctors'][number]) => T[]) => file.doctors.flatMap(pick);
  await replaceDoctorRows(
    trx,
    'doctor_specialties',
    ids,
    each((d) => d.specialties.map((specialty_id) => ({ doctor_id: d.id, specialty_id }))),
  );
  await replaceDoctorRows(
    trx,
    'doctor_clinics',
    ids,
    each((d) => d.clinics.map((clinic_id) => ({ doctor_id: d.id, clinic_id }))),
  );
  await replaceDoctorRows(
    trx,
    'service_doctors',
    ids,
    each((d) => d.services.map((service_id) => ({ doctor_id: d.id, service_id }))),
  );
  await replaceDoctorRows(
    trx,
    'doctor_working_hours',
    ids,
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
  );
  await replaceDoctorRows(
    trx,
    'doctor_days_off',
    ids,
    each((d) => d.daysOff.map((day) => ({ doctor_id: d.id, date: day.date, reason: day.reason ?? null }))),
  );
}
