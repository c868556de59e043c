/**
 * Every list call answers the list itself, a plain JSON array, not an object holding it: a clinic may
 * serve the app from its own backend, which answers these calls with bare arrays, so the app and this
 * server must agree on that shape. Paging stays in the query. The clinics and doctors lists answer an
 * object ({ clinics } and { doctors }) and are not among these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC, DIRECT, MONDAY, SERVICE } from './booking-kit';
import { DIALECTS } from './harness';
import { insertProtocol, insertResult, openResultsTest, type ResultsTest } from './results-kit';

const PDF = Buffer.from('%PDF-1.7 test');

describe.each(DIALECTS)('list answers are JSON arrays on %s', (dialect) => {
  let t: ResultsTest;
  let token: string;
  let resultId: number;
  beforeAll(async () => {
    t = await openResultsTest(dialect);
    const me = await t.newClient();
    token = me.token;
    resultId = await insertResult(t.db, { clientId: me.clientId, date: '2030-01-05', title: 'Анализ' });
    await insertProtocol(t.db, resultId, 'Протокол', PDF);
    const booked = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-08', time: '09:00' },
      { token },
    );
    expect(booked.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The status and the parsed JSON body, whatever its shape. */
  const json = async (reply: Promise<{ status: number; bytes: Buffer }>) => {
    const { status, bytes } = await reply;
    return { status, body: JSON.parse(bytes.toString('utf8')) as unknown };
  };

  const calls: [string, () => Promise<{ status: number; body: unknown }>][] = [
    ['service categories', () => json(t.request(`/clinics/${CLINIC}/service-categories/list`))],
    ['services', () => json(t.request(`/clinics/${CLINIC}/services/list?offset=0&limit=5`))],
    ['specialties', () => json(t.request(`/clinics/${CLINIC}/specialties/list`))],
    [
      'schedule days',
      async () => {
        const reply = await t.post(`/clinics/${CLINIC}/doctors-schedule`, {
          doctorIds: [DIRECT],
          date: MONDAY,
        });
        return { status: reply.status, body: reply.body };
      },
    ],
    ['appointments', () => json(t.request('/clients/appointments?offset=0&limit=5', token))],
    ['service results', () => json(t.request('/clients/service-results?offset=0&limit=5', token))],
    ['related protocols', () => json(t.request(`/clients/service/related-protocols/${resultId}`, token))],
  ];

  it.each(calls)('%s: a non-empty JSON array', async (_, ask) => {
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect((body as unknown[]).length).toBeGreaterThan(0);
  });

  it('the services list still pages by its query', async () => {
    const page = async (offset: number, limit: number) =>
      (await json(t.request(`/clinics/${CLINIC}/services/list?offset=${offset}&limit=${limit}`))).body as {
        id: number;
      }[];
    const [first, second, both] = [await page(0, 2), await page(2, 2), await page(0, 4)];
    expect(first).toHaveLength(2);
    expect([...first, ...second].map((service) => service.id)).toEqual(both.map((service) => service.id));
  });

  it('a schedule for a service answers its days as an array too', async () => {
    const reply = await t.post(`/clinics/${CLINIC}/doctors-schedule`, { entryTypeId: SERVICE, date: MONDAY });
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
  });
});
