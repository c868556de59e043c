/**
 * A clinic the network's file drops while appointments still point at it: `--remove-missing` keeps its
 * row for their history but hides it from every public list and from booking, over the real app; a
 * later file that lists it again shows it again. Its waitlist, like a removed clinic's, ends with the
 * import, holds included, and is not reopened by that later file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { issueTokens } from '../../server/auth/sessions';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { importNetworkFile } from '../../server/import/import-network';
import { iso, newLinkKey } from '../../server/links/link-keys';
import { waitlistErrorKeys } from '../../src/api';
import { STATUS } from '../../src/domain/appointment-status';
import { insertTestClient, pointsOf } from './booking-kit';
import {
  DIALECTS,
  tempDir,
  openMigratedDatabase,
  requestApi,
  silentLogger,
  type TestDatabase,
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

/**
 * The example without a clinic: its categories and services go, its doctors leave it, and a doctor who
 * worked there only goes with it (without clinic 102, doctor 502 stays in clinic 101 only).
 */
function withoutClinic(clinicId: number) {
  const file = example();
  const services = new Set(file.services.filter((service) => service.clinic === clinicId).map((s) => s.id));
  file.clinics = file.clinics.filter((clinic) => clinic.id !== clinicId);
  file.categories = file.categories.filter((category) => category.clinic !== clinicId);
  file.services = file.services.filter((service) => !services.has(service.id));
  for (const doctor of file.doctors) {
    doctor.clinics = doctor.clinics.filter((id) => id !== clinicId);
    doctor.services = doctor.services.filter((id) => !services.has(id));
    doctor.hours = doctor.hours.filter((hours) => hours.clinic !== clinicId);
  }
  file.doctors = file.doctors.filter((doctor) => doctor.clinics.length > 0);
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

  const importWithout = (clinicId: number) =>
    importNetworkFile(database.db, writeNetwork(dir.path, withoutClinic(clinicId)), { removeMissing: true });

  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
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

    const closed = await importWithout(CLOSED);
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

  it('ends the waitlist and held offers of a clinic it hides or removes, and listing it again reopens neither', async () => {
    const join = (clinicId: number) =>
      call('POST', '/waitlist/requests/create', { clinicId, doctorId: DOCTOR, lastDate: '2030-01-20' });
    const waiting = await join(CLOSED);
    expect(waiting.status).toBe(200);
    const request = (waiting.body as { request: { id: number } }).request.id;
    const elsewhere = ((await join(OPEN)).body as { request: { id: number } }).request.id;
    // A freed Tuesday time held for the line at the closed clinic, its text not yet sent.
    const key = newLinkKey();
    await database.db
      .insertInto('waitlist_offers')
      .values({
        key,
        request_id: request,
        client_id: (
          await database.db
            .selectFrom('waitlist_requests')
            .select('client_id')
            .where('id', '=', request)
            .executeTakeFirstOrThrow()
        ).client_id,
        clinic_id: CLOSED,
        doctor_id: DOCTOR,
        service_id: null,
        date: TUESDAY,
        time: '08:00',
        status: 'held',
        offered_at: iso(NOW),
        expires_at: iso(NOW + 15 * 60_000),
        decided_at: null,
        appointment_id: null,
      })
      .execute();
    const offer = () => call('GET', `/waitlist/offer?key=${key}`);
    /** The open lines and held offers (an ended line stays listed a while, with its reason). */
    const lines = async () => {
      const { body } = await call('GET', '/waitlist/requests');
      const { requests, offers } = body as {
        requests: { id: number; endedAt: string | null }[];
        offers: { key: string }[];
      };
      const open = requests.filter((line) => line.endedAt === null);
      return { requests: open.map((line) => line.id), offers: offers.map((held) => held.key) };
    };
    expect((await offer()).status).toBe(200);
    expect(await lines()).toEqual({ requests: [request, elsewhere], offers: [key] });

    expect((await importWithout(CLOSED)).ok).toBe(true);

    // Ended by the import itself, before any pass of the waitlist job; the other clinic's line stays.
    const ends = () =>
      database.db
        .selectFrom('waitlist_requests')
        .select(['id', 'end_reason'])
        .where('id', 'in', [request, elsewhere])
        .orderBy('id')
        .execute();
    expect(await ends()).toEqual([
      { id: request, end_reason: 'clinic_closed' },
      { id: elsewhere, end_reason: null },
    ]);
    expect(await lines()).toEqual({ requests: [elsewhere], offers: [] });
    const gone = { unexpectedErrors: [], formErrors: [], waitlistErrors: [waitlistErrorKeys.offerGone] };
    expect(await offer()).toMatchObject({ status: 410, body: gone });
    const accepted = await call(
      'POST',
      '/waitlist/offer/accept',
      { key },
      { 'Idempotency-Key': 'closed-offer' },
    );
    expect(accepted).toMatchObject({ status: 410, body: gone });
    const held = await database.db
      .selectFrom('waitlist_offers')
      .select(['status', 'appointment_id'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ status: 'expired', appointment_id: null });

    // Listed again, the clinic is bookable again but its ended line stays ended: the patient asks anew.
    expect((await importNetworkFile(database.db, EXAMPLE, { removeMissing: true })).ok).toBe(true);
    expect(await ends()).toEqual([
      { id: request, end_reason: 'clinic_closed' },
      { id: elsewhere, end_reason: null },
    ]);
    expect(await lines()).toEqual({ requests: [elsewhere], offers: [] });
    expect((await join(CLOSED)).status).toBe(200);

    // A dropped clinic nothing refers to is removed, and its waitlist ends the same way.
    const removed = await importWithout(OPEN);
    expect(removed.ok && removed.value.removal?.removed.clinics).toEqual([OPEN]);
    expect(await ends()).toEqual([
      { id: request, end_reason: 'clinic_closed' },
      { id: elsewhere, end_reason: 'clinic_closed' },
    ]);
    expect((await importNetworkFile(database.db, EXAMPLE, { removeMissing: true })).ok).toBe(true);
  });
});
