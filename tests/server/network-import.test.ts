/**
 * `npm run import`: the example network loads on both databases; a file with mistakes of every kind
 * names each mistake's place and changes nothing; a changed file updates in place, removes what it
 * dropped only when asked, and never touches appointments.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listClinicsFromDb } from '../../server/clinics/clinics-store';
import { importNetworkFile } from '../../server/import/import-network';
import { NETWORK_FILE_SCHEMA_PATH, networkFileSchemaText } from '../../server/import/network-file-schema';
import { readConfiguration } from '../../server/settings/configuration-store';
import { DIALECTS, tempDir, openMigratedDatabase, type TestDatabase } from './harness';
import { EXAMPLE, example, writeNetwork } from './network-kit';
import { STATUS } from '../../src/domain/appointment-status';

/** The example as loose JSON, for breaking its types on purpose. */
// biome-ignore lint/suspicious/noExplicitAny: these tests write mistakes the file's type forbids
type Loose = Record<string, any>;
const looseExample = (): Loose => JSON.parse(readFileSync(EXAMPLE, 'utf8'));

const TABLES = [
  'settings',
  'clinics',
  'clinic_logotypes',
  'specialties',
  'service_categories',
  'services',
  'doctors',
  'doctor_avatars',
  'doctor_specialties',
  'doctor_clinics',
  'service_doctors',
  'doctor_working_hours',
  'doctor_days_off',
  'appointments',
] as const;

