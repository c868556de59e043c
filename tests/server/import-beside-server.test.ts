/**
 * `npm run import` of a large network (the generated wide shape, sized by SIZE below) while the server
 * runs over the same database, both compiled as a clinic runs them. Patients keep reading the public
 * lists, logging in and booking meanwhile: every answer is a success, or a 503 with Retry-After and the
 * error lists while the import holds the write lock, never a 500 and never a wait past the lock's own;
 * once the import is done the server lists the new clinics and books again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateNetwork, networkText } from '../../scripts/generate-network';
import { hashPassword } from '../../server/auth/passwords';
import { migrateToLatest } from '../../server/db/migrate';
import { importNetworkFile } from '../../server/import/import-network';
import type { NetworkFile } from '../../server/import/network-file';
import { GENERIC_UNEXPECTED_ERROR, getDoctorsSchedule, listClinics, parseWith } from '../../src/api';
import { addDays } from '../../src/domain/time-zone';
import { insertTestClient } from './booking-kit';
import { DIALECTS, openTestDatabase, type TestDatabase, tempDir, writeStaticDir } from './harness';
import { IMPORT_ENTRY, runCommand, type Started, startServer, stopServer } from './main-process';

/** The network the server runs before the import (clinics 101 and 102) and its file. */
const FIRST_NETWORK = 'examples/clinic-network/network.json';
const FIRST_CLINIC = 101;
/** The wide network's ids moved past the first network's, so the import adds to it and changes none of it. */
const ID_OFFSET = 10_000;
/**
 * A part of the wide shape: its first 40 clinics on SQLite (1,200 doctors, 4,000 services), 20 on
 * PostgreSQL, where an import takes longer. Each import's transaction still holds the write lock for
 * seconds, through many of the requests beside it, which is what the test is about; the whole network's
 * import time is the benchmark's (`BENCH_ONLY=import`), and this file runs in every unit run.
 */
const SIZE = { sqlite: { clinics: 40 }, postgres: { clinics: 20 } } as const;
const PASSWORD = 'beside2030import';
const LOGINS = 12;
/** Longer than a request waits for the write lock (2 s) and its retries, well short of a hang. */
const LONGEST_ANSWER_MS = 5_000;

/**
 * The generated network with every id moved by `by`, and the first network's configuration and time
 * zone (a network's times are written in one zone).
 */
function movedNetwork(
  network: NetworkFile,
  by: number,
  configuration: NetworkFile['configuration'],
): NetworkFile {
  const move = (id: number) => id + by;
  return {
    ...network,
    configuration,
    clinics: network.clinics.map((clinic) => ({
      ...clinic,
      id: move(clinic.id),
      timeZone: configuration.timeZone,
    })),
    specialties: network.specialties.map((specialty) => ({ ...specialty, id: move(specialty.id) })),
    categories: network.categories.map((category) => ({
      ...category,
      id: move(category.id),
      clinic: move(category.clinic),
    })),
    services: network.services.map((service) => ({
      ...service,
      id: move(service.id),
      clinic: move(service.clinic),
      category: move(service.category),
    })),
    doctors: network.doctors.map((doctor) => ({
      ...doctor,
      id: move(doctor.id),
      specialties: doctor.specialties.map(move),
      clinics: doctor.clinics.map(move),
      services: doctor.services.map(move),
      hours: doctor.hours.map((hours) => ({ ...hours, clinic: move(hours.clinic) })),
    })),
  };
}

interface Answer {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

/** Requests to the server's API, each answer kept with how long it took (status 0: no answer at all). */
function recorder(base: string) {
  const answers: Answer[] = [];
  const ask = async (what: string, path: string, init: RequestInit = {}): Promise<Answer> => {
    const started = performance.now();
    let answer: Answer;
    try {
      const reply = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(20_000),
      });
      const text = await reply.text();
      answer = {
        what,
        status: reply.status,
        ms: performance.now() - started,
        retryAfter: reply.headers.get('retry-after'),
        body: text === '' ? null : (JSON.parse(text) as unknown),
      };
    } catch (error) {
      answer = { what, status: 0, ms: performance.now() - started, retryAfter: null, body: String(error) };
    }
    answers.push(answer);
    return answer;
  };
  const post = (what: string, path: string, body: unknown, token?: string) =>
    ask(what, path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return { answers, ask, post };
}

/** What an answer during the import may be: a success, or the lock's 503 with Retry-After and the error lists. */
const expected = (answer: Answer) =>
  [200, 201, 304].includes(answer.status) ||
  (answer.status === 503 &&
    answer.retryAfter !== null &&
    JSON.stringify(answer.body) === JSON.stringify({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] }));

