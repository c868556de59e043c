/**
 * Shared set-up of the booking suites: the seeded test app with booking and accounts on a clock the test
 * moves, test doctors and a service with hours the test knows, clients with real sessions (rows and
 * issued tokens, skipping the registration flow the accounts suites cover) and request helpers.
 *
 * The clock starts on Monday 2030-01-07 at 09:00 in Moscow, years after the demo seed's own dated
 * rows, so only the test's rows shape these doctors' days.
 */
import { createApp } from '../../server/app';
import type { BookingOptions } from '../../server/routes/booking';
import { issueTokens } from '../../server/auth/sessions';
import type { Database, DialectName } from '../../server/db/schema';
import type { Kysely, KyselyPlugin } from 'kysely';
import { expect } from 'vitest';
import { timeToMinutes } from '../../src/domain/time-zone';
import { openTestApp, type Reply, requestApi, silentLogger, type TestApp } from './harness';

export const T0 = Date.parse('2030-01-07T06:00:00.000Z');
export const MONDAY = '2030-01-07';

export const CLINIC = 1;
/** Bookable directly and for SERVICE; Mon–Fri 09:00–12:00, 30-minute slots. */
export const DIRECT = 9001;
/** Available only with a service; provides SERVICE; same hours. */
export const SERVICE_ONLY = 9002;
/** Bookable directly; provides SERVICE; same hours. */
export const SECOND = 9003;
/** Not available; has hours all the same. */
export const UNAVAILABLE = 9004;
export const SERVICE = 9101;
/** A service of clinic 2. */
export const OTHER_CLINIC_SERVICE = 9102;

export { lists } from './accounts-kit';

export type { Reply } from './harness';

export interface BookingTest extends TestApp {
  booking: ReturnType<typeof createApp>;
  clock: { now: number };
  /** A new login with one client and a live access token. */
  newClient(): Promise<{ clientId: number; userId: number; token: string }>;
  /** A new access token for the client at the clock's time (tokens live 15 minutes). */
  tokenFor(owner: { clientId: number; userId: number }): Promise<string>;
  post(path: string, body: unknown, options?: { token?: string; key?: string; raw?: string }): Promise<Reply>;
  get(path: string, token?: string): Promise<Reply>;
}

