/**
 * The free times published as SMART Scheduling Links (server/published-times): the manifest and its
 * files in the standard's shapes and FHIR R4's rules, holding together (Slot → Schedule → Location), a
 * slot free exactly when the schedule call offers it, strong ETags, `_since`, a booked time turning busy
 * within the files' lifetime, and the switch. On the booking suites' clock: Monday 2030-01-07, 09:00 in
 * Moscow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { BOOKING_DEEP_LINK } from '../../server/published-times/fhir-resources';
import { matchRoute } from '../../src/domain/routes';
import {
  type BookingTest,
  CLINIC,
  DIRECT,
  lists,
  MONDAY,
  openBookingTest,
  pointsOf,
  T0,
} from './booking-kit';
import {
  EXAMPLE_LOCATION,
  EXAMPLE_MANIFEST,
  EXAMPLE_SCHEDULE,
  EXAMPLE_SLOT,
  FHIR_INSTANT,
  fhirProblems,
  ndjsonLines,
  shapeProblems,
} from './fhir-check';
import { DIALECTS, silentLogger } from './harness';

const MANIFEST = '/fhir/$bulk-publish';
/** The files' lifetime (30 s) and a second. */
const LATER = 31_000;

type Resource = Record<string, unknown>;
interface Manifest {
  transactionTime: string;
  request: string;
  output: { type: string; url: string }[];
  error: unknown[];
}

