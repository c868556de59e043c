/**
 * A clinic the network's file drops while appointments still point at it: `--remove-missing` keeps its
 * row for their history but hides it from every public list and from booking, over the real app; a
 * later file that lists it again shows it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { issueTokens } from '../../server/auth/sessions';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { migrateToLatest } from '../../server/db/migrate';
import { importNetworkFile } from '../../server/import/import-network';
import { newLinkKey } from '../../server/links/link-keys';
import { STATUS } from '../../src/domain/appointment-status';
import { insertTestClient, pointsOf } from './booking-kit';
import {
  DIALECTS,
  openTestDatabase,
  requestApi,
  silentLogger,
  type TestDatabase,
  tempDir,
  writeStaticDir,
} from './harness';
import { EXAMPLE, example, writeNetwork } from './network-kit';

/** Monday 2030-01-07, 11:00 in the network's zone (Asia/Yekaterinburg). */
const NOW = Date.parse('2030-01-07T06:00:00.000Z');
const CLOSED = 102;
const OPEN = 101;
/** Works in both clinics; in the closed one on Tuesdays from 08:00. */
const DOCTOR = 502;
const SERVICE = 2001;
const TUESDAY = '2030-01-08';
const NOT_FOUND = { unexpectedErrors: [], formErrors: ['errors.basis.not_found'] };

/** The example without clinic 102: its category and service go, its doctor stays in clinic 101 only. */
function withoutClosed() {
  const file = example();
  file.clinics = file.clinics.filter((clinic) => clinic.id !== CLOSED);
  file.categories = file.categories.filter((category) => category.clinic !== CLOSED);
  file.services = file.services.filter((service) => service.clinic !== CLOSED);
  for (const doctor of file.doctors) {
    doctor.clinics = doctor.clinics.filter((id) => id !== CLOSED);
    doctor.services = doctor.services.filter((id) => id !== SERVICE);
    doctor.hours = doctor.hours.filter((hours) => hours.clinic !== CLOSED);
  }
  return file;
}

