/**
 * The seams between stored pages of the client's lists, in the data worker over the real in-process
 * server with a long history (500 appointments, 300 results): a row added above a seam or removed from
 * above it, while one page is fetched again and the next comes from the device, shows once and only
 * once — online, and offline where the device holds it — and a list whose rows did not move costs one
 * request per page fetched, never the whole list again.
 */
import { expect, test } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { LONG_HISTORY, seedLongHistory } from '../../server/seed/long-history';
import { READY_RESULT_STATE } from '../../src/api';
import type { RemoteApi, Watcher } from './support/worker';
import { settled, watch } from './support/worker';
import { SINGLE } from './support/session';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const LIMIT = 20;
const APPOINTMENTS = '/api/clients/appointments';
const RESULTS = '/api/clients/service-results';
type ListView = 'appointmentPage' | 'resultPage';

async function clientId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .select('user_clients.client_id')
    .where('users.phone', '=', SINGLE.phone)
    .where('user_clients.position', '=', 0)
    .executeTakeFirstOrThrow();
  return row.client_id;
}

/** A new appointment, the newest of all: it lands at the top of the first page. */
async function bookOnServer(db: Kysely<Database>): Promise<number> {
  const doctor = await db
    .selectFrom('doctor_clinics')
    .select('doctor_id')
    .where('clinic_id', '=', 1)
    .executeTakeFirstOrThrow();
  const row = appointmentRow(
    {
      client_id: await clientId(db),
      clinic_id: 1,
      doctor_id: doctor.doctor_id,
      service_id: null,
      date: '2099-01-05',
      time: '10:00',
      duration_minutes: 15,
      status: 1,
    },
    Date.now(),
  );
  const { id } = await db.insertInto('appointments').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A new result, the newest of all. */
async function resultOnServer(db: Kysely<Database>): Promise<number> {
  const { id } = await db
    .insertInto('service_results')
    .values({
      client_id: await clientId(db),
      complex_id: null,
      date: '2099-01-05',
      title: 'Новый анализ',
      kind: 1,
      state: READY_RESULT_STATE,
      executor_surname: 'Лебедева',
      executor_name: 'Ольга',
      executor_second_name: 'Петровна',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Every row the pages show now, page after page (a row at two places counts twice). */
function joined(pages: Watcher<readonly { id: number }[]>[]): number[] {
  return pages.flatMap((page) => (page.latest().data ?? []).map((row) => row.id));
}

/** Every row the list's pages show, read straight from the server (one request outside the worker). */
async function serverIds(api: RemoteApi, view: ListView, count: number): Promise<number[]> {
  const probe = await watch(api, { view, params: { offset: 0, limit: count } });
  const state = await probe.until(settled, 'the whole list at once');
  return state.data!.map((row) => row.id);
}

/** The long history signed in, its first two pages watched and loaded; `before`: their rows. */
async function firstTwoPages(view: ListView) {
  const api = await signedInWithHistory();
  const pages = await watchPages(api, view, 2);
  return { api, pages, before: joined(pages) };
}

/** Fetches a page again now, whatever its age. */
async function refreshPage(api: RemoteApi, view: ListView, index: number) {
  const outcome = await api.refresh({ view, params: { offset: index * LIMIT, limit: LIMIT } });
  expect(outcome.ok).toBe(true);
}

/** The next request of the appointments reaches the server; the network is gone from the one after. */
function offlineAfterNextRequest() {
  let requests = 0;
  world.network.delay = (path) => {
    if (path === APPOINTMENTS && ++requests === 2) world.network.mode = 'offline';
    return null;
  };
}

function backOnline() {
  world.network.delay = null;
  world.network.mode = 'online';
}

async function signedInWithHistory() {
  await seedLongHistory(world.server.db, { ...LONG_HISTORY, phone: SINGLE.phone });
  const { api } = world.worker();
  expect((await api.login(SINGLE)).ok).toBe(true);
  return api;
}

async function watchPages(api: RemoteApi, view: ListView, count: number) {
  const pages: Watcher<readonly { id: number }[]>[] = [];
  for (let index = 0; index < count; index++) {
    const page = await watch(api, { view, params: { offset: index * LIMIT, limit: LIMIT } });
    await page.until((state) => settled(state) && (state.data?.length ?? 0) === LIMIT, `page ${index}`);
    pages.push(page as Watcher<readonly { id: number }[]>);
  }
  return pages;
}

/** Waits until the pages together show `expected`, each row once. */
async function untilJoined(pages: Watcher<readonly { id: number }[]>[], expected: number[], what: string) {
  const deadline = Date.now() + 15_000;
  while (JSON.stringify(joined(pages)) !== JSON.stringify(expected) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(joined(pages), what).toEqual(expected);
}

test('a new appointment on top: the first page fetched again, the row it pushed out still shows, then the next page follows', async () => {
  const { api, pages, before } = await firstTwoPages('appointmentPage');
  expect(before).toHaveLength(2 * LIMIT);

  const added = await bookOnServer(world.server.db);
  // The next request (the second page, fetched again because it no longer joins) finds no network.
  offlineAfterNextRequest();
  await refreshPage(api, 'appointmentPage', 0);
  // The row pushed off the first page (the last one it held) is still there, once.
  await untilJoined(pages, [added, ...before], 'the new appointment and the row it pushed out');
  await pages[1]!.until((state) => state.lastError !== null, 'the second page’s fetch failed');
  // Offline, it stays.
  expect(joined(pages)).toEqual([added, ...before]);

  backOnline();
  await refreshPage(api, 'appointmentPage', 1);
  await untilJoined(pages, [added, ...before.slice(0, -1)], 'both pages fetched after the booking');
});

test('an appointment removed from the first page: the second page fetched again, the row it pulled up still shows', async () => {
  const { api, pages, before } = await firstTwoPages('appointmentPage');
  const next = (await serverIds(api, 'appointmentPage', 2 * LIMIT + 1)).at(-1)!;
  const removed = before[3]!;
  await world.server.db
    .updateTable('appointments')
    .set({ deleted_at: new Date().toISOString() })
    .where('id', '=', removed)
    .execute();

  // The next request (the first page, fetched again because it no longer joins) finds no network.
  offlineAfterNextRequest();
  await refreshPage(api, 'appointmentPage', 1);
  // The second page's first row as it was, which the removal pulled up past the seam, still shows.
  await untilJoined(pages, [...before, next], 'the second page moved up, its first row kept');
  await pages[0]!.until((state) => state.lastError !== null, 'the first page’s fetch failed');
  // Offline, it stays.
  expect(joined(pages)).toEqual([...before, next]);

  backOnline();
  await refreshPage(api, 'appointmentPage', 0);
  await untilJoined(pages, [...before.filter((id) => id !== removed), next], 'both pages after the removal');
});

test('a new appointment seen first by the second page: the first page follows at once, no row twice', async () => {
  const { api, pages, before } = await firstTwoPages('appointmentPage');
  const added = await bookOnServer(world.server.db);

  await refreshPage(api, 'appointmentPage', 1);
  await untilJoined(pages, [added, ...before.slice(0, -1)], 'the first page fetched again by itself');
});

test('a new result on top: the next page is fetched again before the pushed row could go missing', async () => {
  const { api, pages, before } = await firstTwoPages('resultPage');
  const added = await resultOnServer(world.server.db);
  const fetched = world.network.count(RESULTS);

  await refreshPage(api, 'resultPage', 0);
  await untilJoined(pages, [added, ...before.slice(0, -1)], 'both result pages after the new result');
  expect(world.network.count(RESULTS)).toBe(fetched + 2);
});

test('a long history scrolled to its end: a refresh with nothing changed costs one request; a new appointment each page once', async () => {
  const api = await signedInWithHistory();
  const count = LONG_HISTORY.appointments / LIMIT;
  const pages = await watchPages(api, 'appointmentPage', count);
  const before = joined(pages);
  expect(before).toHaveLength(LONG_HISTORY.appointments);
  const fetched = world.network.count(APPOINTMENTS);
  expect(fetched).toBe(count);

  await refreshPage(api, 'appointmentPage', 0);
  // Give any fetch the refresh set off time to start.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(world.network.count(APPOINTMENTS)).toBe(fetched + 1);

  const added = await bookOnServer(world.server.db);
  await refreshPage(api, 'appointmentPage', 0);
  await untilJoined(pages, [added, ...before.slice(0, -1)], 'every page after the booking');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(world.network.count(APPOINTMENTS)).toBe(fetched + 1 + count);
});