describe.each(DIALECTS)('published free times on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const raw = (path: string, headers: Record<string, string> = {}) =>
    t.booking.request(path.startsWith('http') ? path : `http://localhost/api${path}`, { headers });
  const manifest = async (query = '') => {
    const reply = await t.get(`${MANIFEST}${query}`);
    expect(reply.status).toBe(200);
    return reply.body as unknown as Manifest;
  };
  const file = async (url: string) => {
    const res = await raw(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/fhir+ndjson');
    return ndjsonLines(await res.text());
  };
  const slotsOf = async (url: string) => file(url);
  const slotFile = (monday: string) => `http://localhost/api/fhir/Slot/${CLINIC}/${monday}.ndjson`;
  const slotAt = (slots: Resource[], date: string, time: string) =>
    slots.find(
      (slot) => slot.id === `${DIRECT}-${CLINIC}-${date.replaceAll('-', '')}${time.replace(':', '')}`,
    );

  it("the manifest has the standard's example shape, public and with a polling hint", async () => {
    const res = await raw(MANIFEST);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const body = (await res.json()) as Manifest;
    expect(shapeProblems(body, EXAMPLE_MANIFEST)).toEqual([]);
    expect(body.transactionTime).toMatch(FHIR_INSTANT);
    expect(body.request).toBe('http://localhost/api/fhir/$bulk-publish');
    expect(body.error).toEqual([]);
    expect(body.output.slice(0, 2)).toEqual([
      { type: 'Location', url: 'http://localhost/api/fhir/Location.ndjson' },
      { type: 'Schedule', url: 'http://localhost/api/fhir/Schedule.ndjson' },
    ]);
    // Four weeks from Monday: this week and the next three, for each clinic that shows doctors.
    const clinic = body.output
      .filter((entry) => entry.url.includes(`/Slot/${CLINIC}/`))
      .map((entry) => entry.url);
    expect(clinic).toEqual(['2030-01-07', '2030-01-14', '2030-01-21', '2030-01-28'].map(slotFile));
    expect(new Set(body.output.map((entry) => entry.type))).toEqual(
      new Set(['Location', 'Schedule', 'Slot']),
    );
  });

  it("every file is FHIR R4 in the standard's shapes, and each reference finds its resource", async () => {
    const { output } = await manifest();
    const byType = async (type: string) =>
      (
        await Promise.all(output.filter((entry) => entry.type === type).map((entry) => file(entry.url)))
      ).flat();
    const [locations, schedules, slots] = (await Promise.all(
      ['Location', 'Schedule', 'Slot'].map(byType),
    )) as [Resource[], Resource[], Resource[]];
    expect(locations.length).toBeGreaterThan(0);
    expect(schedules.length).toBeGreaterThan(0);
    expect(slots.length).toBeGreaterThan(0);
    const problems = [...locations, ...schedules, ...slots].flatMap(fhirProblems);
    expect(problems).toEqual([]);
    // A Russian address has no USPS state or ZIP code; everything else the example has, ours has.
    for (const location of locations)
      expect(shapeProblems(location, EXAMPLE_LOCATION, ['address.state', 'address.postalCode'])).toEqual([]);
    for (const schedule of schedules.filter((item) => item.serviceType))
      expect(shapeProblems(schedule, EXAMPLE_SCHEDULE)).toEqual([]);
    for (const slot of slots.filter((item) => item.status === 'free'))
      expect(shapeProblems(slot, EXAMPLE_SLOT)).toEqual([]);

    const ids = (items: Resource[]) => items.map((item) => String(item.id));
    for (const items of [locations, schedules, slots]) expect(new Set(ids(items)).size).toBe(items.length);
    const locationIds = new Set(ids(locations));
    const scheduleById = new Map(schedules.map((schedule) => [String(schedule.id), schedule]));
    for (const schedule of schedules) {
      const actor = (schedule.actor as { reference: string }[])[0]!.reference;
      expect(locationIds.has(actor.replace('Location/', '')), actor).toBe(true);
    }
    for (const slot of slots) {
      const reference = (slot.schedule as { reference: string }).reference;
      expect(scheduleById.has(reference.replace('Schedule/', '')), reference).toBe(true);
      // In the clinic's zone, after now, within the four weeks.
      expect(String(slot.start)).toMatch(/\+03:00$/);
      expect(Date.parse(String(slot.start))).toBeGreaterThan(T0);
      expect(String(slot.start) < '2030-02-04').toBe(true);
      const links = ((slot.extension as { url: string; valueUrl?: string }[] | undefined) ?? []).filter(
        (extension) => extension.url === BOOKING_DEEP_LINK,
      );
      if (slot.status === 'busy') {
        expect(links).toEqual([]);
        continue;
      }
      expect(slot.status).toBe('free');
      expect(links).toHaveLength(1);
      // The doctor's page in the portal, opened at the slot's day.
      const [doctorId, clinicId] = reference.replace('Schedule/', '').split('-');
      const link = new URL(links[0]!.valueUrl!);
      const match = matchRoute(link.pathname);
      expect(match?.route.name).toBe('doctor');
      expect(match?.params).toEqual({ clinicId, doctorId });
      expect(link.searchParams.get('date')).toBe(String(slot.start).slice(0, 10));
    }
  });

  it('a slot is free exactly when the schedule call offers the time', async () => {
    const slots = await slotsOf(slotFile(MONDAY));
    const days = pointsOf(
      (await t.post(`/clinics/${CLINIC}/doctors-schedule`, { doctorIds: [DIRECT], date: MONDAY })).body,
    );
    for (const [date, points] of days) {
      const published = slots
        .filter(
          (slot) =>
            slot.id !== undefined &&
            String(slot.id).startsWith(`${DIRECT}-${CLINIC}-${date.replaceAll('-', '')}`),
        )
        .filter((slot) => slot.status === 'free')
        .map((slot) => String(slot.start).slice(11, 16));
      expect(published, date).toEqual(Object.keys(points));
    }
    // Hours 09:00–12:00 in 30-minute slots; at 09:00 today the 09:00 slot has begun.
    expect(slotAt(slots, MONDAY, '09:00')).toBeUndefined();
    expect(slotAt(slots, MONDAY, '09:30')).toMatchObject({
      start: '2030-01-07T09:30:00+03:00',
      end: '2030-01-07T10:00:00+03:00',
    });
  });

  it('answers If-None-Match with a 304 for the manifest and each file, in each encoding', async () => {
    for (const url of [
      `http://localhost/api${MANIFEST}`,
      slotFile(MONDAY),
      'http://localhost/api/fhir/Schedule.ndjson',
    ]) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const first = await raw(url, { 'accept-encoding': encoding });
        const etag = first.headers.get('etag')!;
        expect(etag, url).toMatch(/^"[^"]+"$/);
        const again = await raw(url, { 'accept-encoding': encoding, 'if-none-match': etag });
        expect(again.status, `${url} ${encoding}`).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(await again.text()).toBe('');
        expect((await raw(url, { 'accept-encoding': encoding, 'if-none-match': '"other"' })).status).toBe(
          200,
        );
      }
    }
  });

  it('a booked time turns busy within the files’ lifetime, and _since lists only the file it changed', async () => {
    const before = await manifest();
    const since = before.transactionTime;
    const { token } = await t.newClient();
    const booked = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-08', time: '10:00' },
      { token },
    );
    expect(booked.status).toBe(200);
    // The read the files are made of is kept for up to 30 s.
    expect(slotAt(await slotsOf(slotFile(MONDAY)), '2030-01-08', '10:00')?.status).toBe('free');

    t.clock.now += LATER;
    const slot = slotAt(await slotsOf(slotFile(MONDAY)), '2030-01-08', '10:00')!;
    expect(slot.status).toBe('busy');
    expect(slot.extension).toBeUndefined();
    const changed = await manifest(`?_since=${encodeURIComponent(since)}`);
    expect(changed.output).toEqual([{ type: 'Slot', url: slotFile(MONDAY) }]);
    expect(changed.request).toBe(
      `http://localhost/api/fhir/$bulk-publish?_since=${encodeURIComponent(since)}`,
    );
    expect(Date.parse(changed.transactionTime)).toBe(T0 + LATER);
    expect((await manifest(`?_since=${encodeURIComponent(changed.transactionTime)}`)).output).toEqual([]);
    // An instant before anything this instance has read lists every file.
    expect((await manifest('?_since=2029-01-01T00:00:00Z')).output).toEqual((await manifest()).output);
    expect((await manifest()).transactionTime).toBe(changed.transactionTime);
  });

  it('takes _since as an instant with a zone (an unencoded + as the space it arrives as), else a 400', async () => {
    for (const since of ['2030-01-07T09:00:00+03:00', '2030-01-07T09:00:00.5+03:00', '2030-01-07T06:00:00Z'])
      expect((await t.get(`${MANIFEST}?_since=${encodeURIComponent(since)}`)).status, since).toBe(200);
    expect((await t.get(`${MANIFEST}?_since=2030-01-07T09:00:00+03:00`)).status).toBe(200);
    for (const since of [
      'yesterday',
      '2030-01-07',
      '2030-01-07T09:00',
      '2030-02-30T00:00:00Z',
      '2030-01-07T09:00:00',
    ])
      expect(await t.get(`${MANIFEST}?_since=${encodeURIComponent(since)}`), since).toMatchObject({
        status: 400,
        body: lists({ formErrors: ['errors.basis.invalid_input'] }),
      });
  });

  it('a file the manifest does not list is a 404', async () => {
    for (const path of [
      `/fhir/Slot/${CLINIC}/2030-01-08.ndjson`,
      `/fhir/Slot/${CLINIC}/2029-12-31.ndjson`,
      `/fhir/Slot/${CLINIC}/2030-03-04.ndjson`,
      '/fhir/Slot/999/2030-01-07.ndjson',
      '/fhir/Slot/x/2030-01-07.ndjson',
      '/fhir/Practitioner.ndjson',
    ])
      expect((await raw(path)).status, path).toBe(404);
  });

  it('publishes the weeks asked for, and links at the address configured', async () => {
    const app = createApp({
      db: t.db,
      staticDir: t.staticDir,
      logger: silentLogger(),
      booking: { now: () => t.clock.now },
      publishedTimes: { weeks: 1, publicBaseUrl: 'https://portal.example/pp' },
    });
    const body = (await (await app.request(`/api${MANIFEST}`)).json()) as Manifest;
    expect(body.request).toBe('https://portal.example/pp/api/fhir/$bulk-publish');
    expect(body.output.filter((entry) => entry.url.includes(`/Slot/${CLINIC}/`))).toEqual([
      { type: 'Slot', url: `https://portal.example/pp/api/fhir/Slot/${CLINIC}/${MONDAY}.ndjson` },
    ]);
    const slots = ndjsonLines(await (await app.request(`/api/fhir/Slot/${CLINIC}/${MONDAY}.ndjson`)).text());
    const free = slots.find((slot) => slot.status === 'free');
    const link = (free?.extension as { valueUrl?: string }[] | undefined)?.[0];
    expect(link?.valueUrl).toMatch(
      /^https:\/\/portal\.example\/pp\/clinic\/1\/doctor\/\d+\?date=2030-01-\d\d$/,
    );
  });

  it('switched off, none of it is served', async () => {
    const off = createApp({
      db: t.db,
      staticDir: t.staticDir,
      logger: silentLogger(),
      publishedTimes: { enabled: false },
    });
    for (const path of [MANIFEST, '/fhir/Location.ndjson', `/fhir/Slot/${CLINIC}/${MONDAY}.ndjson`]) {
      const res = await off.request(`/api${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(lists({ formErrors: ['errors.basis.not_found'] }));
    }
  });
});