async function snapshot(database: TestDatabase) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await database.db.selectFrom(table).selectAll().execute();
    out[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

describe.each(DIALECTS)('network import on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let dir: ReturnType<typeof tempDir> | undefined;
  afterEach(async () => {
    await database?.close();
    dir?.remove();
    database = undefined;
    dir = undefined;
  });

  async function open() {
    database = await openMigratedDatabase(dialect);
    dir = tempDir('import');
    return database;
  }

  it('loads the example network: clinics with counts and logos, doctors with photos, hours and days off', async () => {
    const { db } = await open();
    const result = await importNetworkFile(db, EXAMPLE);
    expect(result).toMatchObject({ ok: true, value: { written: { clinics: 2, doctors: 3, services: 4 } } });

    const clinics = await listClinicsFromDb(db);
    expect(clinics.map((c) => [c.id, c.title, c.doctorsCount, c.servicesCount, c.specialtiesCount])).toEqual([
      [101, 'УралМед на Ленина', 2, 3, 2],
      [102, 'УралМед в Академическом', 1, 1, 1],
    ]);
    expect(clinics[0]!.notFormattedPhone1).toBe('73432001010');
    expect((await readConfiguration(db)).timeZone).toBe('Asia/Yekaterinburg');

    const photo = await db
      .selectFrom('doctor_avatars')
      .innerJoin('images', 'images.id', 'doctor_avatars.image_id')
      .select(['images.mime_type', 'images.bytes'])
      .where('doctor_id', '=', 501)
      .executeTakeFirstOrThrow();
    expect(photo.mime_type).toBe('image/png');
    expect(Buffer.from(photo.bytes).equals(readFileSync('examples/clinic-network/photos/volkova.png'))).toBe(
      true,
    );
    const hours = await db
      .selectFrom('doctor_working_hours')
      .select(['clinic_id', 'weekday', 'start_minute', 'end_minute', 'slot_minutes'])
      .where('doctor_id', '=', 502)
      .orderBy('weekday')
      .execute();
    expect(hours).toEqual([
      { clinic_id: 102, weekday: 2, start_minute: 480, end_minute: 840, slot_minutes: 20 },
      { clinic_id: 101, weekday: 4, start_minute: 600, end_minute: 960, slot_minutes: 20 },
      { clinic_id: 102, weekday: 6, start_minute: 600, end_minute: 840, slot_minutes: 30 },
    ]);
    const daysOff = await db.selectFrom('doctor_days_off').select(['doctor_id', 'date']).execute();
    expect(daysOff).toEqual([{ doctor_id: 501, date: '2027-01-04' }]);
  });

  it('names the place of every kind of mistake and changes nothing', async () => {
    const database = await open();
    await importNetworkFile(database.db, EXAMPLE);
    const before = await snapshot(database);

    const file = looseExample();
    file.configuration.timeZone = 'Europe/Atlantis';
    file.clinics[1].timeZone = 'Europe/Moscow';
    delete file.clinics[0].title;
    file.clinics[1].logo = { initials: 'УА', colour: 'teal' };
    file.specialties.push({ id: 2, title: 'Педиатр ещё раз' });
    file.services[0].category = 21;
    file.services[1].priceMinor = -5;
    file.services[2].durationMinutes = '15';
    file.doctors[0].services.push(99);
    file.doctors[0].hours[1].start = '9:00';
    file.doctors[0].hours[2].end = '08:00';
    file.doctors[0].services.push(2001);
    file.doctors[1].hours.push({ clinic: 102, weekday: 4, start: '11:00', end: '12:00', slotMinutes: 20 });
    file.doctors[2].clinics = [101, 7];
    file.doctors[2].specialties = [42];
    file.doctors[2].photo = 'photos/missing.jpg';
    file.doctors[0].photo = '../../etc/passwd';

    const structural = await importNetworkFile(database.db, writeNetwork(dir!.path, file));
    expect(structural.ok).toBe(false);
    const structuralErrors = structural.ok ? [] : structural.error;
    // Structure first: these are reported together, before any reference is looked at.
    for (const expected of [
      'clinics[0].title: ',
      'clinics[1].logo',
      'services[1].priceMinor: must not be negative',
      'services[2].durationMinutes: ',
      'doctors[0].hours[1].start: must be a time HH:mm',
      'doctors[0].photo: must be a path inside the file’s folder',
    ]) {
      expect(
        structuralErrors.some((error) => error.startsWith(expected)),
        expected,
      ).toBe(true);
    }
    expect(await snapshot(database)).toEqual(before);

    // With the structure mended, every reference mistake is named.
    file.clinics[0].title = 'УралМед на Ленина';
    file.clinics[1].logo = { initials: 'УА', colour: '#00796B' };
    file.services[1].priceMinor = 100;
    file.services[2].durationMinutes = 15;
    file.doctors[0].hours[1].start = '14:00';
    file.doctors[0].photo = 'photos/volkova.png';
    const references = await importNetworkFile(database.db, writeNetwork(dir!.path, file));
    expect(references.ok ? [] : references.error.sort()).toEqual(
      [
        'configuration.timeZone: unknown time zone Europe/Atlantis',
        "clinics[0].timeZone: Asia/Yekaterinburg differs from the network's Europe/Atlantis; the portal writes every time of a network in one zone",
        "clinics[1].timeZone: Europe/Moscow differs from the network's Europe/Atlantis; the portal writes every time of a network in one zone",
        'specialties[3].id: 2 is already the id of specialties[1]',
        'services[0].category: category 21 belongs to clinic 102, the service to clinic 101',
        'doctors[0].services[2]: unknown service 99',
        'doctors[0].hours[2]: ends at 08:00, not after its start 09:00',
        'doctors[0].services[3]: service 2001 is in clinic 102, where the doctor does not work',
        'doctors[1].hours[3]: overlaps hours[1] on weekday 4',
        'doctors[2].clinics[1]: unknown clinic 7',
        'doctors[2].specialties[0]: unknown specialty 42',
      ].sort(),
    );
    expect(await snapshot(database)).toEqual(before);

    // Pictures are read only once the rest is right.
    const good = looseExample();
    good.doctors[2].photo = 'photos/missing.jpg';
    writeFileSync(join(dir!.path, 'photos', 'not-a-picture.png'), '<html><script>alert(1)</script>');
    good.doctors[1].photo = 'photos/not-a-picture.png';
    const pictures = await importNetworkFile(database.db, writeNetwork(dir!.path, good));
    expect(pictures.ok ? [] : pictures.error).toEqual([
      'doctors[1].photo: photos/not-a-picture.png is not a PNG, JPEG, GIF or WebP picture',
      'doctors[2].photo: no file photos/missing.jpg',
    ]);
    expect(await snapshot(database)).toEqual(before);

    writeFileSync(join(dir!.path, 'broken.json'), '{"clinics": [');
    const broken = await importNetworkFile(database.db, join(dir!.path, 'broken.json'));
    expect(broken.ok ? '' : broken.error[0]).toMatch(/^\(the file\): not JSON/);
  });

  it('a load writes only what changed: the same file leaves every row as it was, a changed one ends as the file says', async () => {
    const { db } = await open();
    await importNetworkFile(db, EXAMPLE);
    const first = await snapshot(database!);
    const hoursIds = async () =>
      (await db.selectFrom('doctor_working_hours').select('id').orderBy('id').execute()).map((row) => row.id);
    const idsBefore = await hoursIds();
    expect((await importNetworkFile(db, EXAMPLE)).ok).toBe(true);
    expect(await snapshot(database!)).toEqual(first);
    // The weekly hours have ids of their own: an unchanged row is the same row, not a copy of it.
    expect(await hoursIds()).toEqual(idsBefore);

    const changed = example();
    const [volkova, sokolov] = changed.doctors;
    volkova!.services = [1002];
    volkova!.specialties = [1, 2];
    volkova!.hours = [
      { clinic: 101, weekday: 1, start: '09:00', end: '13:00', slotMinutes: 30 },
      { clinic: 101, weekday: 3, start: '09:00', end: '15:00', slotMinutes: 20 },
    ];
    volkova!.daysOff = [
      { date: '2027-01-04', reason: 'болезнь' },
      { date: '2027-01-05', reason: 'отпуск' },
    ];
    sokolov!.clinics = [102];
    sokolov!.hours = sokolov!.hours.filter((h) => h.clinic === 102);
    expect(await importNetworkFile(db, writeNetwork(dir!.path, changed))).toMatchObject({ ok: true });

    const rows = async (table: 'doctor_specialties' | 'doctor_clinics' | 'service_doctors', column: string) =>
      (await db.selectFrom(table).selectAll().execute())
        .map((row) => `${row.doctor_id}:${(row as Record<string, unknown>)[column]}`)
        .sort();
    expect(await rows('doctor_specialties', 'specialty_id')).toEqual(['501:1', '501:2', '502:2', '503:3']);
    expect(await rows('doctor_clinics', 'clinic_id')).toEqual(['501:101', '502:102', '503:101']);
    expect(await rows('service_doctors', 'service_id')).toEqual(['501:1002', '502:2001', '503:1003']);
    const hours = await db
      .selectFrom('doctor_working_hours')
      .select(['doctor_id', 'clinic_id', 'weekday', 'start_minute', 'slot_minutes'])
      .where('doctor_id', 'in', [501, 502])
      .execute();
    expect(hours.map((h) => Object.values(h).join(':')).sort()).toEqual([
      '501:101:1:540:30',
      '501:101:3:540:20',
      '502:102:2:480:20',
      '502:102:6:600:30',
    ]);
    const daysOff = await db.selectFrom('doctor_days_off').select(['doctor_id', 'date', 'reason']).execute();
    expect(daysOff.map((d) => Object.values(d).join(':')).sort()).toEqual([
      '501:2027-01-04:болезнь',
      '501:2027-01-05:отпуск',
    ]);
    // The counts follow: clinic 101 lost Sokolov, and Volkova's second specialty counts in it.
    const clinics = await listClinicsFromDb(db);
    expect(clinics.map((c) => [c.id, c.doctorsCount, c.specialtiesCount])).toEqual([
      [101, 1, 2],
      [102, 1, 1],
    ]);
  });

  it('a changed file updates in place, removes only when asked, and never touches appointments', async () => {
    const database = await open();
    const { db } = database;
    await importNetworkFile(db, EXAMPLE);
    const now = new Date().toISOString();
    const client = await db
      .insertInto('clients')
      .values({ surname: 'Петров', name: 'Пётр', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // An appointment with the doctor and the service the new file drops.
    await db
      .insertInto('appointments')
      .values({
        client_id: client.id,
        clinic_id: 102,
        doctor_id: 502,
        service_id: 2001,
        date: '2027-02-02',
        time: '08:00',
        duration_minutes: 20,
        status: STATUS.APPROVED,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const appointmentsBefore = (await snapshot(database)).appointments;

    const changed = example();
    changed.clinics[0]!.title = 'УралМед на проспекте Ленина';
    changed.services = changed.services.filter((s) => s.id !== 2001 && s.id !== 1003);
    changed.doctors = changed.doctors.filter((d) => d.id === 501);
    changed.doctors[0]!.hours = [{ clinic: 101, weekday: 2, start: '10:00', end: '12:00', slotMinutes: 30 }];
    const path = writeNetwork(dir!.path, changed);

    expect((await importNetworkFile(db, path)).ok).toBe(true);
    const titles = await db.selectFrom('clinics').select(['id', 'title']).orderBy('id').execute();
    expect(titles[0]).toEqual({ id: 101, title: 'УралМед на проспекте Ленина' });
    // Not asked to remove: the dropped doctors and services are still there.
    expect((await db.selectFrom('doctors').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([
      501, 502, 503,
    ]);
    const hours = await db
      .selectFrom('doctor_working_hours')
      .select(['doctor_id', 'weekday'])
      .where('doctor_id', '=', 501)
      .execute();
    expect(hours).toEqual([{ doctor_id: 501, weekday: 2 }]);

    const removed = await importNetworkFile(db, path, { removeMissing: true });
    expect(removed).toMatchObject({
      ok: true,
      value: { removal: { removed: { doctors: [503], services: [1003] } } },
    });
    const kept = removed.ok ? (removed.value.removal?.kept ?? []) : [];
    expect(kept).toEqual([
      'doctor 502: kept out of every clinic and schedule, appointments refer to it',
      'service 2001: kept without doctors, appointments refer to it',
    ]);
    const detached = await db
      .selectFrom('doctor_clinics')
      .select('clinic_id')
      .where('doctor_id', '=', 502)
      .execute();
    expect(detached).toEqual([]);
    const clinics = await listClinicsFromDb(db);
    expect(clinics.find((c) => c.id === 102)?.doctorsCount).toBe(0);
    expect((await snapshot(database)).appointments).toEqual(appointmentsBefore);
  });
});

describe('the published JSON Schema of the network file', () => {
  it('is the one generated from the valibot schema (npm run import:schema writes it)', () => {
    expect(readFileSync(NETWORK_FILE_SCHEMA_PATH, 'utf8')).toBe(networkFileSchemaText());
  });
});