describe.each(DIALECTS)('npm run import of the wide network beside the running server on %s', (dialect) => {
  let database: TestDatabase;
  const files = tempDir('import-beside');
  const phones: string[] = [];
  let server: Started | undefined;
  let wide: NetworkFile;

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    const { db } = database;
    await migrateToLatest(db, dialect);
    const first = await importNetworkFile(db, FIRST_NETWORK);
    if (!first.ok) throw new Error(first.error.join('; '));
    const passwordHash = await hashPassword(PASSWORD);
    for (let n = 0; n < LOGINS; n++) {
      const { userId } = await insertTestClient(db, Date.now());
      const user = await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', userId)
        .returning('phone')
        .executeTakeFirstOrThrow();
      phones.push(user.phone);
    }
    // The server and the import open the database themselves.
    await db.destroy();
    const example = JSON.parse(readFileSync(FIRST_NETWORK, 'utf8')) as NetworkFile;
    wide = movedNetwork(
      generateNetwork({ shape: 'wide', ...SIZE[dialect] }),
      ID_OFFSET,
      example.configuration,
    );
    writeFileSync(join(files.path, 'wide.json'), networkText(wide));
    writeStaticDir(files.path);
    server = await startServer({ ...database.env, DEMO_NETWORK: '0', STATIC_DIR: files.path });
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    await database?.close().catch(() => {});
    files.remove();
  });

  it('answers every request during it without a 500 or a hang, then lists the new clinics', async () => {
    const base = `http://127.0.0.1:${server?.port}/api`;
    const { answers, ask, post } = recorder(base);
    const login = async (phone: string) => {
      const reply = await post('login', '/auth/login', { phone, password: PASSWORD });
      return reply.status === 200 ? (reply.body as { accessToken: string }).accessToken : null;
    };

    // Free times of the first network's clinic to book one by one, and a token for each login.
    const cells: { date: string; time: string; doctorIds: number[] }[] = [];
    let from = new Intl.DateTimeFormat('en-CA', { timeZone: wide.configuration.timeZone }).format(new Date());
    for (let range = 0; range < 10 && cells.length < 200; range++) {
      const reply = await post('schedule', `/clinics/${FIRST_CLINIC}/doctors-schedule`, { date: from });
      expect(reply.status).toBe(200);
      const days = parseWith(getDoctorsSchedule.answer, reply.body, 'schedule');
      for (const day of days)
        for (const [time, doctorIds] of Object.entries(day.recordingPoints))
          cells.push({ date: day.date, time, doctorIds });
      const last = days.at(-1)?.date;
      if (!last) break;
      from = addDays(last, 1);
    }
    expect(cells.length).toBeGreaterThan(50);
    const tokens = await Promise.all(phones.map(login));
    expect(tokens.every((token) => token !== null)).toBe(true);
    answers.length = 0;

    const book = (token: string) => {
      const cell = cells.shift();
      if (!cell) return undefined;
      return post(
        'booking',
        '/clients/create-appointment',
        {
          clinicId: FIRST_CLINIC,
          doctorIds: cell.doctorIds,
          date: cell.date,
          time: cell.time,
        },
        token,
      );
    };

    let importing = true;
    const readers = [0, 1].map(async (reader) => {
      const paths = [
        listClinics.path,
        '/clinics/doctors/list',
        `/clinics/${FIRST_CLINIC}/specialties/list`,
        `/clinics/${FIRST_CLINIC}/service-categories/list`,
      ];
      for (let n = reader; importing; n++) await ask('list', paths[n % paths.length]!);
    });
    const writer = (async () => {
      for (let n = 0; importing; n++) {
        const at = n % LOGINS;
        const fresh = await login(phones[at]!);
        const token = fresh ?? tokens[at]!;
        tokens[at] = token;
        await book(token);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 500));
    const running = runCommand([...IMPORT_ENTRY, join(files.path, 'wide.json')], {
      DATABASE_URL: '',
      ...database.env,
    });
    const code = await running.exited;
    const output = running.output();
    importing = false;
    await Promise.all([...readers, writer]);

    expect(code, output).toBe(0);
    expect(output).toContain(
      `wrote ${wide.clinics.length} clinics, ${wide.specialties.length} specialties, ` +
        `${wide.categories.length} categories, ${wide.services.length} services, ${wide.doctors.length} doctors`,
    );
    expect(answers.filter((answer) => !expected(answer))).toEqual([]);
    const longest = Math.max(...answers.map((answer) => answer.ms));
    expect(longest).toBeLessThan(LONGEST_ANSWER_MS);
    // The reads never wait for the import's lock.
    expect(
      answers.filter((answer) => answer.what === 'list' && answer.status === 200).length,
    ).toBeGreaterThan(0);
    // The new network once the list's memo reads again, and bookings go through again.
    await expect
      .poll(
        async () => {
          const reply = await ask('list', listClinics.path);
          return parseWith(listClinics.answer, reply.body, 'clinics').clinics.length;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(wide.clinics.length + 2);
    const after = await ask('list', listClinics.path);
    const ids = parseWith(listClinics.answer, after.body, 'clinics').clinics.map((clinic) => clinic.id);
    expect(ids).toEqual(expect.arrayContaining(wide.clinics.map((clinic) => clinic.id)));
    const token = await login(phones[0]!);
    expect(token).not.toBeNull();
    expect((await book(token!))?.status).toBe(200);
  }, 120_000);
});