async function insertTestDoctors(db: Kysely<Database>): Promise<void> {
  const doctors = [
    [DIRECT, 1],
    [SERVICE_ONLY, 4],
    [SECOND, 1],
    [UNAVAILABLE, 2],
  ] as const;
  await db
    .insertInto('doctors')
    .values(
      doctors.map(([id, availability]) => ({
        id,
        surname: `Тестов${id}`,
        name: 'Тест',
        second_name: null,
        sex: 1 as const,
        availability,
        information_about_doctor: null,
      })),
    )
    .execute();
  await db
    .insertInto('doctor_clinics')
    .values(doctors.map(([doctor_id]) => ({ doctor_id, clinic_id: CLINIC })))
    .execute();
  const hours = doctors.flatMap(([doctor_id]) =>
    [1, 2, 3, 4, 5].map((weekday) => ({
      doctor_id,
      clinic_id: CLINIC,
      weekday,
      start_minute: 9 * 60,
      end_minute: 12 * 60,
      slot_minutes: 30,
      valid_from: null,
      valid_until: null,
    })),
  );
  await db.insertInto('doctor_working_hours').values(hours).execute();
  for (const [id, clinicId] of [
    [SERVICE, CLINIC],
    [OTHER_CLINIC_SERVICE, 2],
  ] as const) {
    const category = await db
      .selectFrom('service_categories')
      .select('id')
      .where('clinic_id', '=', clinicId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('services')
      .values({
        id,
        clinic_id: clinicId,
        category_id: category.id,
        title: `Тестовая услуга ${id}`,
        title_search: `тестовая услуга ${id}`,
        price_minor: 100_00,
        duration_minutes: 30,
        information_about_service: null,
      })
      .execute();
  }
  await db
    .insertInto('service_doctors')
    .values([SERVICE_ONLY, SECOND, DIRECT].map((doctor_id) => ({ service_id: SERVICE, doctor_id })))
    .execute();
}

/** A doctor of CLINIC alone, with morning hours on Tuesdays, for a test in which the network drops them. */
export async function insertLeavingDoctor(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .insertInto('doctors')
    .values({
      id,
      surname: 'Уходящий',
      name: 'Тест',
      second_name: null,
      sex: 1,
      availability: 1,
      information_about_doctor: null,
    })
    .execute();
  await db.insertInto('doctor_clinics').values({ doctor_id: id, clinic_id: CLINIC }).execute();
  await db
    .insertInto('doctor_working_hours')
    .values({
      doctor_id: id,
      clinic_id: CLINIC,
      weekday: 2,
      start_minute: 9 * 60,
      end_minute: 12 * 60,
      slot_minutes: 30,
      valid_from: null,
      valid_until: null,
    })
    .execute();
}

/** Deletes a doctor nobody booked, as an import that no longer lists them does. */
export async function deleteDoctor(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('doctor_working_hours').where('doctor_id', '=', id).execute();
  await db.deleteFrom('doctor_clinics').where('doctor_id', '=', id).execute();
  await db.deleteFrom('doctors').where('id', '=', id).execute();
}

let phoneCounter = 0;

/** A new login with one client, created at `now` (no token yet). */
export async function insertTestClient(
  db: Kysely<Database>,
  now: number,
): Promise<{ clientId: number; userId: number }> {
  const phone = `7991${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;
  const createdAt = new Date(now).toISOString();
  const user = await db
    .insertInto('users')
    .values({ phone, password_hash: 'unused', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await db
    .insertInto('clients')
    .values({
      phone,
      surname: 'Клиентов',
      name: 'Клиент',
      second_name: null,
      birthdate: null,
      sex: null,
      email: null,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_clients').values({ user_id: user.id, client_id: client.id }).execute();
  return { clientId: client.id, userId: user.id };
}

export async function openBookingTest(
  dialect: DialectName,
  options: Omit<BookingOptions, 'now'> = {},
  /** Runs the app's queries through this plugin (a HoldQuery to hold one open); the test's own go around it. */
  plugin?: KyselyPlugin,
): Promise<BookingTest> {
  const t = await openTestApp(dialect);
  await insertTestDoctors(t.db);
  const clock = { now: T0 };
  const booking = createApp({
    db: plugin ? t.db.withPlugin(plugin) : t.db,
    staticDir: t.staticDir,
    logger: silentLogger(),
    accounts: { now: () => clock.now },
    // Hours and answers read per request: the suites change the database and ask again at once
    // (tests/server/schedule-memo.test.ts covers the memos).
    booking: { hoursTtlMs: 0, answersTtlMs: 0, ...options, now: () => clock.now },
  });
  const call = async (
    method: string,
    path: string,
    { body, token, key, raw }: { body?: unknown; token?: string; key?: string; raw?: string } = {},
  ): Promise<Reply> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (key !== undefined) headers['idempotency-key'] = key;
    return requestApi(booking, method, path, { body, raw, headers });
  };
  const tokenFor = async (owner: { clientId: number; userId: number }) =>
    (await issueTokens(t.db, clock.now, owner)).accessToken;
  return {
    ...t,
    booking,
    clock,
    async newClient() {
      const owner = await insertTestClient(t.db, clock.now);
      return { ...owner, token: await tokenFor(owner) };
    },
    tokenFor,
    post: (path, body, options = {}) => call('POST', path, { body, ...options }),
    get: (path, token) => call('GET', path, { token }),
  };
}

/** The recording points of a schedule answer's days (the answer is the array itself), as [date, {time: ids}] pairs. */
export const pointsOf = (body: unknown) =>
  ((Array.isArray(body) ? body : []) as { date: string; recordingPoints: Record<string, number[]> }[]).map(
    (day) => [day.date, day.recordingPoints] as const,
  );

/** How many answers are kept for a client's Idempotency-Key retries. */
export async function keptAnswers(db: Kysely<Database>, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('idempotent_requests')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * DIRECT's grid for the day after an import: 15-minute slots from 09:00 to 12:00, so a 30-minute visit
 * booked at 10:00 on the usual half-hour grid spans the 10:15 slot too.
 */
export const quarterHourGrid = (db: Kysely<Database>, date: string) =>
  db
    .insertInto('doctor_hours_exceptions')
    .values({
      doctor_id: DIRECT,
      clinic_id: CLINIC,
      date,
      start_minute: 9 * 60,
      end_minute: 12 * 60,
      slot_minutes: 15,
    })
    .execute();

/** Books DIRECT at the time for the client, through the API; the new appointment's id. */
export async function bookDirect(
  t: BookingTest,
  client: { token: string },
  date: string,
  time: string,
): Promise<number> {
  const reply = await t.post(
    '/clients/create-appointment',
    { clinicId: CLINIC, doctorIds: [DIRECT], date, time },
    { token: client.token },
  );
  expect(reply.status).toBe(200);
  return (reply.body as { appointment: { id: number } }).appointment.id;
}

/** The doctor's visits of the day that hold their time (not cancelled, failed or deleted), by start. */
export const heldVisits = (db: Kysely<Database>, doctorId: number, date: string) =>
  db
    .selectFrom('appointments')
    .select(['id', 'time', 'duration_minutes'])
    .where('doctor_id', '=', doctorId)
    .where('date', '=', date)
    .where('status', 'not in', [4, 5])
    .where('deleted_at', 'is', null)
    .orderBy('time')
    .execute();

/** The doctor's visits of the day whose span runs into the next one's: none, whatever raced. */
export async function clashingVisits(db: Kysely<Database>, doctorId: number, date: string) {
  const spans = (await heldVisits(db, doctorId, date)).map((row) => {
    const start = timeToMinutes(row.time);
    return [start, start + row.duration_minutes] as const;
  });
  return spans.filter(([, end], index) => {
    const next = spans[index + 1];
    return next !== undefined && next[0] < end;
  });
}