describe.each(DIALECTS)('a closed clinic after an import on %s', (dialect) => {
  let database: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let token: string;
  let linkKey: string;
  const dir = tempDir('hidden-clinic');
  const statics = tempDir('hidden-clinic-static');

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    requestApi(app, method, path, { body, headers: { authorization: `Bearer ${token}`, ...headers } });
  const schedule = (clinicId: number) =>
    call('POST', `/clinics/${clinicId}/doctors-schedule`, { date: TUESDAY, doctorIds: [DOCTOR] });
  const listed = async () => {
    const { body } = await call('GET', '/clinics/list');
    return (body as { clinics: { id: number }[] }).clinics.map((clinic) => clinic.id);
  };

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    expect((await importNetworkFile(database.db, EXAMPLE)).ok).toBe(true);
    writeStaticDir(statics.path);
    // Every public read and every schedule read goes to the database: the import runs beside the server.
    app = createApp({
      db: database.db,
      staticDir: statics.path,
      logger: silentLogger(),
      publicReadTtlMs: 0,
      accounts: { now: () => NOW },
      booking: { hoursTtlMs: 0, answersTtlMs: 0, now: () => NOW },
    });
    const owner = await insertTestClient(database.db, NOW);
    token = (await issueTokens(database.db, NOW, owner)).accessToken;
    linkKey = newLinkKey();
    const visit = (date: string, time: string, status: number) =>
      appointmentRow(
        {
          client_id: owner.clientId,
          clinic_id: CLOSED,
          doctor_id: DOCTOR,
          service_id: SERVICE,
          date,
          time,
          duration_minutes: 20,
          status,
        },
        NOW,
      );
    // A past visit in the clinic, and one still ahead that its confirmation link opens.
    await database.db
      .insertInto('appointments')
      .values([
        visit('2029-12-04', '09:00', STATUS.SERVICED),
        {
          ...visit('2030-01-15', '10:00', STATUS.APPROVED),
          client_access_key: linkKey,
          client_access_key_expires_at: '2030-01-15T06:00:00.000Z',
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await database?.close();
    dir.remove();
    statics.remove();
  });

  it('is hidden from every list and from booking, stays in the history, and shows again when listed again', async () => {
    const before = await call('GET', '/clinics/list');
    expect(await listed()).toEqual([OPEN, CLOSED]);
    expect(pointsOf((await schedule(CLOSED)).body)[0]).toEqual([
      TUESDAY,
      expect.objectContaining({ '08:00': [DOCTOR] }),
    ]);

    const closed = await importNetworkFile(database.db, writeNetwork(dir.path, withoutClosed()), {
      removeMissing: true,
    });
    expect(closed.ok).toBe(true);

    // The start page's list: a client holding the old one gets the new one, not a 304.
    const after = await call('GET', '/clinics/list', undefined, {
      'If-None-Match': before.res.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    expect(await listed()).toEqual([OPEN]);
    for (const path of [
      `/clinics/${CLOSED}/service-categories/list`,
      `/clinics/${CLOSED}/specialties/list`,
      `/clinics/${CLOSED}/services/list?offset=0&limit=10`,
      `/clinics/${CLOSED}/service/${SERVICE}`,
    ]) {
      const answer = await call('GET', path);
      expect([path, answer.status, answer.body]).toEqual([path, 404, NOT_FOUND]);
    }
    const { body: doctors } = await call('GET', '/clinics/doctors/list');
    const listedDoctors = (
      doctors as { doctors: { clinicIds: number[]; clinicIdsWithProvidedServices: number[] }[] }
    ).doctors;
    expect(listedDoctors.length).toBeGreaterThan(0);
    for (const doctor of listedDoctors) {
      expect(doctor.clinicIds).not.toContain(CLOSED);
      expect(doctor.clinicIdsWithProvidedServices).not.toContain(CLOSED);
    }
    expect(await schedule(CLOSED)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await schedule(OPEN)).status).toBe(200);
    const booked = await call(
      'POST',
      '/clients/create-appointment',
      { clinicId: CLOSED, doctorIds: [DOCTOR], date: TUESDAY, time: '08:00' },
      { 'Idempotency-Key': 'book-closed-clinic' },
    );
    expect(booked).toMatchObject({ status: 404, body: NOT_FOUND });

    // The import says what it kept, and why.
    expect(closed.ok && closed.value.removal?.kept).toEqual([
      `service ${SERVICE}: kept without doctors, appointments refer to it`,
      'category 21: kept, a kept service is in it',
      `clinic ${CLOSED}: kept hidden from every list and from booking, appointments refer to it`,
    ]);

    // The history keeps the clinic's name and address, and the link its phone.
    const history = (await call('GET', '/clients/appointments?offset=0&limit=10')).body as unknown as {
      clinicId: number;
      clinic: { title: string; shortAddress: string };
    }[];
    expect(history.map((item) => [item.clinicId, item.clinic.title, item.clinic.shortAddress])).toEqual([
      [CLOSED, 'УралМед в Академическом', example().clinics[1]!.shortAddress],
      [CLOSED, 'УралМед в Академическом', example().clinics[1]!.shortAddress],
    ]);
    const link = await call(
      'GET',
      `/clients/appointment-by-client-access-key?clientAccessKey=${linkKey}&date=2030-01-07&time=11:00`,
    );
    expect(link).toMatchObject({ status: 200, body: { clinicId: CLOSED, clinicPhone: expect.any(String) } });

    // Listed again: shown and bookable again.
    const reopened = await importNetworkFile(database.db, EXAMPLE, { removeMissing: true });
    expect(reopened.ok && reopened.value.removal?.kept).toEqual([]);
    expect(await listed()).toEqual([OPEN, CLOSED]);
    expect((await call('GET', `/clinics/${CLOSED}/service-categories/list`)).status).toBe(200);
    expect(pointsOf((await schedule(CLOSED)).body)[0]).toEqual([
      TUESDAY,
      expect.objectContaining({ '08:00': [DOCTOR] }),
    ]);
  });
});
