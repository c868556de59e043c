/**
 * Booking under load: two server instances over one throwaway PostgreSQL (the cluster the
 * server tests start, tests/server/pg-cluster.ts), CLIENTS clients with real sessions, CONCURRENCY of
 * them at a time booking the free times of the next PAGES × 4 days of every clinic (read from the
 * schedule first) in a random order, each request with its own Idempotency-Key as the app sends,
 * alternating between the instances. The offer is wide (about three times what 500 bookings a second
 * take in the run) and the clients many (none reaches the daily limit), so bookings/s measures the
 * server, not the supply running out; every RACE-th request asks again for a time another request is
 * likely booking at that moment and is refused with 409 — the race a double booking would come from.
 * Afterwards one SQL count of (doctor, date, time) with more than one appointment that holds its time:
 * the partial unique index makes it 0, and the bench checks it does.
 */
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { FREEING_STATUSES } from '../server/appointments/statuses';
import { issueTokens } from '../server/auth/sessions';
import { openDatabase } from '../server/db/connect';
import { startThrowawayPostgres } from '../tests/server/pg-cluster';
import { HERE, builds } from './builds';
import { type NetworkName, importInto } from './networks';
import { migrateToLatest } from '../server/db/migrate';
import { startInstances } from './pg-instances';
import { printTable } from './report';

const INSTANCES = 2;
const CLIENTS = 2000;
const CONCURRENCY = 32;
const DURATION_S = 10;
/** Days of schedule the clients pick from, from tomorrow: 4-day pages per clinic (the horizon is 60 days). */
const PAGES = 14;
const DAY_MS = 86_400_000;

export interface Cell {
  clinicId: number;
  doctorId: number;
  date: string;
  time: string;
}

const post = (url: string, body: unknown, token?: string, idempotencyKey?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });

/** Every free (clinic, doctor, date, time) of the next `pages` × 4 days, from the schedule. */
export async function freeCells(url: string, pages = PAGES): Promise<Cell[]> {
  const { clinics } = (await (await fetch(`${url}/api/clinics/list`)).json()) as {
    clinics: { id: number }[];
  };
  const cells: Cell[] = [];
  for (const { id: clinicId } of clinics) {
    for (let page = 0; page < pages; page++) {
      const date = new Date(Date.now() + (1 + 4 * page) * DAY_MS).toISOString().slice(0, 10);
      const res = await post(`${url}/api/clinics/${clinicId}/doctors-schedule`, { date });
      type Day = { date: string; recordingPoints: Record<string, number[]> };
      // A build from before the schedule answered the bare array of days holds them in `days`.
      const answer = (await res.json()) as Day[] | { days: Day[] };
      const days = Array.isArray(answer) ? answer : answer.days;
      for (const day of days)
        for (const [time, doctorIds] of Object.entries(day.recordingPoints))
          for (const doctorId of doctorIds) cells.push({ clinicId, doctorId, date: day.date, time });
    }
  }
  return cells;
}

/** `count` logins with one client each and a live access token, written straight into the database. */
export async function createClients(
  db: ReturnType<typeof openDatabase>['db'],
  count = CLIENTS,
): Promise<string[]> {
  const now = Date.now();
  const created_at = new Date(now).toISOString();
  const phones = Array.from({ length: count }, (_, index) => `7990${String(index).padStart(7, '0')}`);
  const users = await db
    .insertInto('users')
    .values(phones.map((phone) => ({ phone, password_hash: 'unused', created_at })))
    .returning(['id', 'phone'])
    .execute();
  const person = { surname: 'Нагрузкин', name: 'Клиент', second_name: null, birthdate: null, sex: null };
  const clients = await db
    .insertInto('clients')
    .values(phones.map((phone) => ({ ...person, phone, email: null, created_at })))
    .returning(['id', 'phone'])
    .execute();
  const clientOf = new Map(clients.map((client) => [client.phone, client.id]));
  const owners = users.map((user) => ({ userId: user.id, clientId: clientOf.get(user.phone) ?? 0 }));
  await db
    .insertInto('user_clients')
    .values(owners.map((owner) => ({ user_id: owner.userId, client_id: owner.clientId })))
    .execute();
  return Promise.all(owners.map(async (owner) => (await issueTokens(db, now, owner)).accessToken));
}

interface Outcome {
  latencies: number[];
  statuses: Map<number, number>;
  seconds: number;
}

/** The cells in a random order. */
function shuffled(cells: readonly Cell[]): Cell[] {
  const order = [...cells];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j] as Cell, order[i] as Cell];
  }
  return order;
}

/** Every RACE-th request asks again for a time one of the last CONCURRENCY requests asked for. */
const RACE = 8;

/**
 * Request `index`'s cell: the next unasked one, so bookings/s counts the server's work rather than
 * collisions of random picks; but every RACE-th repeats a time likely still being booked by another
 * request, on either instance — the race a double booking would come from.
 */
function pick(order: readonly Cell[], index: number): Cell {
  const at = index % RACE === RACE - 1 ? index - 1 - Math.floor(Math.random() * CONCURRENCY) : index;
  return order[Math.max(0, at) % order.length] as Cell;
}

/** CONCURRENCY loops booking random cells for DURATION_S, each request on the next instance in turn. */
/** One build under the bench: its database, instances, clients and the cells in the order asked. */
interface Target {
  label: string;
  postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  db: ReturnType<typeof openDatabase>['db'];
  instances: Awaited<ReturnType<typeof startInstances>>;
  urls: string[];
  offered: number;
  order: Cell[];
  tokens: string[];
  /** Requests sent over all rounds: a later round asks for the next times, with new keys. */
  sent: number;
}

/**
 * Seconds of booking before the measured rounds, reported as their own row: a fresh server process
 * runs its first seconds interpreted while the JIT compiles it, and each pooled connection's first
 * statements fill its PostgreSQL backend's caches, so the first ten seconds measured the start as much
 * as the booking (about 400 bookings/s against 560-580 in the next round).
 */
const WARM_UP_S = 4;

async function book(target: Target, seconds = DURATION_S): Promise<Outcome> {
  const { urls, tokens, order } = target;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const index = target.sent++;
      const cell = pick(order, index);
      const at = performance.now();
      const res = await post(
        `${urls[index % urls.length]}/api/clients/create-appointment`,
        {
          clinicId: cell.clinicId,
          doctorIds: [cell.doctorId],
          date: cell.date,
          time: cell.time,
          clientComment: '',
        },
        tokens[index % tokens.length],
        `bench-${index}`,
      );
      await res.arrayBuffer();
      latencies.push(performance.now() - at);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

export async function doubleBookings(db: ReturnType<typeof openDatabase>['db']): Promise<number> {
  const { rows } = await sql<{ groups: string }>`
    select count(*) as groups from (
      select doctor_id, date, time from appointments
      where status not in (${sql.join([...FREEING_STATUSES])}) and deleted_at is null
      group by doctor_id, date, time having count(*) > 1
    ) as doubled`.execute(db);
  return Number(rows[0]?.groups ?? Number.NaN);
}

/**
 * Both builds run from the start, each over its own PostgreSQL, and are measured in turn A B B A (with
 * two builds), each row with the 1-minute load: other agents' load on this shared machine comes and
 * goes within a minute, and a build measured only first or only last took all of a swing.
 */
const ROUNDS = 2;

/**
 * Days of schedule offered on a made-up network: its 100 clinics of 30 doctors offer in 8 days what the
 * demo offers in PAGES × 4, and reading every clinic's schedule over the demo's horizon would take minutes.
 */
const NETWORK_PAGES = 2;

async function startTarget(label: string, root: string, network: NetworkName): Promise<Target> {
  const postgres = await startThrowawayPostgres();
  const { db } = openDatabase({ databaseUrl: postgres.url, dataDir: '', poolSize: 2 });
  try {
    if (network !== 'demo') {
      await migrateToLatest(db, 'postgres');
      await importInto(db, network);
    }
    const env: Record<string, string> = network === 'demo' ? {} : { DEMO_NETWORK: '0' };
    const instances = await startInstances(root, postgres.url, INSTANCES, env);
    const urls = instances.map((instance) => instance.url);
    const cells = await freeCells(urls[0] as string, network === 'demo' ? PAGES : NETWORK_PAGES);
    const tokens = await createClients(db);
    return {
      label,
      postgres,
      db,
      instances,
      urls,
      offered: cells.length,
      order: shuffled(cells),
      tokens,
      sent: 0,
    };
  } catch (error) {
    await db.destroy();
    await postgres.stop();
    throw error;
  }
}

async function stopTarget(target: Target): Promise<void> {
  await Promise.all(target.instances.map((instance) => instance.stop()));
  await target.db.destroy();
  await target.postgres.stop();
}

/** `networks`: the builds on the demo (the default), or this checkout on each of these networks. */
export async function benchBookingPostgres(networks: readonly NetworkName[] | null = null): Promise<void> {
  const rows: string[][] = [];
  const targets: Target[] = [];
  try {
    if (networks === null)
      for (const build of builds()) targets.push(await startTarget(build.label, build.root, 'demo'));
    else for (const network of networks) targets.push(await startTarget(network, HERE, network));
    const measure = async (target: Target, round: string, seconds?: number) => {
      const { latencies, statuses, seconds: took } = await book(target, seconds);
      const sorted = [...latencies].sort((a, b) => a - b);
      const ok = statuses.get(200) ?? 0;
      const other = [...statuses].filter(([status]) => status !== 200 && status !== 409);
      rows.push([
        target.label,
        round,
        loadavg()[0]?.toFixed(1) ?? '?',
        String(target.offered),
        (ok / took).toFixed(0),
        (latencies.length / took).toFixed(0),
        percentile(sorted, 50).toFixed(0),
        percentile(sorted, 99).toFixed(0),
        String(ok),
        String(statuses.get(409) ?? 0),
        other.map(([status, count]) => `${status}×${count}`).join(', ') || '0',
        // Over every round so far: the database after all of this build's bookings.
        String(await doubleBookings(target.db)),
      ]);
    };
    for (const target of targets) await measure(target, `warm-up (${WARM_UP_S} s)`, WARM_UP_S);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) await measure(target, String(round + 1));
    }
  } finally {
    await Promise.all(targets.map(stopTarget));
  }
  printTable(
    `Booking: ${INSTANCES} server instances over one PostgreSQL, ${CLIENTS} clients, ${CONCURRENCY} at a time, ${DURATION_S} s (POST /api/clients/create-appointment, random free times of the next ${networks === null ? PAGES * 4 : `${PAGES * 4} (demo) or ${NETWORK_PAGES * 4} (a made-up network)`} days, each with an Idempotency-Key; each build warmed up for ${WARM_UP_S} s, then measured in turn over ${ROUNDS} rounds)`,
    [
      networks === null ? 'build' : 'network',
      'round',
      'load (1 min)',
      'free times offered',
      'bookings/s',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'booked (200)',
      'taken (409)',
      'other',
      'double bookings',
    ],
    rows,
  );
}
